/**
 * The values a careless client or an attacker sends: the seven causes of docs/decisions.md, issue 13 (non-strings where
 * strings are expected, keys named like Object.prototype members, deep nesting, integers beyond
 * PostgreSQL's int4, U+0000, objects that cannot become primitives, repeated form fields) mixed
 * with ordinary junk, so each property run explores both.
 */
import fc from 'fast-check';

/** Own keys named like members of Object.prototype (JSON.parse makes them own properties). */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
] as const;

export const protoKey = fc.constantFrom(...PROTOTYPE_KEYS);

/** One of `keys`, or any short key when there are none. */
function keyOf(keys: string[]): fc.Arbitrary<string> {
  return keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 });
}

/** Integers around the int4 and safe-integer edges (PostgreSQL 22003 beyond ±2^31). */
export const edgeInteger = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    2 ** 31 + 1,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53 - 1,
    2 ** 53,
    1e20,
    -1,
    0,
  ),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Text with U+0000 somewhere (PostgreSQL 22021), long text, and any other unicode. */
export const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string().map((s) => `${s}\u0000`),
  fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`),
  fc.constantFrom(
    '\u0000',
    '',
    ' ',
    'null',
    'undefined',
    '[object Object]',
    'x'.repeat(3000),
    '🙂'.repeat(50),
  ),
  edgeInteger.map(String),
);

/** JSON texts of objects that `String()` or `Number()` cannot turn into a primitive. */
export const UNCONVERTIBLE_JSON = [
  '{"toString":1}',
  '{"toString":1,"valueOf":1}',
  '{"toString":{},"valueOf":{}}',
  '{"valueOf":"x","toString":null}',
  '{"constructor":1}',
  '{"__proto__":{"toString":1}}',
  '{"hasOwnProperty":1}',
];

/**
 * A JSON value (as text, so own `__proto__` keys survive) of any of the kinds above. Text rather than
 * objects: `JSON.stringify` of a JS object would drop or change exactly what matters here.
 */
export const nastyJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString.map((s) => JSON.stringify(s)),
    edgeInteger.map((n) => JSON.stringify(n)),
    fc.constantFrom('true', 'false', 'null', '99999999999999999999999', '1e400', '-0', '0.0000001'),
    fc.constantFrom(...UNCONVERTIBLE_JSON),
    fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(fc.oneof(protoKey, fc.string({ maxLength: 8 })), tie('value')), { maxLength: 3 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value;

/** Nesting far deeper than any real body (the issue's ~4,000 levels). */
export const deepJson = fc
  .tuple(fc.integer({ min: 500, max: 5000 }), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) =>
    kind === 'array'
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** A JSON object text: `base` with some fields replaced, some added (prototype names included). */
export function mutatedObject(base: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(base);
  return fc
    .tuple(
      fc.array(fc.tuple(keyOf(keys), fc.oneof(nastyJson, deepJson)), { maxLength: 3 }),
      fc.array(fc.tuple(fc.oneof(protoKey, fc.string({ maxLength: 10 })), nastyJson), { maxLength: 2 }),
    )
    .map(([replaced, added]) => {
      const entries = new Map<string, string>(keys.map((k) => [k, JSON.stringify(base[k])]));
      for (const [k, v] of replaced) entries.set(k, v);
      for (const [k, v] of added) entries.set(k, v);
      return `{${[...entries].map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
    });
}

/**
 * A JSON object text: `base` with the fields of one of its nested objects (`insurance`, `contact`)
 * replaced and added to, so the fuzzing reaches the checks of each nested field, not only the object.
 */
export function mutatedNested(base: Record<string, unknown>, keys: string[]): fc.Arbitrary<string> {
  return fc.constantFrom(...keys).chain((key) => {
    const nested = base[key];
    const inner = typeof nested === 'object' && nested !== null ? (nested as Record<string, unknown>) : {};
    return mutatedObject(inner).map((text) => {
      const entries = Object.keys(base).map(
        (k) => `${JSON.stringify(k)}:${k === key ? text : JSON.stringify(base[k])}`,
      );
      return `{${entries.join(',')}}`;
    });
  });
}

/** A form body (`a=1&a=2`): repeated fields, prototype names, NUL and edge numbers. */
export function formBody(base: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(base);
  const flat = (value: unknown): string =>
    typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  return fc
    .tuple(
      fc.array(fc.tuple(fc.oneof(keyOf(keys), protoKey, fc.string({ maxLength: 8 })), nastyString), {
        maxLength: 4,
      }),
      fc.boolean(),
    )
    .map(([extra, keepBase]) => {
      const params = new URLSearchParams();
      if (keepBase) for (const k of keys) params.append(k, flat(base[k]));
      for (const [k, v] of extra) params.append(k, v);
      return params.toString();
    });
}

export interface FuzzBody {
  body: string;
  contentType: string;
}

/** Every way a body of `base`'s shape can go wrong, in JSON, as a form, or as something else. */
export function bodyArbitrary(base: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  const json = (body: string): FuzzBody => ({ body, contentType: 'application/json' });
  return fc.oneof(
    { arbitrary: mutatedObject(base).map(json), weight: 6 },
    { arbitrary: nastyJson.map(json), weight: 2 },
    { arbitrary: deepJson.map(json), weight: 1 },
    {
      arbitrary: formBody(base).map((body) => ({ body, contentType: 'application/x-www-form-urlencoded' })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(nastyString, fc.constantFrom('text/plain', 'application/xml', 'application/json'))
        .map(([body, contentType]) => ({ body, contentType })),
      weight: 1,
    },
  );
}

/** `filters=` values: allow-listed fields and others, every operator, nasty values, deep nesting. */
export function filtersArbitrary(fields: readonly string[]): fc.Arbitrary<string> {
  const field = fc.oneof(fc.constantFrom(...fields), protoKey, fc.string({ maxLength: 8 }));
  const op = fc.oneof(
    fc.constantFrom('=', '!=', 'in', 'not in', 'ilike', 'IN', 'like'),
    fc.string({ maxLength: 4 }),
  );
  const condition = fc
    .tuple(field, op, nastyJson)
    .map(([f, o, v]) => `[${JSON.stringify(f)},${JSON.stringify(o)},${v}]`);
  return fc.oneof(
    { arbitrary: fc.array(condition, { maxLength: 3 }).map((c) => `[${c.join(',')}]`), weight: 6 },
    { arbitrary: nastyJson, weight: 2 },
    { arbitrary: deepJson, weight: 1 },
    { arbitrary: nastyString, weight: 1 },
  );
}

/** A query string of known parameters (with sensible and nasty values), unknown ones and repeats. */
export function queryArbitrary(
  params: Record<string, fc.Arbitrary<string>>,
  always: Record<string, string> = {},
): fc.Arbitrary<string> {
  const names = Object.keys(params);
  const known =
    names.length > 0
      ? fc
          .constantFrom(...names)
          .chain((name) => fc.tuple(fc.constant(name), fc.oneof(params[name], nastyString)))
      : fc.tuple(fc.constant('lang'), nastyString);
  const other = fc.tuple(
    fc.oneof(protoKey, fc.constantFrom('lang', '_'), fc.string({ maxLength: 8 })),
    nastyString,
  );
  return fc
    .array(fc.oneof({ arbitrary: known, weight: 5 }, { arbitrary: other, weight: 1 }), { maxLength: 5 })
    .map((entries) => {
      const query = new URLSearchParams(always);
      for (const [k, v] of entries) query.append(k, v);
      return query.toString();
    });
}

/** Path segments: slugs, ids, big numbers, NUL, slashes and anything else. */
export const pathSegment = fc
  .oneof(
    nastyString,
    fc.constantFrom(
      'dr-budi',
      '1',
      '2147483648',
      '99999999999999999999',
      'constructor',
      '__proto__',
      '..',
      '%00',
    ),
  )
  .filter((s) => s.length > 0)
  .map((s) => encodeURIComponent(s));

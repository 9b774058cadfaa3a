import { INT4_MAX } from './input';
import type { JsonSchema } from './routeSchema';

/**
 * Body fields as the parsers read them (http/input.ts, the yup schemas of `@hospital/domain`), for the
 * `parsedBody` schemas (http/routeSchema.ts): each says what the parser refuses and never refuses what
 * it accepts, so a schema is as wide as its parser on every quirk (text trimmed before its bounds, a
 * number sent as text).
 */

/** Trimmed text whose length (trimmed) is `min..max`; `min` 0 also allows blank text. */
export function trimmedText(min: number, max: number, description?: string): JsonSchema {
  const inner =
    min === 0
      ? `(\\S([\\s\\S]{0,${max - 2}}\\S)?)?`
      : min === 1
        ? `\\S([\\s\\S]{0,${max - 2}}\\S)?`
        : `\\S[\\s\\S]{${min - 2},${max - 2}}\\S`;
  return {
    type: 'string',
    pattern: `^\\s*${inner}\\s*$`,
    description: `${min > 0 ? `${min} to ${max}` : `at most ${max}`} characters, spaces around not counted${description ? `; ${description}` : ''}`,
  };
}

/** A `YYYY-MM-DD` date as written (its calendar day checked too). */
export const isoDate: JsonSchema = { type: 'string', format: 'date' };

/** A `YYYY-MM-DD` date, spaces around allowed (a yup field that trims first); the calendar is the parser's. */
export function trimmedDate(description: string): JsonSchema {
  return { type: 'string', pattern: '^\\s*\\d{4}-\\d{2}-\\d{2}\\s*$', description };
}

/** An id (`readId`, http/input.ts): a positive int4, or its digits as text (a form's field). */
export const bodyId: JsonSchema = {
  anyOf: [
    { type: 'integer', minimum: 1, maximum: INT4_MAX },
    { type: 'string', pattern: '^\\s*\\d{1,10}\\s*$', description: 'the id as text (1..2147483647)' },
  ],
};

/** A yes/no of a yup `boolean()` behind the type check of http/input.ts: a boolean, or its text. */
export const yesNo: JsonSchema = {
  anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['true', 'false'] }],
};

/** Must be `true` (a consent, a confirmation). */
export const mustBeTrue: JsonSchema = { type: 'boolean', enum: [true] };

/** One of `values`. */
export function oneOf(values: readonly string[], description?: string): JsonSchema {
  return { type: 'string', enum: [...values], ...(description ? { description } : {}) };
}

/** The same, or null (a field whose null makes its parser read another, or nothing). */
export function orNull(schema: JsonSchema): JsonSchema {
  return typeof schema.type === 'string'
    ? { ...schema, nullable: true }
    : { anyOf: [schema, { enum: [null] }] };
}

/**
 * A value whose key has a snake_case alias (`bornDate` or `born_date`): the first one given (not null)
 * is read. For `allOf`; the object's `properties` give `name` as `orNull(schema)`, the alias as text.
 */
export function aliased(name: string, alias: string, schema: JsonSchema): JsonSchema {
  return {
    anyOf: [
      { required: [name], properties: { [name]: schema } },
      // `name` absent or null: `body.name ?? body.alias`.
      { required: [alias], properties: { [name]: { enum: [null] }, [alias]: schema } },
    ],
  };
}

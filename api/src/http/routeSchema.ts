import type { FastifySchema } from 'fastify';
import { MAX_LIST_LIMIT } from '@hospital/contract';
import type { PayloadType } from '../openapi/generatePayloadSchemas';
import { INT4_MAX, INT4_MIN } from './input';
import type { FieldRule, ListSpec } from './queryParams';

/**
 * The schema of one route: what Fastify checks before the handler runs (params, query string and
 * headers, by ajv: http/validation.ts) and what the OpenAPI document at `/api/docs` says (openapi/install.ts),
 * one object for both (docs/decisions.md, "Issue 27 — route schemas"). Each domain keeps its routes'
 * schemas beside them (`booking/schemas.ts`). Every body is a JSON schema under its payload type's
 * name: a `checkedBody` is checked by ajv before the handler (structure), then by the yup schemas of
 * `@hospital/domain` (the forms' field messages, docs/product-rules.md §5); a `parsedBody` (booking,
 * screening) by the route once its parser has read it (`checkParsedBody`), no stricter than that parser.
 */
export type JsonSchema = Record<string, unknown>;

export interface RouteDoc {
  summary: string;
  tags: string[];
  /** Query parameters, by name; every call also takes `lang` (and `_`, a cache buster). */
  query?: Record<string, JsonSchema>;
  /** Query parameters without which the call is refused. */
  requiredQuery?: string[];
  /** Alternatives: one of these sets of query parameters is required (`anyOf` of `required`). */
  requiredQueryOneOf?: { required: string[]; message: { id: string; en: string }; field?: string }[];
  params?: Record<string, JsonSchema>;
  body?: PayloadType;
  /**
   * The body's structure as ajv checks it (required fields, types, upper bounds), documented under the
   * payload type's name; without it the body is only documented (`body`) and checked by yup alone.
   */
  checkedBody?: JsonSchema;
  /**
   * The body as its handler's parser reads it (required fields, types, bounds, enums, stated no
   * stricter than that parser), documented under the payload type's name and checked by the route
   * after the parser (`checkParsedBody`, http/validation.ts): the parser's words and its place (after
   * the idempotent replay of a screening) stay, and the document says what the server refuses.
   */
  parsedBody?: JsonSchema;
  /** `form`: also sent form-encoded (docs/product-rules.md §7, `web/contactus`). */
  form?: boolean;
  /**
   * Status of a successful answer and its payload: a list, one item, or a file (`file` names its
   * content type; with `item` too, `format=pdf` answers the file instead of the JSON); or, with
   * status 101, `upgrade` names the protocol the connection switches to (the signalling WebSocket).
   */
  answer: {
    status: 101 | 200 | 201 | 202;
    list?: PayloadType;
    item?: PayloadType;
    file?: string;
    upgrade?: string;
  };
  /** Answered without the token (health, media and files, the documentation). */
  public?: boolean;
  /** Accepts an `Idempotency-Key` header. */
  idempotent?: boolean;
}

export const int = { type: 'integer', minimum: 0, maximum: INT4_MAX };
export const text = { type: 'string' };
export const date = { type: 'string', format: 'date' };
/**
 * A JSON text the handler parses and checks against its allow-list (http/queryParams.ts): the schema
 * cannot state its rules, so `x-parsed` tells readers (and the fuzzer) that it may still refuse it.
 */
export const json = (description: string) => ({ type: 'string', description, 'x-parsed': 'json' });

/** An optional query parameter sent empty (`?from=`) counts as absent, as the readers treat it. */
export function orEmpty(schema: JsonSchema): JsonSchema {
  return { anyOf: [schema, { type: 'string', enum: [''] }] };
}

/** What `parseList` accepts for a list's `order` (http/queryParams.ts): a listed "<field> <dir>", the direction in any case, `asc` optional. */
function orderSchema(orders: readonly string[]): JsonSchema {
  const anyCase = (word: string) => [...word].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('');
  const alternatives = orders.map((order) => {
    const [field, direction] = order.split(' ');
    return direction === 'asc' ? `${field}(\\s+${anyCase('asc')})?` : `${field}\\s+${anyCase(direction)}`;
  });
  return {
    type: 'string',
    pattern: `^\\s*(${alternatives.join('|')})?\\s*$`,
    description: `one of: ${orders.join(', ')}`,
    'x-message': {
      id: `Urutan tidak diizinkan. Yang diizinkan: ${orders.join(', ')}.`,
      en: `Order not allowed. Allowed: ${orders.join(', ')}.`,
    },
  };
}

/** A shorthand parameter of a list (`company_id=2`, or `company_id=2,3` for `in`), as `parseList` reads it. */
function shorthandSchema(name: string, rule: FieldRule): JsonSchema {
  if (rule.type === 'text') return { type: 'string', maxLength: 200 };
  if (rule.type !== 'int') throw new Error(`${name}: no schema for a ${rule.type} shorthand`);
  const message = {
    id: `Parameter '${name}' harus bilangan bulat atau daftar bilangan bulat dipisah koma.`,
    en: `Parameter '${name}' must be an integer or a comma-separated list of integers.`,
  };
  return {
    anyOf: [
      { type: 'integer', minimum: INT4_MIN, maximum: INT4_MAX, 'x-message': message },
      // Nine digits at most per item keeps every value an int4 (a longer list than 200 is refused).
      {
        type: 'string',
        pattern: '^(-?[0-9]{1,9}(,-?[0-9]{1,9}){0,199})?$',
        description: 'a comma-separated list',
        'x-message': message,
      },
    ],
  };
}

/**
 * The query parameters of a list call, from the allow-list its handler parses with (`parseList`),
 * in the order its "Allowed:" message names them; `extras` are the ones the route reads itself.
 */
export function listQuery<F extends string, O extends string>(
  spec: ListSpec<F, O>,
  extras: Record<string, JsonSchema> = {},
): Record<string, JsonSchema> {
  const params = Object.fromEntries(
    (spec.params ?? []).map((name) => [name, shorthandSchema(name, spec.fields[name])]),
  );
  return {
    offset: orEmpty({ type: 'integer', minimum: 0, maximum: 1_000_000 }),
    limit: orEmpty({ type: 'integer', minimum: 0, maximum: spec.maxLimit ?? MAX_LIST_LIMIT }),
    order: orderSchema(spec.orders),
    filters: json(`JSON array of [field, operator, value]; fields: ${Object.keys(spec.fields).join(', ')}`),
    ...params,
    ...extras,
  };
}

/** The parameters every call takes (http/queryParams.ts, ALWAYS_ALLOWED). */
const ALWAYS = {
  lang: {
    type: 'string',
    enum: ['id', 'en'],
    description: 'answer language (else Accept-Language, else id)',
  },
  _: { type: 'string', description: 'a cache buster, ignored' },
};

/** The pattern of lib/idempotency.ts; its message when a key does not match. */
const IDEMPOTENCY_KEY = {
  type: 'string',
  pattern: '^[A-Za-z0-9._:-]{8,100}$',
  description: 'a retry returns the first answer',
  'x-message': {
    id: 'Idempotency-Key harus 8-100 karakter huruf, angka, titik, titik dua, garis bawah, atau tanda hubung.',
    en: 'Idempotency-Key must be 8-100 letters, digits, dots, colons, underscores or dashes.',
  },
};

const ref = (name: string): JsonSchema => ({ $ref: `${name}#` });

/** Marks a `parsedBody`: Fastify does not check it before the handler, the route does after its parser. */
export const CHECKED_AFTER_PARSER = 'x-checked-after-parser';

function objectOf(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, additionalProperties: false };
}

function jsonAnswer(answer: RouteDoc['answer']): JsonSchema | null {
  if (answer.list) {
    const data = {
      ...objectOf({ results: { type: 'array', items: ref(answer.list) }, count: { type: 'integer' } }),
      required: ['results', 'count'],
    };
    return { ...objectOf({ data }), required: ['data'] };
  }
  if (answer.item) return { ...objectOf({ data: ref(answer.item) }), required: ['data'] };
  return null;
}

/** The successful answer: JSON, a file or a stream under its own content type, or both. */
export function answerSchema(answer: RouteDoc['answer']): JsonSchema {
  if (answer.upgrade) return { description: `Switching Protocols: ${answer.upgrade}` };
  const body = jsonAnswer(answer);
  if (!answer.file) return body ?? {};
  const file =
    answer.file === 'text/event-stream'
      ? { type: 'string', description: 'Server-Sent Events' }
      : { type: 'string', format: 'binary' };
  const content: Record<string, { schema: JsonSchema }> = {};
  if (body) content['application/json'] = { schema: body };
  for (const type of answer.file.split(' or ')) content[type] = { schema: file };
  return { description: answer.file, content };
}

/** The Fastify route schema of one route: validated (http/validation.ts) and documented. */
export function routeSchema(doc: RouteDoc): FastifySchema & Record<string, unknown> {
  const schema: FastifySchema & Record<string, unknown> = {
    summary: doc.summary,
    tags: doc.tags,
    // OpenAPI 3.0 parameters cannot say "one of"; the description does, in words the fuzzer reads.
    ...(doc.requiredQueryOneOf
      ? {
          description: `One of these query parameters is required: ${doc.requiredQueryOneOf.map((o) => o.required.join(' and ')).join(', ')}.`,
        }
      : {}),
    querystring: {
      ...objectOf({ ...ALWAYS, ...(doc.query ?? {}) }),
      ...(doc.requiredQuery ? { required: doc.requiredQuery } : {}),
      ...(doc.requiredQueryOneOf
        ? {
            anyOf: doc.requiredQueryOneOf.map((o) => ({
              required: o.required,
              'x-message': o.message,
              ...(o.field ? { 'x-field': o.field } : {}),
            })),
          }
        : {}),
    },
    response: {
      [doc.answer.status]: answerSchema(doc.answer),
      '4xx': ref('ApiErrorBody'),
      '5xx': ref('ApiErrorBody'),
    },
  };
  if (doc.params) schema.params = { ...objectOf(doc.params), required: Object.keys(doc.params) };
  if (doc.body) {
    const body = doc.checkedBody
      ? { title: doc.body, ...doc.checkedBody }
      : doc.parsedBody
        ? { title: doc.body, [CHECKED_AFTER_PARSER]: true, ...doc.parsedBody }
        : ref(doc.body);
    schema.body = doc.form
      ? {
          content: {
            'application/json': { schema: body },
            'application/x-www-form-urlencoded': { schema: body },
          },
        }
      : body;
  }
  if (doc.idempotent) {
    // Not `additionalProperties: false`: every other header is allowed.
    schema.headers = { type: 'object', properties: { 'idempotency-key': IDEMPOTENCY_KEY } };
  }
  if (doc.public) schema.security = [];
  return schema;
}

/** A public read of one item by its slug (or id), without query parameters. */
export function bySlugSchema(summary: string, tag: string, item: PayloadType) {
  return routeSchema({ summary, tags: [tag], params: { slug: text }, answer: { status: 200, item } });
}

/** A public read of a whole list, without query parameters. */
export function wholeListSchema(summary: string, tag: string, list: PayloadType) {
  return routeSchema({ summary, tags: [tag], answer: { status: 200, list } });
}

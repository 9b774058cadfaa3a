import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '@hospital/contract';
import { validateWith, type ValidationResult } from '@hospital/domain';
import type { Schema } from 'yup';
import { HttpError, type Message } from './errors';

/**
 * The one place where untrusted input is normalised before any route sees it (docs/decisions.md, issue 13: every 500
 * the fuzzing found came from input no form of ours sends). Bodies, query strings and path
 * parameters are walked once: keys named like Object.prototype members, U+0000 (PostgreSQL cannot
 * store it), repeated form fields and query parameters, and nesting deeper than a real request are
 * a 400 naming the field. The JSON parser refuses deep nesting before parsing. Typed readers below
 * turn the remaining values into what the columns hold (text, int4) or a 400 naming the field.
 */

/** PostgreSQL `integer` (int4): every id and count column. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** No request body of this API nests deeper than 4 levels (`{ insurance: { ... } }`); 32 is generous. */
export const MAX_JSON_DEPTH = 32;

/** Own properties with these names shadow what code expects of every object (`String(x)`, `x.toString()`). */
const RESERVED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

const NUL = '\u0000';

const TEXTS = {
  reserved: {
    id: 'Nama kolom ini tidak diizinkan.',
    en: 'This field name is not allowed.',
  },
  nul: {
    id: 'Berisi karakter yang tidak diizinkan (U+0000).',
    en: 'Contains a character that is not allowed (U+0000).',
  },
  repeated: {
    id: 'Kolom ini dikirim lebih dari sekali.',
    en: 'This field was sent more than once.',
  },
  tooDeep: {
    id: `Data bersarang terlalu dalam (maksimal ${MAX_JSON_DEPTH} tingkat).`,
    en: `The data is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  },
  notObject: {
    id: 'Isi permintaan harus berupa objek JSON atau formulir.',
    en: 'The request body must be a JSON object or a form.',
  },
  text: { id: 'Kolom ini harus berupa teks.', en: 'This field must be text.' },
  number: { id: 'Kolom ini harus berupa angka.', en: 'This field must be a number.' },
  integer: {
    id: `Kolom ini harus bilangan bulat 1..${INT4_MAX}.`,
    en: `This field must be a whole number 1..${INT4_MAX}.`,
  },
  boolean: { id: 'Kolom ini harus ya atau tidak.', en: 'This field must be true or false.' },
  object: { id: 'Kolom ini harus berupa objek.', en: 'This field must be an object.' },
} satisfies Record<string, { id: string; en: string }>;

export type InputText = keyof typeof TEXTS;

export function inputMessage(key: InputText, lang: Lang): string {
  return TEXTS[key][lang];
}

function invalidInput(
  kind: 'body' | 'query' | 'params',
  field: string,
  key: InputText,
  lang: Lang,
): HttpError {
  const where: Message =
    kind === 'body'
      ? { id: `Kolom '${field}' tidak valid.`, en: `Field '${field}' is not valid.` }
      : { id: `Parameter '${field}' tidak valid.`, en: `Parameter '${field}' is not valid.` };
  return new HttpError(400, kind === 'body' ? 'validation_failed' : 'bad_request', where, {
    [field || '_']: inputMessage(key, lang),
  });
}

/** Field path for messages: `contact.email`, `answers.fever`, `items[2]`. */
function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/**
 * Walks a parsed value (iteratively: the depth is bounded by the parser, but a walk must never be
 * the thing that overflows) and throws on the first reserved key, U+0000 or excess depth.
 */
function inspect(
  value: unknown,
  kind: 'body' | 'query' | 'params',
  lang: Lang,
  repeatedIsError: boolean,
): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) throw invalidInput(kind, path, 'nul', lang);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_JSON_DEPTH) throw invalidInput(kind, path, 'tooDeep', lang);
    if (Array.isArray(current)) {
      // Form bodies and query strings only make arrays of a repeated field.
      if (repeatedIsError && depth === 1) throw invalidInput(kind, path, 'repeated', lang);
      current.forEach((item, index) =>
        stack.push({ value: item, path: join(path, index), depth: depth + 1 }),
      );
      continue;
    }
    for (const key of Object.keys(current)) {
      const field = join(path, key);
      if (RESERVED_KEYS.has(key)) throw invalidInput(kind, field, 'reserved', lang);
      if (key.includes(NUL)) throw invalidInput(kind, field.split(NUL).join('\\0'), 'nul', lang);
      stack.push({ value: (current as Record<string, unknown>)[key], path: field, depth: depth + 1 });
    }
  }
}

function isForm(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
}

/**
 * JSON bodies: nesting is counted on the raw text before `JSON.parse` (a deeply nested body costs
 * nothing to refuse), then Fastify's own parser (with its prototype-poisoning protection) parses it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/** Installs the depth-checking JSON parser and the walk of every body, query and path parameter. */
export function installInputGuards(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(invalidInput('body', '_', 'tooDeep', request.lang ?? 'id'), undefined);
      return;
    }
    defaultJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    const lang = request.lang;
    inspect(request.params, 'params', lang, false);
    inspect(request.query, 'query', lang, true);
    if (request.body === undefined || request.body === null) return;
    if (typeof request.body !== 'object' || Array.isArray(request.body)) {
      throw new HttpError(400, 'validation_failed', TEXTS.notObject, { _: inputMessage('notObject', lang) });
    }
    inspect(request.body, 'body', lang, isForm(request));
  });
}

// Typed readers ------------------------------------------------------------------------------------

interface SchemaDescription {
  type: string;
  fields?: Record<string, SchemaDescription>;
}

/**
 * Checks that each value has the type its yup schema field declares before yup sees it: yup casts
 * by calling `toString()` and `trim()` on whatever it gets, which throws for arrays and for objects
 * without a usable `toString`. Numbers must also fit an int4 column (the only numbers in our forms
 * are ids).
 */
function shapeErrors(
  description: SchemaDescription,
  value: unknown,
  path: string,
  lang: Lang,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (value === undefined || value === null || value === '') return errors;
  switch (description.type) {
    case 'string':
      if (typeof value !== 'string') errors[path || '_'] = inputMessage('text', lang);
      break;
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
      if (!Number.isFinite(n)) errors[path || '_'] = inputMessage('number', lang);
      else if (Number.isInteger(n) && (n > INT4_MAX || n < INT4_MIN))
        errors[path || '_'] = inputMessage('integer', lang);
      break;
    }
    case 'boolean':
      if (typeof value !== 'boolean' && value !== 'true' && value !== 'false')
        errors[path || '_'] = inputMessage('boolean', lang);
      break;
    case 'mixed':
      if (!['string', 'number', 'boolean'].includes(typeof value))
        errors[path || '_'] = inputMessage('text', lang);
      break;
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) {
        errors[path || '_'] = inputMessage('object', lang);
        break;
      }
      for (const [key, field] of Object.entries(description.fields ?? {})) {
        Object.assign(
          errors,
          shapeErrors(field, (value as Record<string, unknown>)[key], join(path, key), lang),
        );
      }
      break;
    default:
      break;
  }
  return errors;
}

/**
 * `validateWith` of `@hospital/domain` (the forms' schemas and docs/product-rules.md §5 messages) behind the type
 * check above: a wrong type is a 400 naming the field, never an exception inside yup.
 */
export function validateInput<T>(schema: Schema<T>, value: unknown, lang: Lang): ValidationResult<T> {
  const input = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  const errors = shapeErrors(schema.describe() as SchemaDescription, input, '', lang);
  if (Object.keys(errors).length > 0) return { ok: false, fields: errors };
  return validateWith(schema, input);
}

/** A positive int4 id from a body field (a JSON number, or digits from a form). */
export function readId(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n > 0 && n <= INT4_MAX ? n : undefined;
}

/** A string field, or undefined when absent or of another type. */
export function readText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A JSON object (not null, not an array): a body's fields can be read from it. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

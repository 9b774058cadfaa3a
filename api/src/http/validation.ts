import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { Lang } from '@hospital/contract';
import { validationMessages } from '@hospital/domain';
import { DomainError, validationFailed } from '../lib/errors';
import { HttpError, type Message } from './errors';
import { INT4_MAX, inputMessage, type InputText } from './input';
import { CHECKED_AFTER_PARSER } from './routeSchema';

/**
 * Fastify's validation of the route schemas (http/routeSchema.ts) and its errors in the API's envelope
 * with the input layer's messages (docs/product-rules.md §5; docs/decisions.md, "Issue 27 — route schemas").
 *
 * The ajv options are chosen, not Fastify's defaults:
 * - `coerceTypes` for the URL only (path and query are text; `limit=5` is checked as an integer), never
 *   for bodies (a JSON `"5"` where a number belongs stays the yup schema's business);
 * - no `removeAdditional`: an unknown query parameter is refused, as it was, not silently dropped;
 * - no `useDefaults`: the handlers apply their defaults, so answers are the same as before;
 * - the first error only (`allErrors: false`), as the readers reported one parameter at a time.
 * - bodies: never coerced, every field's fault at once (the forms' way); a route's `checkedBody` is
 *   checked here (structure: required, types, upper bounds), a `parsedBody` by the route after its
 *   parser (`checkParsedBody`), a bare payload reference only documents.
 *   The yup schemas of `@hospital/domain` still run after it, in the handler, with the rules ajv
 *   cannot state (trimmed lengths, e-mail and phone formats, plain text).
 */
function ajvFor(coerceTypes: boolean, allErrors: boolean, unicodeRegExp = true): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    unicodeRegExp,
    removeAdditional: false,
    useDefaults: false,
    allErrors,
    verbose: true,
    strict: true,
    // `anyOf: [{ required: ['session'] }, { required: ['company'] }]` names properties declared beside it.
    strictRequired: false,
  });
  addFormats(ajv, ['date', 'date-time', 'email', 'uri', 'binary']);
  // Extensions read by the error mapping below (and shown in the OpenAPI document).
  ajv.addKeyword({ keyword: 'x-message', schemaType: 'object' });
  ajv.addKeyword({ keyword: 'x-form-field', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-field', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-parsed', schemaType: 'string' });
  ajv.addKeyword({ keyword: CHECKED_AFTER_PARSER, schemaType: 'boolean' });
  ajv.addVocabulary(['example', 'xml', 'externalDocs']);
  return ajv;
}

const urlAjv = ajvFor(true, false);
/**
 * Bodies a route checks (`checkedBody`, http/routeSchema.ts): never coerced (a JSON `"5"` is not a
 * number; a form's fields are all text anyway), every field's fault reported at once as the forms'
 * yup schemas do.
 */
const bodyAjv = ajvFor(false, true);
/**
 * Bodies a route checks after its parser (`parsedBody`): as `bodyAjv`, but a pattern counts UTF-16
 * units, as JavaScript's `length` and the yup schemas' bounds do (a name of emoji is as long for both).
 */
const parsedBodyAjv = ajvFor(false, true, false);
const parsedBodyChecks = new WeakMap<object, ValidateFunction>();

function parsedBodyCheck(schema: object): ValidateFunction {
  let check = parsedBodyChecks.get(schema);
  if (!check) {
    check = parsedBodyAjv.compile(schema);
    parsedBodyChecks.set(schema, check);
  }
  return check;
}

/** Whether a `parsedBody` schema allows a body, as `checkParsedBody` decides (for tests that pin it to its parser). */
export function parsedBodyAllows(schema: object, body: unknown): boolean {
  return parsedBodyCheck(schema)(body);
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'body') {
    // A bare reference to a payload type documents the body; its parser checks it.
    if (typeof (schema as SchemaNode).$ref === 'string') return () => true;
    if ((schema as SchemaNode)[CHECKED_AFTER_PARSER] === true) {
      // Compiled now, so that a schema ajv cannot read stops the API at start; run by the route.
      parsedBodyCheck(schema as object);
      return () => true;
    }
    return bodyAjv.compile(schema as object);
  }
  return urlAjv.compile(schema as object);
};

/**
 * The route's `parsedBody` schema (http/routeSchema.ts), checked once its parser has accepted the body:
 * the schema is no stricter than the parser, so this refuses nothing the parser accepted unless the two
 * drifted apart, and then the body is refused (in the forms' words) rather than the document lying.
 */
export function checkParsedBody(request: FastifyRequest): void {
  const schema = request.routeOptions.schema?.body as SchemaNode | undefined;
  if (!schema || schema[CHECKED_AFTER_PARSER] !== true) {
    throw new Error(`${request.routeOptions.url ?? '?'}: the route has no parsedBody schema`);
  }
  const check = parsedBodyCheck(schema);
  if (!check(request.body)) throw bodyError(check.errors ?? [], request.lang);
}

type SchemaNode = Record<string, unknown>;

const INVALID = { id: 'Nilai ini tidak valid.', en: 'This value is not valid.' };

const PART_NAMES: Record<string, 'query' | 'params' | 'headers'> = {
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

function parameterOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  return error.instancePath.split('/')[1] ?? '';
}

/** The schema of the parameter an error is about (for `required`, the one that is missing). */
function parameterSchema(error: ErrorObject, name: string): SchemaNode {
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  if (error.keyword === 'required' || error.keyword === 'additionalProperties') {
    const properties = (parent.properties ?? {}) as Record<string, SchemaNode>;
    return properties[name] ?? {};
  }
  return parent;
}

function rangeError(name: string, schema: SchemaNode): HttpError {
  const range = `${Number(schema.minimum ?? 0)}..${Number(schema.maximum ?? INT4_MAX)}`;
  return new HttpError(
    400,
    'bad_request',
    {
      id: `Parameter '${name}' harus bilangan bulat ${range}.`,
      en: `Parameter '${name}' must be an integer ${range}.`,
    },
    { [name]: range },
  );
}

/**
 * One ajv error as the API's error: the same code, message and field the input layer's readers
 * (http/queryParams.ts, booking/input.ts) give for the same fault.
 */
export function schemaError(errors: ErrorObject[], part: string, lang: Lang): DomainError {
  if (part === 'body') return bodyError(errors, lang);
  const error = errors[0];
  const name = parameterOf(error);
  const schema = parameterSchema(error, name);
  const m = validationMessages(lang);

  const formField = schema['x-form-field'];
  if (typeof formField === 'string') {
    // A form's field sent in the URL (the birth date beside a code, the desk's search term): the
    // form's words, as its yup schema gives them. Empty is "required"; the field's own words
    // (`x-message`) or a date's are for any other fault, a bound's for a text too long.
    const empty = error.keyword === 'required' || error.data === '';
    const own = schema['x-message'] as Record<Lang, string> | undefined;
    const word = empty
      ? m.required
      : error.keyword === 'maxLength'
        ? m.max(Number(error.params.limit))
        : own
          ? own[lang]
          : schema.format === 'date'
            ? m.date
            : INVALID[lang];
    return validationFailed({ [formField]: word });
  }
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  const custom = (schema['x-message'] ?? (error.keyword === 'required' ? parent['x-message'] : undefined)) as
    Message | undefined;
  if (custom) {
    const field = parent['x-field'];
    return new HttpError(
      400,
      'bad_request',
      custom,
      typeof field === 'string' ? { [field]: m.required } : undefined,
    );
  }

  if (error.keyword === 'additionalProperties') {
    const known = Object.keys((parent.properties ?? {}) as SchemaNode).filter(
      (k) => k !== 'lang' && k !== '_',
    );
    return new HttpError(400, 'bad_request', {
      id: `Parameter '${name}' tidak dikenal. Yang diizinkan: ${known.join(', ')}.`,
      en: `Unknown query parameter '${name}'. Allowed: ${known.join(', ')}.`,
    });
  }
  if (schema.type === 'integer') return rangeError(name, schema);
  if (error.keyword === 'format' && schema.format === 'date') {
    return new HttpError(
      400,
      'bad_request',
      {
        id: `Parameter '${name}' harus tanggal YYYY-MM-DD.`,
        en: `Parameter '${name}' must be a YYYY-MM-DD date.`,
      },
      { [name]: m.date },
    );
  }
  if (error.keyword === 'enum') {
    const allowed = (schema.enum as unknown[]).map(String);
    return new HttpError(
      400,
      'bad_request',
      {
        id: `Parameter '${name}' harus salah satu dari: ${allowed.join(', ')}.`,
        en: `Parameter '${name}' must be one of: ${allowed.join(', ')}.`,
      },
      { [name]: allowed.join('|') },
    );
  }
  if (error.keyword === 'required' || (error.keyword === 'minLength' && error.data === '')) {
    return new HttpError(
      400,
      'bad_request',
      { id: `Parameter '${name}' wajib diisi.`, en: `Parameter '${name}' is required.` },
      { [name]: m.required },
    );
  }
  const where = PART_NAMES[part] === 'headers' ? 'Header' : 'Parameter';
  return new HttpError(
    400,
    'bad_request',
    { id: `${where} '${name}' tidak valid.`, en: `${where} '${name}' is not valid.` },
    { [name || '_']: INVALID[lang] },
  );
}

/** The input layer's word for a value of the wrong type (http/input.ts), by the type expected. */
const TYPE_TEXTS: Record<string, InputText> = {
  string: 'text',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  object: 'object',
};

/**
 * A body's faults as the forms' yup schemas and the input layer word them, one per field
 * (docs/product-rules.md §5): a missing field is required; a field with words of its own (`x-message`,
 * as its yup schema words every other fault: the desk's minutes say their range) says them; a text too
 * long says its bound, a value of the wrong type the type expected, anything else is not valid.
 */
function bodyError(errors: ErrorObject[], lang: Lang): DomainError {
  const m = validationMessages(lang);
  const fields: Record<string, string> = {};
  for (const error of errors) {
    // `anyOf` repeats what its branches said; the branches name the field.
    if (error.keyword === 'anyOf') continue;
    const path = error.instancePath.split('/').slice(1);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    const field = path.join('.') || '_';
    if (fields[field] !== undefined) continue;
    const typeText = error.keyword === 'type' ? TYPE_TEXTS[String(error.params.type)] : undefined;
    const own = ((error.parentSchema ?? {}) as SchemaNode)['x-message'] as Record<Lang, string> | undefined;
    fields[field] =
      error.keyword === 'required'
        ? m.required
        : own
          ? own[lang]
          : error.keyword === 'maxLength'
            ? m.max(Number(error.params.limit))
            : typeText
              ? inputMessage(typeText, lang)
              : INVALID[lang];
  }
  return validationFailed(fields);
}

import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { Lang } from '@hospital/contract';
import { validationMessages } from '@hospital/domain';
import { DomainError, validationFailed } from '../lib/errors';
import { HttpError, type Message } from './errors';
import { INT4_MAX } from './input';

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
 * Bodies are documented by their payload schema and checked by the yup schemas of `@hospital/domain`
 * (field messages of the forms), so ajv leaves them alone.
 */
function ajvFor(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    removeAdditional: false,
    useDefaults: false,
    allErrors: false,
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
  ajv.addVocabulary(['example', 'xml', 'externalDocs']);
  return ajv;
}

const urlAjv = ajvFor(true);

/** Routes whose schema only documents (openapi/routeDocs.ts, until each domain's schemas move). */
const documentOnly = new Set<string>();

export function markDocumentOnly(method: string, url: string): void {
  documentOnly.add(`${method} ${url}`);
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (httpPart === 'body' || documentOnly.has(`${method} ${url}`)) return () => true;
  return urlAjv.compile(schema as object);
};

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
  const error = errors[0];
  const name = parameterOf(error);
  const schema = parameterSchema(error, name);
  const m = validationMessages(lang);

  const formField = schema['x-form-field'];
  if (typeof formField === 'string') {
    const empty = error.keyword === 'required' || error.data === '';
    return validationFailed({ [formField]: empty ? m.required : m.date });
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

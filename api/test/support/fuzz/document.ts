/**
 * Fuzzing drawn from the OpenAPI document the API serves (`/docs/json`, built from the route schemas:
 * docs/decisions.md, "Issue 27 — route schemas"). For each operation, json-schema-faker (seeded by
 * fast-check) draws requests the document allows; one parameter is then replaced by an arbitrary
 * value or dropped (a body's field too), and ajv (with the document's schemas, as the server reads a URL:
 * coerced from text; a JSON body as it is) says whether the document still allows it. The expectations:
 * - never a 5xx, and every 4xx in the error envelope;
 * - a request the document forbids is refused (4xx): "never accepts what it forbids";
 * - a request the document allows is not refused for its structure: a 400 `bad_request` or
 *   `invalid_filter` (the parameter checks) is a mismatch; the body's form rules (`validation_failed`:
 *   a NIK's checksum, a date in the window), the business answers (401, 404, 409, 429) and refusals
 *   of a parameter the handler parses further (`x-parsed`: JSON filters) are not.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { JSONSchemaFaker as jsf } from 'json-schema-faker';
import type { TestApi } from '../harness';
import { isErrorEnvelope } from './run';
import type { FuzzRequest } from './calls';

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        description?: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
}

export interface Operation {
  /** `GET /medika.appointment/{code}` */
  key: string;
  method: 'GET' | 'POST';
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** "One of these query parameters is required: a, b." of the description (OpenAPI 3.0 has no keyword for it). */
  oneOf: string[];
}

/** Values found in the seeded database, offered beside the drawn ones so cases reach the rules. */
export type Examples = Record<string, unknown[]>;

export interface OperationFigures {
  operation: string;
  cases: number;
  statuses: Record<string, number>;
  /** Forbidden by the document, answered 2xx. */
  acceptedForbidden: number;
  /** Allowed by the document, refused for its structure (400 bad_request/invalid_filter). */
  refusedAllowed: number;
  /** 5xx, or a 4xx without the envelope. */
  broken: number;
  samples: string[];
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        key,
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema,
        oneOf:
          /One of these query parameters is required: ([^.]+)\./
            .exec(operation.description ?? '')?.[1]
            .split(', ') ?? [],
      });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

export interface Drawn {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
}

/** Marks a body field among the names a case may replace. */
const BODY = 'body.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A URL's view of a value: what the server's coercing ajv sees. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const STRANGE = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', ' ', '-1', '1.5', '2147483648', 'abc', 'EN', 'pdf ', '2026-02-30', '1e3', 'null'),
  fc.integer().map(String),
);
/** What may replace a body's field: any of the above, or a JSON value of another type. */
const STRANGE_FIELD = fc.oneof(
  STRANGE,
  fc.constantFrom<unknown>(null, 0, -1, 1.5, 2147483648, true, false, [], {}, ' 2026-01-01 ', '   '),
);

export class DocumentFuzzer {
  private readonly ajv = new Ajv({ strict: false, coerceTypes: true, allErrors: false });
  /** A JSON body says its types: never coerced. */
  private readonly bodyAjv = new Ajv({ strict: false, coerceTypes: false, allErrors: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(
    private readonly doc: OpenApiDocument,
    private readonly examples: Examples,
  ) {
    addFormats(this.ajv);
    addFormats(this.bodyAjv);
  }

  /** The body's schema as the document states it (a reference resolved against its components). */
  private bodySchemaOf(operation: Operation): JsonSchema | undefined {
    const body = operation.body;
    if (!body || typeof body.$ref !== 'string') return body;
    return this.doc.components.schemas[body.$ref.replace('#/components/schemas/', '')];
  }

  /** The top-level fields of an operation's body, as the document names them. */
  bodyFields(operation: Operation): string[] {
    return Object.keys((this.bodySchemaOf(operation)?.properties ?? {}) as JsonSchema);
  }

  private bodyAllowed(operation: Operation, body: unknown): boolean {
    const id = `${operation.key} body`;
    let validate = this.validators.get(id);
    if (!validate) {
      validate = this.bodyAjv.compile({ ...operation.body, components: this.doc.components });
      this.validators.set(id, validate);
    }
    return validate(body);
  }

  /** The object schema of one location's parameters, as the server's schema states it. */
  private validatorOf(operation: Operation, where: Parameter['in']): ValidateFunction {
    const id = `${operation.key} ${where}`;
    let validate = this.validators.get(id);
    if (!validate) {
      const parameters = operation.parameters.filter((p) => p.in === where);
      validate = this.ajv.compile({
        type: 'object',
        properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
        required: parameters.filter((p) => p.required).map((p) => p.name),
      });
      this.validators.set(id, validate);
    }
    return validate;
  }

  /** Whether the document allows these parameters and this body. */
  allows(operation: Operation, drawn: Drawn): boolean {
    if (operation.oneOf.length > 0 && !operation.oneOf.some((name) => drawn.query[name] !== undefined))
      return false;
    if (operation.body && drawn.body !== undefined && !this.bodyAllowed(operation, drawn.body)) return false;
    return (['path', 'query', 'header'] as const).every((where) => {
      const values = where === 'path' ? drawn.path : where === 'query' ? drawn.query : drawn.headers;
      return this.validatorOf(operation, where)({ ...values });
    });
  }

  private generate(schema: JsonSchema, random: () => number): unknown {
    jsf.option({
      random,
      alwaysFakeOptionals: false,
      optionalsProbability: 0.5,
      fillProperties: false,
      failOnInvalidFormat: false,
      maxLength: 40,
      maxItems: 3,
    });
    return jsf.generate({ ...schema, components: this.doc.components } as never);
  }

  /** Requests the document allows (mostly: json-schema-faker may draw an empty path segment). */
  private draw(operation: Operation, random: () => number): Drawn {
    const drawn: Drawn = { path: {}, query: {}, headers: {} };
    for (const parameter of operation.parameters) {
      if (!parameter.required && random() < 0.4) continue;
      const example = this.examples[parameter.name];
      const value =
        example && random() < 0.6
          ? example[Math.floor(random() * example.length)]
          : this.generate(parameter.schema, random);
      const target =
        parameter.in === 'path' ? drawn.path : parameter.in === 'query' ? drawn.query : drawn.headers;
      target[parameter.name] = asText(value);
    }
    if (operation.body) {
      // A body is a reference to its payload type, or a schema titled with the type's name.
      const name = String(operation.body.$ref ?? operation.body.title ?? '').replace(
        '#/components/schemas/',
        '',
      );
      const example = this.examples[name];
      drawn.body =
        example && random() < 0.6
          ? example[Math.floor(random() * example.length)]
          : this.generate(operation.body, random);
    }
    return drawn;
  }

  /** One case: drawn from the document, then (half the time) one parameter or body field replaced or dropped. */
  cases(operation: Operation): fc.Arbitrary<Drawn> {
    const names = [
      ...operation.parameters.map((p) => p.name),
      ...this.bodyFields(operation).map((field) => `${BODY}${field}`),
    ];
    return fc
      .tuple(
        fc.infiniteStream(fc.nat({ max: 2 ** 30 - 1 })),
        fc.boolean(),
        names.length > 0 ? fc.constantFrom(...names) : fc.constant(''),
        fc.option(STRANGE, { nil: undefined }),
        STRANGE_FIELD,
      )
      .map(([stream, mutate, name, replacement, strangeField]) => {
        const random = () => (stream.next().value as number) / 2 ** 30;
        const drawn = this.draw(operation, random);
        if (mutate && name.startsWith(BODY) && isRecord(drawn.body)) {
          const body = { ...drawn.body };
          const field = name.slice(BODY.length);
          if (replacement === undefined && random() < 0.5) delete body[field];
          else body[field] = strangeField;
          return { ...drawn, body };
        }
        const parameter = operation.parameters.find((p) => p.name === name);
        if (!mutate || !parameter) return drawn;
        const target =
          parameter.in === 'path' ? drawn.path : parameter.in === 'query' ? drawn.query : drawn.headers;
        // An empty path segment is another URL, not another value.
        if (replacement === undefined && parameter.in !== 'path') delete target[parameter.name];
        else if (replacement !== undefined && !(parameter.in === 'path' && replacement === ''))
          target[parameter.name] = replacement;
        return drawn;
      });
  }

  request(operation: Operation, drawn: Drawn): FuzzRequest & { headers: Record<string, string> } {
    const path = operation.path
      .replace(/^\//, '')
      .replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(drawn.path[name] ?? ''));
    const query = new URLSearchParams(drawn.query).toString();
    return {
      method: operation.method,
      path: query ? `${path}?${query}` : path,
      headers: drawn.headers,
      ...(drawn.body !== undefined
        ? { body: { body: JSON.stringify(drawn.body), contentType: 'application/json' } }
        : {}),
    };
  }
}

/**
 * A parameter or body field whose text the handler parses further (`x-parsed`: JSON filters, a
 * reschedule's session id as text) was sent: it may refuse it.
 */
function parsedSent(operation: Operation, drawn: Drawn): boolean {
  if (
    operation.parameters.some((p) => p.schema['x-parsed'] !== undefined && drawn.query[p.name] !== undefined)
  )
    return true;
  const body = drawn.body;
  const properties = (operation.body?.properties ?? {}) as Record<string, JsonSchema>;
  return (
    isRecord(body) &&
    Object.entries(properties).some(
      ([name, schema]) => body[name] !== undefined && JSON.stringify(schema).includes('"x-parsed"'),
    )
  );
}

/** One request; a stream (the live queue's `text/event-stream`) is closed once its status is known. */
async function send(
  api: TestApi,
  request: FuzzRequest & { headers: Record<string, string> },
): Promise<{ status: number; text: string }> {
  const abort = new AbortController();
  const response = await fetch(`${api.baseUrl}/${request.path}`, {
    method: request.method,
    headers: {
      ...request.headers,
      authorization: 'Bearer medika-web-public-2026',
      ...(request.body ? { 'content-type': request.body.contentType } : {}),
    },
    body: request.body?.body,
    signal: abort.signal,
  });
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    abort.abort();
    return { status: response.status, text: '' };
  }
  return { status: response.status, text: await response.text() };
}

/** Runs `runs` cases of one operation and counts what the expectations above call mismatches. */
export async function fuzzOperation(
  api: TestApi,
  fuzzer: DocumentFuzzer,
  operation: Operation,
  runs: number,
  seed: number,
): Promise<OperationFigures> {
  const figures: OperationFigures = {
    operation: operation.key,
    cases: 0,
    statuses: {},
    acceptedForbidden: 0,
    refusedAllowed: 0,
    broken: 0,
    samples: [],
  };
  const note = (kind: string, request: FuzzRequest, status: number, text: string) => {
    if (figures.samples.length < 3)
      figures.samples.push(
        `${kind}: ${status} ← ${request.method} ${request.path.slice(0, 160)} ${text.slice(0, 160)}`,
      );
  };
  await fc.assert(
    fc.asyncProperty(fuzzer.cases(operation), async (drawn) => {
      const allowed = fuzzer.allows(operation, drawn);
      const request = fuzzer.request(operation, drawn);
      const { status, text } = await send(api, request);
      figures.cases += 1;
      figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
      if (status >= 500 || (status >= 400 && status !== 431 && !isErrorEnvelope(text))) {
        figures.broken += 1;
        note('broken', request, status, text);
      } else if (!allowed && status < 400) {
        figures.acceptedForbidden += 1;
        note('accepted what the document forbids', request, status, text);
      } else if (
        allowed &&
        status === 400 &&
        /"code":"(bad_request|invalid_filter)"/.test(text) &&
        !parsedSent(operation, drawn)
      ) {
        figures.refusedAllowed += 1;
        note('refused what the document allows', request, status, text);
      }
      return true;
    }),
    { numRuns: runs, seed },
  );
  return figures;
}

export function documentFiguresTable(title: string, rows: OperationFigures[]): string {
  const statuses = [...new Set(rows.flatMap((r) => Object.keys(r.statuses)))].sort();
  const lines = [
    `### ${title}`,
    '',
    `| operation | cases | accepted forbidden | refused allowed | 5xx or no envelope | ${statuses.join(' | ')} |`,
    `|---|---:|---:|---:|---:|${statuses.map(() => '---:').join('|')}|`,
    ...rows.map(
      (r) =>
        `| ${r.operation} | ${r.cases} | ${r.acceptedForbidden} | ${r.refusedAllowed} | ${r.broken} | ${statuses.map((s) => r.statuses[s] ?? 0).join(' | ')} |`,
    ),
    '',
  ];
  const samples = rows.flatMap((r) => r.samples.map((s) => `- ${r.operation}: ${s}`));
  if (samples.length > 0) lines.push('Samples:', '', ...samples.slice(0, 80), '');
  return lines.join('\n');
}

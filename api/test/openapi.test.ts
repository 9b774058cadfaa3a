import Ajv, { type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import type { Doctor, HospitalEvent, ListEnvelope, ArticleSummary, Promo } from '@hospital/contract';
import { validationMessages } from '@hospital/domain';
import { testConfig } from '../src/config';
import { generatePayloadSchemas } from '../src/openapi/generatePayloadSchemas';
import payloadSchemas from '../src/openapi/payloadSchemas.json';
import { describeApi, type ErrorBody } from './support/harness';

interface DocOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: {
    content: Record<string, { schema: { required?: string[]; properties?: Record<string, unknown> } }>;
  };
  responses: Record<string, unknown>;
}

interface OpenApiResponse {
  content?: Record<string, { schema: AnySchema }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { summary?: string; responses: Record<string, OpenApiResponse> }>>;
  components: { schemas: Record<string, unknown> };
}

const PREFIX = '/api';
const config = testConfig();

/** `/api/web/dokter/:slug` as OpenAPI writes it: `/api/web/dokter/{slug}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

describeApi(
  'OpenAPI document at /api/docs',
  (api) => {
    async function documentOf(): Promise<OpenApiDocument> {
      const res = await api.get<OpenApiDocument>('api/docs/json', { token: null });
      expect(res.status).toBe(200);
      return res.body;
    }
    const apiRoutes = () => api.routes.filter((r) => r.url.startsWith(`${PREFIX}/`) && r.method !== 'HEAD');

    it('is an OpenAPI 3 document served without the token, with a readable page beside it', async () => {
      const doc = await documentOf();
      expect(doc.openapi).toMatch(/^3\.0\.\d+$/);
      expect(doc.info.title).toBe('Medika Hospital API');
      const page = await api.get('api/docs', { token: null });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
    });

    it('lists every route Fastify registered (and nothing else), each with an answer and the error body', async () => {
      const doc = await documentOf();
      const expected = apiRoutes()
        .filter((r) => !r.hidden)
        .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`)
        .sort();
      const documented = Object.entries(doc.paths)
        .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
        .sort();
      expect(documented).toEqual(expected);
      expect(documented.length).toBeGreaterThanOrEqual(45);
      for (const [path, operations] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const statuses = Object.keys(operation.responses);
          const route = `${method} ${path}`;
          // 101: the signalling WebSocket's upgrade.
          expect({ route, success: statuses.some((s) => /^(2\d\d|101)$/.test(s)) }).toEqual({
            route,
            success: true,
          });
          expect(statuses).toContain('4XX');
        }
      }
    });

    // docs/decisions.md, "Issue 27 — the desk's route schemas": what the desk and the WebSocket check.
    it('states what the desk calls and the signalling WebSocket check: required fields, bounds, the upgrade', async () => {
      const paths = (await documentOf()).paths as unknown as Record<string, Record<string, DocOperation>>;
      const bodyOf = (path: string) =>
        paths[`${PREFIX}/frontdesk/${path}`].post.requestBody?.content['application/json'].schema;
      expect(bodyOf('login')).toMatchObject({
        required: ['username', 'password'],
        properties: { username: { type: 'string', maxLength: 60 }, password: { maxLength: 200 } },
      });
      expect(bodyOf('second-factor')).toMatchObject({
        required: ['code'],
        properties: { method: { enum: ['totp', 'recovery'] } },
      });
      expect(bodyOf('enrol')).toMatchObject({ required: ['code'] });
      expect(bodyOf('sign-ins/end')).toMatchObject({
        properties: { id: { type: 'integer', minimum: 1 }, username: { maxLength: 60 } },
      });
      for (const path of ['check-in', 'no-show'])
        expect(bodyOf(path)).toMatchObject({ required: ['code'], properties: { code: { maxLength: 40 } } });
      for (const path of ['call', 'cancel-session'])
        expect(bodyOf(path)).toMatchObject({
          required: ['session_id'],
          properties: { session_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
        });
      expect(bodyOf('late')).toMatchObject({
        required: ['session_id', 'minutes'],
        properties: { minutes: { type: 'integer', minimum: 0, maximum: 240 } },
      });
      const q = paths[`${PREFIX}/frontdesk/search`].get.parameters?.find((p) => p.name === 'q');
      expect(q).toMatchObject({ in: 'query', required: true, schema: { minLength: 3, maxLength: 60 } });
      // Every desk call, and only those, is open to the public token's check (its own cookie guards it).
      for (const [path, operations] of Object.entries(paths).filter(([p]) => p.includes('/frontdesk/')))
        for (const operation of Object.values(operations))
          expect({ path, security: (operation as { security?: unknown }).security }).toEqual({
            path,
            security: [],
          });

      const signal = paths[`${PREFIX}/${config.product}.encounter/signal/{roomId}`].get;
      expect(Object.keys(signal.responses)).toContain('101');
      const parameters = Object.fromEntries((signal.parameters ?? []).map((p) => [`${p.in} ${p.name}`, p]));
      expect(parameters['path roomId']).toMatchObject({
        required: true,
        schema: { pattern: '^[A-Za-z0-9_-]{1,64}$' },
      });
      expect(parameters['query client']).toMatchObject({ schema: { maxLength: 64 } });
      expect(Object.keys(parameters)).toEqual(
        expect.arrayContaining(['query t', 'query access_token', 'query lang']),
      );
    });

    it('states what the booking and screening bodies need: required fields, types, enums, bounds', async () => {
      const paths = (await documentOf()).paths as unknown as Record<string, Record<string, DocOperation>>;
      const bodyOf = (path: string) =>
        paths[`${PREFIX}/${config.product}.${path}`].post.requestBody?.content['application/json'].schema;
      const bodies = [
        'patient',
        'appointment',
        'appointment/{code}/cancel',
        'appointment/{code}/reschedule',
        'appointment/{code}/erase',
        'booking_access',
        'booking_access/{token}/erase',
        'assesment.result',
      ].map(bodyOf);
      // Every one a schema of its own (no bare reference), checked by its route after the parser.
      for (const body of bodies)
        expect(body).toMatchObject({ type: 'object', 'x-checked-after-parser': true });
      expect(bodyOf('patient')).toMatchObject({
        required: ['forWhom', 'fullName', 'bornDate'],
        properties: {
          forWhom: { enum: ['self', 'child', 'parent', 'other_family'] },
          idDocument: { enum: ['nik', 'passport', 'kitas'] },
          // 3..100 characters once trimmed.
          fullName: { type: 'string', pattern: '^\\s*\\S[\\s\\S]{1,98}\\S\\s*$' },
        },
      });
      expect(bodyOf('appointment')).toMatchObject({
        required: expect.arrayContaining([
          'patientHandle',
          'sessionId',
          'date',
          'consent',
          'insurance',
          'contact',
        ]),
        properties: {
          sessionId: { anyOf: [{ type: 'integer', minimum: 1, maximum: 2_147_483_647 }, { type: 'string' }] },
          date: { type: 'string', format: 'date' },
          consent: { type: 'boolean', enum: [true] },
          insurance: { required: ['kind'], properties: { kind: { enum: ['self', 'bpjs', 'insurer'] } } },
          contact: { required: ['fullName', 'phone'] },
        },
      });
      expect(bodyOf('appointment/{code}/erase')).toMatchObject({
        required: ['confirm'],
        properties: { confirm: { enum: [true] } },
      });
      expect(bodyOf('booking_access')).toMatchObject({
        required: ['nik', 'bornDate'],
        properties: { nik: { pattern: '^\\s*\\d{16}\\s*$' } },
      });
      expect(bodyOf('assesment.result')).toMatchObject({
        required: ['visitor', 'answers'],
        properties: { visitor: { required: ['name', 'phone'] }, answers: { type: 'object' } },
      });
    });

    it('resolves every reference to a component, each a valid JSON Schema', async () => {
      const doc = await documentOf();
      const components = doc.components.schemas;
      const missing = refsIn(doc).filter((ref) => !(ref.replace('#/components/schemas/', '') in components));
      expect(missing).toEqual([]);
      const ajv = new Ajv({ strict: false });
      for (const schema of Object.values(payloadSchemas))
        expect(ajv.validateSchema(schema as AnySchema)).toBe(true);
    });
  },
  { only: ['pglite'], mountPrefix: PREFIX },
);

it('payloadSchemas.json matches the shared payload types (npm run schemas -w api rewrites it)', () => {
  expect(JSON.parse(JSON.stringify(generatePayloadSchemas()))).toEqual(payloadSchemas);
}, 60_000);

/** Real answers of the seeded API against the answer schemas of the served document: the document cannot lie. */
describeApi(
  'answers match the OpenAPI schemas',
  (api) => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    let doc: OpenApiDocument | null = null;

    async function check(key: string, url: string): Promise<unknown> {
      if (!doc) {
        doc = (await api.get<OpenApiDocument>('docs/json', { token: null })).body;
        ajv.addSchema({ $id: 'api', components: doc.components });
      }
      const [method, relative] = key.split(' ');
      const path = openApiPath(relative.replace('{product}.', `${config.product}.`));
      const responses = doc.paths[path][method.toLowerCase()].responses;
      const status = Object.keys(responses).find((s) => /^2\d\d$/.test(s))!;
      const res = await api.get(url);
      expect({ url, status: res.status }).toEqual({ url, status: Number(status) });
      const schema = responses[status].content!['application/json'].schema;
      const validate = ajv.compile(
        JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/')),
      );
      const valid = validate(res.body);
      expect({ url, errors: valid ? null : validate.errors?.slice(0, 3) }).toEqual({ url, errors: null });
      return res.body;
    }

    it('content, doctors, pages and booking calls', async () => {
      const doctors = (await check('GET /web/dokter', 'web/dokter?limit=100')) as ListEnvelope<Doctor>;
      await check('GET /web/jadwal', 'web/jadwal?limit=100');
      await check('GET /web/dokter/:slug', `web/dokter/${doctors.data.results[0].slug}`);
      await check('GET /web/poli', 'web/poli');
      await check('GET /web/speciality', 'web/speciality');
      await check('GET /web/company', 'web/company');
      await check('GET /web/company/:slug', 'web/company/medika-hospital-bandung');
      const articles = (await check(
        'GET /web/article',
        'web/article?limit=100',
      )) as ListEnvelope<ArticleSummary>;
      await check('GET /web/article/:slug', `web/article/${articles.data.results[0].slug}`);
      await check('GET /web/article_category', 'web/article_category');
      await check('GET /web/menu', 'web/menu');
      const promos = (await check('GET /web/promo', 'web/promo?limit=100')) as ListEnvelope<Promo>;
      await check('GET /web/promo/:slug', `web/promo/${promos.data.results[0].slug}`);
      await check('GET /web/service_package', 'web/service_package?limit=100');
      await check('GET /web/hospital_room', 'web/hospital_room?limit=100');
      await check('GET /web/rekanan', 'web/rekanan');
      const events = (await check('GET /web/events', 'web/events?limit=100')) as ListEnvelope<HospitalEvent>;
      await check('GET /web/events/:slug', `web/events/${events.data.results[0].slug}`);
      await check('GET /web/service', 'web/service');
      await check('GET /web/page', 'web/page');
      await check('GET /web/faq', 'web/faq');
      await check('GET /web/video', 'web/video?limit=100');
      await check('GET /web/download', 'web/download');
      await check('GET /web/search', 'web/search?q=jantung');
      await check('GET /web/sitemap', 'web/sitemap');
      await check('GET /health', 'health');
      await check('GET /{product}.config.booking', 'medika.config.booking');
      await check(
        'GET /{product}.availability',
        `medika.availability?doctor_id=${doctors.data.results[0].id}`,
      );
      await check('GET /{product}.config.form/get', 'medika.config.form/get');
    });

    // docs/decisions.md, "Issue 27 — route schemas": lists and form bodies checked by what the document says.
    it('refuses what the lists and form posts of the document forbid, and accepts what they allow', async () => {
      if (!doc) doc = (await api.get<OpenApiDocument>('docs/json', { token: null })).body;
      const operations = doc.paths as unknown as Record<string, Record<string, DocOperation>>;
      const order = operations['/web/article'].get.parameters?.find((p) => p.name === 'order');
      expect(order?.schema.pattern).toContain('published_date');
      const contact = operations['/web/contactus'].post.requestBody?.content['application/json'].schema;
      expect(contact).toMatchObject({ required: ['name', 'email', 'message'] });
      expect(contact?.properties?.message).toEqual({ type: 'string', maxLength: 1000 });

      // `lang` was not checked on these two (the fuzzer's `lang=-833690529`).
      for (const path of ['web/company', 'web/download']) {
        const res = await api.get<ErrorBody>(`${path}?lang=-833690529`);
        expect([path, res.status, res.body.error.fields]).toEqual([path, 400, { lang: 'id|en' }]);
      }
      expect((await api.get('web/article?order=name%20ASC')).status).toBe(200);
      expect((await api.get('web/dokter?company_id=1,2&order=')).status).toBe(200);
      const order2 = await api.get<ErrorBody>('web/article?order=made_up&lang=en');
      expect([order2.status, order2.body.error.message]).toEqual([
        400,
        'Order not allowed. Allowed: published_date desc, published_date asc, count desc, name asc.',
      ]);
      const offset = await api.get<ErrorBody>('web/article?offset=1000001&lang=en');
      expect([offset.status, offset.body.error.fields]).toEqual([400, { offset: '0..1000000' }]);

      // Every field's fault at once, in the forms' words, before the handler.
      const empty = await api.post<ErrorBody>('web/contactus?lang=en', { name: 'Budi Santoso' });
      expect([empty.status, empty.body.error.code, empty.body.error.fields]).toEqual([
        400,
        'validation_failed',
        { email: 'This field is required.', message: 'This field is required.' },
      ]);
      const long = await api.post<ErrorBody>('web/newsletter?lang=en', {
        email: 'budi@example.com',
        message: 'x'.repeat(501),
      });
      expect([long.status, long.body.error.fields]).toEqual([
        400,
        { message: validationMessages('en').max(500) },
      ]);
    });
  },
  { only: ['pglite'] },
);

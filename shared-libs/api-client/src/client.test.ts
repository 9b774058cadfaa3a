import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { createApiClient } from './client';
import { api, configureApi } from './defaultClient';
import { ApiError, isApiError } from './errors';

interface Recorded {
  method?: string;
  url?: string;
  baseURL?: string;
  params: Record<string, string>;
  headers: Record<string, unknown>;
  data: unknown;
}

/** An axios adapter that records the request and answers with `body` (or fails). */
function mockAdapter(answer: { status?: number; body?: unknown; networkError?: boolean } = {}) {
  const calls: Recorded[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    calls.push({
      method: config.method,
      url: config.url,
      baseURL: config.baseURL,
      params: (config.params ?? {}) as Record<string, string>,
      headers: AxiosHeaders.from(config.headers).toJSON(),
      data: config.data,
    });
    if (answer.networkError) throw new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED', config);
    const status = answer.status ?? 200;
    const response = {
      data: answer.body ?? { data: { results: [], count: 0 } },
      status,
      statusText: '',
      headers: {},
      config,
    };
    if (status >= 400)
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    return response;
  };
  return { adapter, calls };
}

describe('createApiClient', () => {
  it('sends the access token as a Bearer header to the base URL', async () => {
    const { adapter, calls } = mockAdapter();
    const client = createApiClient({ baseURL: '/api', token: 'secret-token', adapter });
    await client.listCompanies();
    expect(calls[0]).toMatchObject({ method: 'get', url: 'web/company', baseURL: '/api/' });
    expect(calls[0].headers.Authorization).toBe('Bearer secret-token');
  });

  it('uses the public token and /api/ by default', async () => {
    const { adapter, calls } = mockAdapter();
    await createApiClient({ adapter }).getMenu();
    expect(calls[0].baseURL).toBe('/api/');
    expect(calls[0].headers.Authorization).toBe('Bearer medika-web-public-2026');
  });

  it('adds the current language to every call', async () => {
    const { adapter, calls } = mockAdapter();
    let lang: 'id' | 'en' = 'id';
    const client = createApiClient({ adapter, getLang: () => lang });
    await client.listPolis();
    lang = 'en';
    await client.listPolis();
    expect(calls.map((c) => c.params.lang)).toEqual(['id', 'en']);
  });

  it('serialises filters as JSON and lists as comma-separated values, with the SPEC defaults', async () => {
    const { adapter, calls } = mockAdapter();
    const client = createApiClient({ adapter });
    await client.listArticles({
      offset: 5,
      limit: 5,
      filters: [['category', 'not in', ['Spesialis', 'Video']]],
    });
    expect(calls[0].params).toEqual({
      offset: '5',
      limit: '5',
      filters: '[["category","not in",["Spesialis","Video"]]]',
    });
    await client.listSchedules({ physicians: [3, 4], company_id: 1, order: 'name desc' });
    expect(calls[1]).toMatchObject({
      url: 'web/jadwal',
      params: { start_day: '0', physicians: '3,4', company_id: '1', order: 'name desc' },
    });
    await client.listPromos();
    expect(calls[2].params).toEqual({ limit: '6', order: 'sequence asc' });
    await client.listEvents({ offset: 5 });
    expect(calls[3].params).toEqual({ limit: '5', offset: '5' });
  });

  it('uses the product code in the appointment backend paths', async () => {
    const { adapter, calls } = mockAdapter({ body: { data: {} } });
    const client = createApiClient({ adapter, product: 'sehat' });
    await client.getEncounter('abc-123-meeting');
    await client.createMeeting('abc-123-meeting');
    await client.getScreeningResult('5f1c-uuid');
    expect(calls.map((c) => [c.url, c.params])).toEqual([
      ['sehat.encounter/get', { meetingId: 'abc-123-meeting' }],
      ['sehat.encounter/create_meeting', { m: 'abc-123-meeting' }],
      ['sehat.assesment.result/get', { id: '5f1c-uuid' }],
    ]);
  });

  it('sends the contact message form-encoded (SPEC 7)', async () => {
    const { adapter, calls } = mockAdapter({ status: 201, body: { data: { id: 1 } } });
    await createApiClient({ adapter }).sendContactMessage({
      name: 'Budi S',
      email: 'b@x.id',
      message: 'Halo & salam',
    });
    expect(calls[0].method).toBe('post');
    expect(String(calls[0].headers['Content-Type'])).toContain('application/x-www-form-urlencoded');
    expect(calls[0].data).toBe('name=Budi+S&email=b%40x.id&message=Halo+%26+salam');
  });

  it('sends the Idempotency-Key of a booking attempt, and none without one', async () => {
    const { adapter, calls } = mockAdapter({ status: 201, body: { data: { code: 'ABCDEFGHJK' } } });
    const client = createApiClient({ adapter });
    const input = {
      patientId: 'p',
      companyId: 1,
      poliId: 2473,
      doctorId: 1001,
      sessionId: 7,
      date: '2026-12-01',
      insurance: { kind: 'self' as const },
      consent: true,
    };
    const booked = await client.createAppointment(input, { idempotencyKey: 'attempt-1234' });
    await client.createAppointment(input);
    expect(booked.code).toBe('ABCDEFGHJK');
    expect(calls[0].url).toBe('medika.appointment');
    expect(calls[0].headers['Idempotency-Key']).toBe('attempt-1234');
    expect(calls[1].headers['Idempotency-Key']).toBeUndefined();
    expect(JSON.parse(String(calls[0].data))).toEqual(input);
  });

  it('unwraps { data } envelopes', async () => {
    const { adapter } = mockAdapter({ body: { data: { results: [{ id: 1 }], count: 9 } } });
    await expect(createApiClient({ adapter }).listDoctors()).resolves.toEqual({
      results: [{ id: 1 }],
      count: 9,
    });
  });

  it('keeps nested page slugs readable in the path', async () => {
    const { adapter, calls } = mockAdapter({ body: { data: {} } });
    await createApiClient({ adapter }).getPage('coe/digestive/endoskopi');
    await createApiClient({ adapter }).getArticle('a b');
    expect(calls.map((c) => c.url)).toEqual(['web/page/coe/digestive/endoskopi', 'web/article/a%20b']);
  });
});

describe('errors', () => {
  it('turns an error body into a typed ApiError with the field messages', async () => {
    const body = {
      error: {
        code: 'validation_failed',
        message: 'Periksa kembali',
        fields: { email: 'Format email salah.' },
      },
    };
    const { adapter } = mockAdapter({ status: 400, body });
    const error = await createApiClient({ adapter })
      .subscribeNewsletter({ email: 'x' })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Periksa kembali',
      fields: { email: 'Format email salah.' },
    });
  });

  it('keeps the existing booking of a duplicate as details', async () => {
    const body = { error: { code: 'duplicate_booking', message: 'dup', existing: { code: 'ABCDEFGHJK' } } };
    const { adapter } = mockAdapter({ status: 409, body });
    const error = (await createApiClient({ adapter })
      .createAppointment({} as never)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('duplicate_booking');
    expect(error.details).toEqual({ code: 'ABCDEFGHJK' });
  });

  it('derives a code from the status when the body is not ours', async () => {
    const { adapter } = mockAdapter({ status: 429, body: 'Too Many Requests' });
    const error = (await createApiClient({ adapter })
      .getMenu()
      .catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code]).toEqual([429, 'rate_limited']);
    const { adapter: broken } = mockAdapter({ status: 502, body: '<html>' });
    const bad = (await createApiClient({ adapter: broken })
      .getMenu()
      .catch((e: unknown) => e)) as ApiError;
    expect([bad.status, bad.code]).toEqual([502, 'internal']);
  });

  it('reports a network failure as status 0, code network', async () => {
    const { adapter } = mockAdapter({ networkError: true });
    const error = (await createApiClient({ adapter })
      .listCompanies()
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code]).toEqual([0, 'network']);
  });
});

describe('configureApi and api()', () => {
  it('gives a default client, then the configured one', async () => {
    expect(typeof api().listDoctors).toBe('function');
    const { adapter, calls } = mockAdapter();
    const configured = configureApi({ baseURL: 'http://localhost:4000/api/', token: 't', adapter });
    expect(api()).toBe(configured);
    await api().listServices();
    expect(calls[0]).toMatchObject({ baseURL: 'http://localhost:4000/api/', url: 'web/service' });
  });
});

import { createApiClient, type ApiClientOptions } from './client';
import { api, configureApi } from './defaultClient';
import { ApiError, isApiError } from './errors';
import { fakeFetch, type FakeAnswer } from './testing/fakeFetch';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('sends the access token as a Bearer header to the base URL, asking for JSON', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ baseURL: '/api', token: 'secret-token', fetch });
    await client.listCompanies();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/web/company' });
    expect(calls[0].headers).toEqual({ Authorization: 'Bearer secret-token', Accept: 'application/json' });
  });

  it('uses the public token and /api/ by default', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch }).getMenu();
    expect(calls[0].url).toBe('/api/web/menu');
    expect(calls[0].headers.Authorization).toBe('Bearer medika-web-public-2026');
  });

  it('accepts an absolute base URL with or without the trailing slash', async () => {
    const { fetch, calls } = fakeFetch({ body: { data: {} } });
    await createApiClient({ baseURL: 'http://127.0.0.1:4100/api', fetch }).health();
    await createApiClient({ baseURL: 'http://127.0.0.1:4100/api/', fetch }).health();
    expect(calls.map((c) => c.url)).toEqual([
      'http://127.0.0.1:4100/api/health',
      'http://127.0.0.1:4100/api/health',
    ]);
  });

  it('adds the current language to every call, after the call’s own values', async () => {
    const { fetch, calls } = fakeFetch();
    let lang: 'id' | 'en' = 'id';
    const client = createApiClient({ fetch, getLang: () => lang });
    await client.listPolis({ company_id: 2 });
    lang = 'en';
    await client.listPolis();
    expect(calls.map((c) => c.search)).toEqual(['?company_id=2&lang=id', '?lang=en']);
  });

  it('sends no query string when there is nothing to send', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch }).listCompanies();
    expect(calls[0].search).toBe('');
  });

  it('serialises filters as JSON and lists as comma-separated values, with the SPEC defaults', async () => {
    const { fetch, calls } = fakeFetch();
    const client = createApiClient({ fetch });
    await client.listArticles({
      offset: 5,
      limit: 5,
      filters: [['category', 'not in', ['Spesialis', 'Video']]],
    });
    expect(calls[0].query).toEqual({
      offset: '5',
      limit: '5',
      filters: '[["category","not in",["Spesialis","Video"]]]',
    });
    expect(calls[0].search).toBe(
      '?offset=5&limit=5&filters=%5B%5B%22category%22,%22not+in%22,%5B%22Spesialis%22,%22Video%22%5D%5D%5D',
    );
    await client.listSchedules({ physicians: [3, 4], company_id: 1, order: 'name desc' });
    expect(calls[1]).toMatchObject({
      pathname: '/api/web/jadwal',
      search: '?start_day=0&physicians=3,4&company_id=1&order=name+desc',
    });
    await client.listPromos();
    expect(calls[2].query).toEqual({ limit: '6', order: 'sequence asc' });
    await client.listEvents({ offset: 5 });
    expect(calls[3].query).toEqual({ limit: '5', offset: '5' });
    await client.getAppointment('ABCDEFGHJK', '1990-05-17');
    expect(calls[4]).toMatchObject({
      pathname: '/api/medika.appointment/ABCDEFGHJK',
      search: '?born_date=1990-05-17',
    });
    await client.search('anak & ibu', { limit: 3 });
    expect(calls[5]).toMatchObject({
      search: '?q=anak+%26+ibu&limit=3',
      query: { q: 'anak & ibu', limit: '3' },
    });
  });

  it('uses the product code in the appointment backend paths', async () => {
    const { fetch, calls } = fakeFetch({ body: { data: {} } });
    const client = createApiClient({ fetch, product: 'sehat' });
    await client.getEncounter('abc-123-meeting', 'tok');
    await client.createMeeting('abc-123-meeting', 'tok');
    await client.getScreeningResult('5f1c-uuid');
    expect(calls.map((c) => [c.pathname, c.query])).toEqual([
      ['/api/sehat.encounter/get', { meetingId: 'abc-123-meeting', t: 'tok' }],
      ['/api/sehat.encounter/create_meeting', { m: 'abc-123-meeting', t: 'tok' }],
      ['/api/sehat.assesment.result/get', { id: '5f1c-uuid' }],
    ]);
  });

  it('sends the contact message form-encoded (SPEC 7)', async () => {
    const { fetch, calls } = fakeFetch({ status: 201, body: { data: { id: 1 } } });
    const sent = await createApiClient({ fetch }).sendContactMessage({
      name: 'Budi S',
      email: 'b@x.id',
      message: 'Halo & salam',
    });
    expect(sent).toEqual({ id: 1 });
    expect(calls[0]).toMatchObject({ method: 'POST', pathname: '/api/web/contactus' });
    expect(calls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(calls[0].body).toBe('name=Budi+S&email=b%40x.id&message=Halo+%26+salam');
  });

  it('posts the other submissions as JSON', async () => {
    const { fetch, calls } = fakeFetch({ status: 201, body: { data: {} } });
    const client = createApiClient({ fetch });
    await client.subscribeNewsletter({ email: 'sari@example.com' });
    await client.cancelAppointment('ABCDEFGHJK', { bornDate: '1990-01-02' });
    expect(calls.map((c) => [c.method, c.pathname, c.headers['Content-Type'], JSON.parse(c.body!)])).toEqual([
      ['POST', '/api/web/newsletter', 'application/json', { email: 'sari@example.com' }],
      ['POST', '/api/medika.appointment/ABCDEFGHJK/cancel', 'application/json', { bornDate: '1990-01-02' }],
    ]);
  });

  it('sends the Idempotency-Key of a booking attempt, and none without one', async () => {
    const { fetch, calls } = fakeFetch({ status: 201, body: { data: { code: 'ABCDEFGHJK' } } });
    const client = createApiClient({ fetch });
    const input = {
      patientHandle: 'p',
      companyId: 1,
      poliId: 2473,
      doctorId: 1001,
      sessionId: 7,
      date: '2026-12-01',
      insurance: { kind: 'self' as const },
      consent: true,
      contact: { fullName: 'Siti Rahayu', phone: '081234567890', email: 'siti@example.com' },
    };
    const booked = await client.createAppointment(input, { idempotencyKey: 'attempt-1234' });
    await client.createAppointment(input);
    expect(booked.code).toBe('ABCDEFGHJK');
    expect(calls[0].pathname).toBe('/api/medika.appointment');
    expect(calls[0].headers['Idempotency-Key']).toBe('attempt-1234');
    expect(calls[1].headers['Idempotency-Key']).toBeUndefined();
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[0].body!)).toEqual(input);
  });

  it('sends the Idempotency-Key of a screening submission', async () => {
    const { fetch, calls } = fakeFetch({ status: 201, body: { data: { id: 'r' } } });
    await createApiClient({ fetch }).submitScreeningResult({} as never, { idempotencyKey: 'scr-1' });
    expect(calls[0]).toMatchObject({ pathname: '/api/medika.assesment.result' });
    expect(calls[0].headers['Idempotency-Key']).toBe('scr-1');
  });

  it('unwraps { data } envelopes', async () => {
    const { fetch } = fakeFetch({ body: { data: { results: [{ id: 1 }], count: 9 } } });
    await expect(createApiClient({ fetch }).listDoctors()).resolves.toEqual({
      results: [{ id: 1 }],
      count: 9,
    });
  });

  it('keeps nested page slugs readable in the path', async () => {
    const { fetch, calls } = fakeFetch({ body: { data: {} } });
    await createApiClient({ fetch }).getPage('coe/digestive/endoskopi');
    await createApiClient({ fetch }).getArticle('a b');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/web/page/coe/digestive/endoskopi',
      '/api/web/article/a%20b',
    ]);
  });

  it("passes the caller's signal on: aborting it aborts the request", async () => {
    const { fetch, calls } = fakeFetch({ hang: 'answer' });
    const controller = new AbortController();
    const pending = failureOf(createApiClient({ fetch }).listServices({ signal: controller.signal }));
    await Promise.resolve();
    expect(calls[0].signal.aborted).toBe(false);
    controller.abort();
    const error = await pending;
    expect(calls[0].signal.aborted).toBe(true);
    expect((error.cause as DOMException).name).toBe('AbortError');
  });
});

describe('errors', () => {
  const failing = (answer: FakeAnswer, options: ApiClientOptions = {}) =>
    createApiClient({ fetch: fakeFetch(answer).fetch, ...options });

  it('turns an error body into a typed ApiError with the field messages', async () => {
    const body = {
      error: {
        code: 'validation_failed',
        message: 'Periksa kembali',
        fields: { email: 'Format email salah.' },
      },
    };
    const error = await failureOf(failing({ status: 400, body }).subscribeNewsletter({ email: 'x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Periksa kembali',
      fields: { email: 'Format email salah.' },
    });
  });

  it('reads a duplicate booking by its code', async () => {
    const body = { error: { code: 'duplicate_booking', message: 'dup' } };
    const error = await failureOf(failing({ status: 409, body }).createAppointment({} as never));
    expect([error.code, error.message]).toEqual(['duplicate_booking', 'dup']);
  });

  it('derives a code from the status when the body is not ours', async () => {
    const limited = await failureOf(failing({ status: 429, body: 'Too Many Requests' }).getMenu());
    expect([limited.status, limited.code]).toEqual([429, 'rate_limited']);
    const bad = await failureOf(failing({ status: 502, body: '<html>' }).getMenu());
    expect([bad.status, bad.code]).toEqual([502, 'internal']);
    const missing = await failureOf(failing({ status: 404, body: '' }).getArticle('tidak-ada'));
    expect([missing.status, missing.code]).toEqual([404, 'not_found']);
  });

  it('reports a network failure as status 0, code network', async () => {
    const error = await failureOf(failing({ networkError: true }).listCompanies());
    expect([error.status, error.code]).toEqual([0, 'network']);
  });

  it('reports a timeout as status 0, code network, after timeoutMs', async () => {
    jest.useFakeTimers();
    try {
      const pending = failureOf(failing({ hang: 'answer' }, { timeoutMs: 2000 }).listCompanies());
      await jest.advanceTimersByTimeAsync(2000);
      const error = await pending;
      expect([error.status, error.code, error.message]).toEqual([0, 'network', 'timeout of 2000ms exceeded']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('configureApi and api()', () => {
  it('gives a default client, then the configured one', async () => {
    expect(typeof api().listDoctors).toBe('function');
    const { fetch, calls } = fakeFetch();
    const configured = configureApi({ baseURL: 'http://localhost:4000/api/', token: 't', fetch });
    expect(api()).toBe(configured);
    await api().listServices();
    expect(calls[0].url).toBe('http://localhost:4000/api/web/service?lang=id');
    expect(calls[0].headers.Authorization).toBe('Bearer t');
  });

  it('takes the browser fetch as is', () => {
    // Type-level check: the global fetch is an acceptable `fetch` option.
    const options: ApiClientOptions = { fetch: globalThis.fetch };
    expect(options).toBeDefined();
  });
});

import axios, { type AxiosAdapter } from 'axios';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError, isApiError } from './errors';
import { fakeAdapter, itemAnswer, listAnswer, type FakeAnswer, type FakeHandler } from './testing';

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

/**
 * The fake adapter, plus the URL each request would go to (base, path and the query as the API
 * receives it), so the bytes of the query string are checked and not only its decoded values.
 */
function recording(answer?: FakeAnswer | FakeHandler) {
  const fake = fakeAdapter(answer);
  const urls: string[] = [];
  const adapter: AxiosAdapter = (config) => {
    urls.push(axios.getUri(config));
    return fake.adapter(config);
  };
  return { adapter, calls: fake.calls, urls };
}

describe('createApiClient', () => {
  it('sends the access token as a Bearer header to the base URL, asking for JSON', async () => {
    const { adapter, calls, urls } = recording();
    const client = createApiClient({ baseURL: '/api', token: 'secret-token', adapter });
    await client.listCompanies();
    expect(calls[0]).toMatchObject({ method: 'GET', path: 'web/company' });
    expect(urls[0]).toBe('/api/web/company');
    expect(calls[0].headers).toEqual({ Authorization: 'Bearer secret-token', Accept: 'application/json' });
  });

  it('uses the public token and /api/ by default', async () => {
    const { adapter, calls, urls } = recording();
    await createApiClient({ adapter }).getMenu();
    expect(urls[0]).toBe('/api/web/menu');
    expect(calls[0].headers.Authorization).toBe('Bearer medika-web-public-2026');
  });

  it('accepts an absolute base URL with or without the trailing slash', async () => {
    const { adapter, urls } = recording(itemAnswer({}));
    await createApiClient({ baseURL: 'http://127.0.0.1:4100/api', adapter }).health();
    await createApiClient({ baseURL: 'http://127.0.0.1:4100/api/', adapter }).health();
    expect(urls).toEqual(['http://127.0.0.1:4100/api/health', 'http://127.0.0.1:4100/api/health']);
  });

  it('adds the page language to every call, after the call’s own values', async () => {
    const { adapter, urls } = recording();
    await createApiClient({ adapter, lang: 'id' }).listPolis({ company_id: 2 });
    await createApiClient({ adapter, lang: 'en' }).listPolis();
    expect(urls).toEqual(['/api/web/poli?company_id=2&lang=id', '/api/web/poli?lang=en']);
  });

  it('sends no query string when there is nothing to send', async () => {
    const { adapter, urls } = recording();
    await createApiClient({ adapter }).listCompanies();
    expect(urls[0]).toBe('/api/web/company');
  });

  it('serialises filters as JSON and lists as comma-separated values, with the defaults of docs/product-rules.md §7', async () => {
    const { adapter, calls, urls } = recording();
    const client = createApiClient({ adapter });
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
    expect(urls[0]).toBe(
      '/api/web/article?offset=5&limit=5&filters=%5B%5B%22category%22,%22not+in%22,%5B%22Spesialis%22,%22Video%22%5D%5D%5D',
    );
    await client.listSchedules({ physicians: [3, 4], company_id: 1, order: 'name desc' });
    expect(urls[1]).toBe('/api/web/jadwal?start_day=0&physicians=3,4&company_id=1&order=name+desc');
    await client.listPromos();
    expect(calls[2].query).toEqual({ limit: '6', order: 'sequence asc' });
    await client.listEvents({ offset: 5 });
    expect(calls[3].query).toEqual({ limit: '5', offset: '5' });
    await client.getAppointment('ABCDEFGHJK', '1990-05-17');
    expect(urls[4]).toBe('/api/medika.appointment/ABCDEFGHJK?born_date=1990-05-17');
    await client.search('anak & ibu', { limit: 3 });
    expect(urls[5]).toBe('/api/web/search?q=anak+%26+ibu&limit=3');
    expect(calls[5].query).toEqual({ q: 'anak & ibu', limit: '3' });
  });

  it('uses the product code in the appointment backend paths', async () => {
    const { adapter, calls } = recording(itemAnswer({}));
    const client = createApiClient({ adapter, product: 'sehat' });
    await client.getEncounter('abc-123-meeting', 'tok');
    await client.createMeeting('abc-123-meeting', 'tok');
    await client.getScreeningResult('5f1c-uuid');
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      ['sehat.encounter/get', { meetingId: 'abc-123-meeting', t: 'tok' }],
      ['sehat.encounter/create_meeting', { m: 'abc-123-meeting', t: 'tok' }],
      ['sehat.assesment.result/get', { id: '5f1c-uuid' }],
    ]);
  });

  it('sends the contact message form-encoded (docs/product-rules.md §7)', async () => {
    const { adapter, calls } = recording({ status: 201, body: { data: { id: 1 } } });
    const sent = await createApiClient({ adapter }).sendContactMessage({
      name: 'Budi S',
      email: 'b@x.id',
      message: 'Halo & salam',
    });
    expect(sent).toEqual({ id: 1 });
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'web/contactus' });
    expect(calls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(calls[0].rawBody).toBe('name=Budi+S&email=b%40x.id&message=Halo+%26+salam');
  });

  it('posts the other submissions as JSON', async () => {
    const { adapter, calls } = recording({ status: 201, body: { data: {} } });
    const client = createApiClient({ adapter });
    await client.subscribeNewsletter({ email: 'sari@example.com' });
    await client.cancelAppointment('ABCDEFGHJK', { bornDate: '1990-01-02' });
    expect(calls.map((c) => [c.method, c.path, c.headers['Content-Type'], JSON.parse(c.rawBody!)])).toEqual([
      ['POST', 'web/newsletter', 'application/json', { email: 'sari@example.com' }],
      ['POST', 'medika.appointment/ABCDEFGHJK/cancel', 'application/json', { bornDate: '1990-01-02' }],
    ]);
  });

  it('sends the Idempotency-Key of a booking attempt, and none without one', async () => {
    const { adapter, calls } = recording({ status: 201, body: { data: { code: 'ABCDEFGHJK' } } });
    const client = createApiClient({ adapter });
    const input = {
      patientHandle: 'p',
      forWhom: 'self' as const,
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
    expect(calls[0].path).toBe('medika.appointment');
    expect(calls[0].headers['Idempotency-Key']).toBe('attempt-1234');
    expect(calls[1].headers['Idempotency-Key']).toBeUndefined();
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(calls[0].body).toEqual(input);
  });

  it('sends the Idempotency-Key of a screening submission', async () => {
    const { adapter, calls } = recording({ status: 201, body: { data: { id: 'r' } } });
    await createApiClient({ adapter }).submitScreeningResult({} as never, { idempotencyKey: 'scr-1' });
    expect(calls[0]).toMatchObject({ path: 'medika.assesment.result' });
    expect(calls[0].headers['Idempotency-Key']).toBe('scr-1');
  });

  it('unwraps { data } envelopes', async () => {
    const { adapter } = recording({ body: { data: { results: [{ id: 1 }], count: 9 } } });
    await expect(createApiClient({ adapter }).listDoctors()).resolves.toEqual({
      results: [{ id: 1 }],
      count: 9,
    });
    const single = recording(listAnswer([{ id: 4 }]));
    await expect(createApiClient({ adapter: single.adapter }).listServices()).resolves.toEqual({
      results: [{ id: 4 }],
      count: 1,
    });
  });

  it('keeps nested page slugs readable in the path', async () => {
    const { adapter, urls } = recording(itemAnswer({}));
    await createApiClient({ adapter }).getPage('coe/digestive/endoskopi');
    await createApiClient({ adapter }).getArticle('a b');
    expect(urls).toEqual(['/api/web/page/coe/digestive/endoskopi', '/api/web/article/a%20b']);
  });

  it("passes the caller's signal on: aborting it aborts the request", async () => {
    const { adapter, calls } = recording({ hang: true });
    const controller = new AbortController();
    const pending = failureOf(createApiClient({ adapter }).listServices({ signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(1);
    controller.abort();
    const error = await pending;
    expect([error.status, error.code]).toEqual([0, 'network']);
    expect(error.cause).toBe(controller.signal.reason);
    expect((error.cause as DOMException).name).toBe('AbortError');
  });
});

describe('axios, loaded with the first request', () => {
  const okAdapter: AxiosAdapter = async (config) => ({
    data: JSON.stringify({ data: { ok: true } }),
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });

  afterEach(() => jest.dontMock('axios'));

  it('is not evaluated until a call is made', async () => {
    const evaluated = jest.fn();
    jest.doMock('axios', () => {
      evaluated();
      return jest.requireActual('axios');
    });
    await jest.isolateModulesAsync(async () => {
      const { createApiClient: create } = await import('./client');
      const client = create({ adapter: okAdapter });
      expect(evaluated).not.toHaveBeenCalled();
      await expect(client.health()).resolves.toEqual({ ok: true });
      expect(evaluated).toHaveBeenCalledTimes(1);
    });
  });

  it('a failed download of its code is a network failure, and the next call tries again', async () => {
    let attempts = 0;
    jest.doMock('axios', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading chunk axios failed.');
      return jest.requireActual('axios');
    });
    await jest.isolateModulesAsync(async () => {
      const { createApiClient: create } = await import('./client');
      const { isApiError: isError } = await import('./errors');
      const client = create({ adapter: okAdapter });
      const error = await client.health().catch((e: unknown) => e);
      expect(isError(error)).toBe(true);
      expect(error).toMatchObject({ status: 0, code: 'network' });
      await expect(client.health()).resolves.toEqual({ ok: true });
      expect(attempts).toBe(2);
    });
  });
});

describe('errors', () => {
  const failing = (answer: FakeAnswer, options: ApiClientOptions = {}) =>
    createApiClient({ adapter: fakeAdapter(answer).adapter, ...options });

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
    expect([error.status, error.code, error.message]).toEqual([0, 'network', 'Network Error']);
  });

  it('reports a timeout as status 0, code network, after timeoutMs', async () => {
    jest.useFakeTimers();
    try {
      const pending = failureOf(failing({ hang: true }, { timeoutMs: 2000 }).listCompanies());
      await jest.advanceTimersByTimeAsync(1999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect([error.status, error.code, error.message]).toEqual([0, 'network', 'timeout of 2000ms exceeded']);
      expect((error.cause as DOMException).name).toBe('TimeoutError');
    } finally {
      jest.useRealTimers();
    }
  });
});

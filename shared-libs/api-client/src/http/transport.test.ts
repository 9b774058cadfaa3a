import { ApiError } from '../errors';
import { fakeFetch } from '../testing/fakeFetch';
import { createTransport, type TransportOptions } from './transport';
import type { FetchLike } from './types';

const HEADERS = { Authorization: 'Bearer secret-token', Accept: 'application/json' };

function transport(fetch: FetchLike, options: Partial<TransportOptions> = {}) {
  return createTransport({ baseURL: '/api/', headers: HEADERS, timeoutMs: 15000, fetch, ...options });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('transport: the request', () => {
  it('GETs base URL + path + encoded query, with the default headers and no body', async () => {
    const { fetch, calls } = fakeFetch();
    await transport(fetch)({
      method: 'GET',
      path: 'web/jadwal',
      query: { start_day: '0', physicians: '3,4', order: 'name desc', lang: 'en' },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/web/jadwal?start_day=0&physicians=3,4&order=name+desc&lang=en');
    expect(calls[0].method).toBe('GET');
    expect(calls[0].headers).toEqual(HEADERS);
    expect(calls[0].body).toBeUndefined();
  });

  it('POSTs JSON with its Content-Type', async () => {
    const { fetch, calls } = fakeFetch({ status: 201, body: { data: { id: 1 } } });
    const input = { email: 'sari@example.com' };
    await expect(
      transport(fetch)({ method: 'POST', path: 'web/newsletter', body: { json: input } }),
    ).resolves.toEqual({ data: { id: 1 } });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers).toEqual({ ...HEADERS, 'Content-Type': 'application/json' });
    expect(JSON.parse(calls[0].body!)).toEqual(input);
  });

  it('POSTs a form-encoded body with its Content-Type', async () => {
    const { fetch, calls } = fakeFetch({ status: 201, body: { data: { id: 2 } } });
    await transport(fetch)({
      method: 'POST',
      path: 'web/contactus',
      body: { form: { name: 'Budi S', email: 'b@x.id', message: 'Halo & salam' } },
    });
    expect(calls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(calls[0].body).toBe('name=Budi+S&email=b%40x.id&message=Halo+%26+salam');
  });

  it('adds per-request headers, which win over the defaults', async () => {
    const { fetch, calls } = fakeFetch();
    await transport(fetch)({
      method: 'POST',
      path: 'medika.appointment',
      body: { json: {} },
      headers: { 'Idempotency-Key': 'attempt-1', Accept: 'text/plain' },
    });
    expect(calls[0].headers).toEqual({
      Authorization: 'Bearer secret-token',
      Accept: 'text/plain',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'attempt-1',
    });
  });

  it('does not let one request change the headers of the next', async () => {
    const { fetch, calls } = fakeFetch();
    const send = transport(fetch);
    await send({ method: 'POST', path: 'a', body: { json: {} }, headers: { 'Idempotency-Key': 'k' } });
    await send({ method: 'GET', path: 'b' });
    expect(calls[1].headers).toEqual(HEADERS);
  });

  it('passes fetch a signal, even when the caller gave none', async () => {
    const { fetch, calls } = fakeFetch();
    await transport(fetch)({ method: 'GET', path: 'web/menu' });
    expect(calls[0].signal).toBeInstanceOf(AbortSignal);
    expect(calls[0].signal.aborted).toBe(false);
  });
});

describe('transport: the answer', () => {
  it('resolves with the parsed JSON of a 2xx answer', async () => {
    const { fetch } = fakeFetch({ status: 200, body: { data: { results: [{ id: 1 }], count: 9 } } });
    await expect(transport(fetch)({ method: 'GET', path: 'web/dokter' })).resolves.toEqual({
      data: { results: [{ id: 1 }], count: 9 },
    });
  });

  it('resolves with the text of a 2xx answer that is not JSON', async () => {
    const { fetch } = fakeFetch({ status: 200, body: 'plain' });
    await expect(transport(fetch)({ method: 'GET', path: 'x' })).resolves.toBe('plain');
  });

  it('maps the API error body of a 4xx answer', async () => {
    const { fetch } = fakeFetch({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Periksa kembali',
          fields: { email: 'Format email salah.' },
        },
      },
    });
    const error = await failureOf(
      transport(fetch)({ method: 'POST', path: 'web/newsletter', body: { json: {} } }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Periksa kembali',
      fields: { email: 'Format email salah.' },
    });
  });

  it('reads a 409 duplicate booking: code and message, nothing of the other booking', async () => {
    const { fetch } = fakeFetch({
      status: 409,
      body: { error: { code: 'duplicate_booking', message: 'dup', existing: { code: 'ABCDEFGHJK' } } },
    });
    const error = await failureOf(transport(fetch)({ method: 'POST', path: 'p', body: { json: {} } }));
    expect([error.status, error.code, error.message]).toEqual([409, 'duplicate_booking', 'dup']);
    expect(JSON.stringify(error)).not.toContain('ABCDEFGHJK');
  });

  it.each([
    [401, 'unauthorized'],
    [404, 'not_found'],
    [429, 'rate_limited'],
    [500, 'internal'],
    [502, 'internal'],
    [503, 'internal'],
  ])('maps a %i answer with a non-JSON body to %s', async (status, code) => {
    const { fetch } = fakeFetch({ status, body: '<html><h1>Error</h1></html>' });
    const error = await failureOf(transport(fetch)({ method: 'GET', path: 'x' }));
    expect([error.status, error.code, error.message]).toEqual([
      status,
      code,
      `Request failed with status code ${status}`,
    ]);
  });

  it('treats a 3xx that reaches the client as a failure, like before', async () => {
    const { fetch } = fakeFetch({ status: 304, body: '' });
    const error = await failureOf(transport(fetch)({ method: 'GET', path: 'x' }));
    expect([error.status, error.code]).toEqual([304, 'internal']);
  });

  it('treats an opaque status-0 answer as no answer', async () => {
    const { fetch } = fakeFetch({ status: 0, body: '' });
    const error = await failureOf(transport(fetch)({ method: 'GET', path: 'x' }));
    expect([error.status, error.code]).toEqual([0, 'network']);
  });
});

describe('transport: no answer', () => {
  afterEach(() => jest.useRealTimers());

  it('maps a refused connection to status 0, code network, keeping the browser error', async () => {
    const { fetch } = fakeFetch({ networkError: true });
    const error = await failureOf(transport(fetch)({ method: 'GET', path: 'web/company' }));
    expect([error.status, error.code, error.message]).toEqual([0, 'network', 'Network Error']);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('maps a fetch that throws synchronously, or a missing fetch, to a network error', async () => {
    const throwing: FetchLike = () => {
      throw new TypeError('fetch is not a function');
    };
    const error = await failureOf(transport(throwing)({ method: 'GET', path: 'x' }));
    expect([error.status, error.code]).toEqual([0, 'network']);
  });

  it('uses the global fetch at call time when none is injected', async () => {
    const global = globalThis as { fetch?: unknown };
    const saved = global.fetch;
    const send = createTransport({ baseURL: '/api/', headers: HEADERS, timeoutMs: 1000 });
    try {
      delete global.fetch;
      expect((await failureOf(send({ method: 'GET', path: 'x' }))).code).toBe('network');
      const { fetch, calls } = fakeFetch({ body: { data: 1 } });
      global.fetch = fetch;
      await expect(send({ method: 'GET', path: 'web/menu' })).resolves.toEqual({ data: 1 });
      expect(calls[0].url).toBe('/api/web/menu');
    } finally {
      if (saved === undefined) delete global.fetch;
      else global.fetch = saved;
    }
  });

  it('times out: aborts fetch and rejects with the timeout error', async () => {
    jest.useFakeTimers();
    const { fetch, calls } = fakeFetch({ hang: 'answer' });
    const pending = failureOf(transport(fetch, { timeoutMs: 5000 })({ method: 'GET', path: 'x' }));
    await jest.advanceTimersByTimeAsync(4999);
    expect(calls[0].signal.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(calls[0].signal.aborted).toBe(true);
    expect([error.status, error.code, error.message]).toEqual([0, 'network', 'timeout of 5000ms exceeded']);
  });

  it('times out even when fetch ignores its signal, and while the body is still arriving', async () => {
    jest.useFakeTimers();
    const ignoring = fakeFetch({ hang: 'answer-ignoring-signal' });
    const first = failureOf(transport(ignoring.fetch, { timeoutMs: 100 })({ method: 'GET', path: 'x' }));
    const slowBody = fakeFetch({ hang: 'body' });
    const second = failureOf(transport(slowBody.fetch, { timeoutMs: 100 })({ method: 'GET', path: 'x' }));
    await jest.advanceTimersByTimeAsync(100);
    expect((await first).message).toBe('timeout of 100ms exceeded');
    expect((await second).message).toBe('timeout of 100ms exceeded');
  });

  it('clears its timer once the call settled', async () => {
    jest.useFakeTimers();
    const { fetch } = fakeFetch();
    await transport(fetch, { timeoutMs: 5000 })({ method: 'GET', path: 'x' });
    expect(jest.getTimerCount()).toBe(0);
    await failureOf(transport(fakeFetch({ status: 500 }).fetch)({ method: 'GET', path: 'x' }));
    expect(jest.getTimerCount()).toBe(0);
  });

  it('has no deadline with timeoutMs 0', async () => {
    jest.useFakeTimers();
    const { fetch } = fakeFetch();
    const pending = transport(fetch, { timeoutMs: 0 })({ method: 'GET', path: 'x' });
    expect(jest.getTimerCount()).toBe(0);
    await expect(pending).resolves.toEqual({ data: { results: [], count: 0 } });
  });

  it("rejects a caller's abort as an ApiError whose cause is the AbortError", async () => {
    const { fetch, calls } = fakeFetch({ hang: 'answer' });
    const controller = new AbortController();
    const pending = failureOf(transport(fetch)({ method: 'GET', path: 'x', signal: controller.signal }));
    await Promise.resolve();
    controller.abort();
    const error = await pending;
    expect(calls[0].signal.aborted).toBe(true);
    expect([error.status, error.code]).toEqual([0, 'network']);
    expect(error.cause).toBe(controller.signal.reason);
    expect((error.cause as DOMException).name).toBe('AbortError');
  });

  it('does not call fetch for a signal that is already aborted', async () => {
    const { fetch, calls } = fakeFetch();
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(transport(fetch)({ method: 'GET', path: 'x', signal: controller.signal }));
    expect(calls).toHaveLength(0);
    expect((error.cause as DOMException).name).toBe('AbortError');
  });

  it('ends an aborted call even if fetch ignores the signal, or the body is still arriving', async () => {
    for (const hang of ['answer-ignoring-signal', 'body'] as const) {
      const { fetch } = fakeFetch({ hang });
      const controller = new AbortController();
      const pending = failureOf(transport(fetch)({ method: 'GET', path: 'x', signal: controller.signal }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      controller.abort();
      expect(((await pending).cause as DOMException).name).toBe('AbortError');
    }
  });

  it("stops listening to the caller's signal after the call", async () => {
    const { fetch, calls } = fakeFetch();
    const controller = new AbortController();
    const add = jest.spyOn(controller.signal, 'addEventListener');
    const remove = jest.spyOn(controller.signal, 'removeEventListener');
    await transport(fetch)({ method: 'GET', path: 'x', signal: controller.signal });
    expect(add).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('abort', add.mock.calls[0][1]);
    controller.abort();
    expect(calls[0].signal.aborted).toBe(false);
  });
});

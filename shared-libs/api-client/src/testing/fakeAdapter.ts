import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** One request as the fake received it, with the query decoded for easy assertions. */
export interface SentRequest {
  method: string;
  /** Relative to the client's base address: `web/menu`, `medika.appointment`. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON, the form's fields as an object, or undefined. */
  body: unknown;
  /** The raw body as sent. */
  rawBody?: string;
}

export interface FakeAnswer {
  status?: number;
  /** A string is sent as is; anything else as JSON. Defaults to an empty list envelope. */
  body?: unknown;
  /** No connection at all, as a browser reports it. */
  networkError?: boolean;
  /** No answer until the caller aborts (or the client's timeout fires). */
  hang?: boolean;
}

export type FakeHandler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

function decodeBody(config: InternalAxiosRequestConfig): { body: unknown; rawBody?: string } {
  if (typeof config.data !== 'string') return { body: config.data };
  const type = String(AxiosHeaders.from(config.headers).getContentType() ?? '');
  if (type.includes('application/x-www-form-urlencoded'))
    return { body: Object.fromEntries(new URLSearchParams(config.data)), rawBody: config.data };
  try {
    return { body: JSON.parse(config.data) as unknown, rawBody: config.data };
  } catch {
    return { body: config.data, rawBody: config.data };
  }
}

function untilAborted(config: InternalAxiosRequestConfig): Promise<never> {
  return new Promise<never>((_, reject) => {
    const signal = config.signal as AbortSignal | undefined;
    // With the config, as axios's own adapters do: the caller's abort reason is read from it.
    signal?.addEventListener('abort', () => reject(new CanceledError(undefined, config)));
    if (config.timeout) {
      setTimeout(
        () => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config)),
        config.timeout,
      );
    }
  });
}

/**
 * An axios adapter that answers from memory and records each request, so tests run the real client
 * (query building, headers, error mapping) without a server.
 */
export function fakeAdapter(answer: FakeAnswer | FakeHandler = {}) {
  const calls: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>))
      query[key] = String(value);
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: String(config.url ?? '').replace(/^\/+/, ''),
      query,
      headers: Object.fromEntries(
        Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k, String(v)]),
      ),
      ...decodeBody(config),
    };
    calls.push(request);
    const planned = typeof answer === 'function' ? await answer(request) : answer;
    if (planned.hang) return untilAborted(config);
    if (planned.networkError) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const body =
      planned.body === undefined
        ? JSON.stringify({ data: { results: [], count: 0 } })
        : typeof planned.body === 'string'
          ? planned.body
          : JSON.stringify(planned.body);
    const status = planned.status ?? 200;
    const response: AxiosResponse = {
      data: body,
      status,
      statusText: String(status),
      headers: { 'content-type': 'application/json' },
      config,
    };
    if (status < 200 || status >= 300) {
      // axios's own adapters reject outside 2xx the same way (its `settle`).
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { adapter, calls };
}

/** `{ data: { results, count } }`, the shape of every list answer. */
export function listAnswer<T>(results: T[]): FakeAnswer {
  return { status: 200, body: { data: { results, count: results.length } } };
}

/** `{ data: item }`, the shape of every single-item answer. */
export function itemAnswer<T>(item: T): FakeAnswer {
  return { status: 200, body: { data: item } };
}

/**
 * Handlers keyed `'GET web/menu'`; an unknown call fails like a dead API (no answer), so a test sees
 * at once which call it forgot to plan.
 */
export function fakeRoutes(routes: Record<string, FakeHandler | FakeAnswer>) {
  return fakeAdapter((request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (!route) return { networkError: true };
    return typeof route === 'function' ? route(request) : route;
  });
}

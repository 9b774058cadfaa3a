import { configureApi, type FetchInit, type FetchLike, type FetchResponse } from '@hospital/api-client';
import { currentLocale } from '@hospital/i18n';

export interface FakeResponse {
  status?: number;
  data?: unknown;
  /** No answer at all (API down). */
  networkError?: boolean;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, string>;
  body: unknown;
}

/** `{ data: { results, count } }`, the shape of every list answer. */
export function listAnswer<T>(results: T[]): FakeResponse {
  return { status: 200, data: { data: { results, count: results.length } } };
}

const BASE_URL = '/api/';

function bodyOf(init: FetchInit): unknown {
  if (init.body === undefined) return undefined;
  if (init.headers['Content-Type'] === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(init.body).entries());
  }
  return JSON.parse(init.body) as unknown;
}

/**
 * Points the real api-client singleton at in-memory handlers keyed `'GET web/menu'`, so tests run the
 * real client (query building, error mapping) without a server. Unknown calls fail like a dead API.
 */
export function installFakeApi(routes: Record<string, FakeHandler>): { requests: FakeRequest[] } {
  const requests: FakeRequest[] = [];
  const fetch: FetchLike = async (url: string, init: FetchInit): Promise<FetchResponse> => {
    const parsed = new URL(url, 'http://site.test');
    const request: FakeRequest = {
      method: init.method,
      url: parsed.pathname.slice(BASE_URL.length),
      params: Object.fromEntries(parsed.searchParams.entries()),
      body: bodyOf(init),
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.url}`];
    const answer: FakeResponse = handler ? await handler(request) : { networkError: true };
    if (answer.networkError) throw new TypeError('Failed to fetch');
    const text = answer.data === undefined ? '' : JSON.stringify(answer.data);
    return { status: answer.status ?? 200, text: () => Promise.resolve(text) };
  };
  configureApi({ baseURL: BASE_URL, fetch, getLang: currentLocale });
  return { requests };
}

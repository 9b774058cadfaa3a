import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { configureApi } from '@hospital/api-client';
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

/**
 * Points the real api-client singleton at in-memory handlers keyed `'GET web/menu'`, so tests run the
 * real client (query building, error mapping) without a server. Unknown calls fail like a dead API.
 */
export function installFakeApi(routes: Record<string, FakeHandler>): { requests: FakeRequest[] } {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, string>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.url}`];
    const answer: FakeResponse = handler ? await handler(request) : { networkError: true };
    if (answer.networkError) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = {
      data: answer.data,
      status: answer.status ?? 200,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  configureApi({ adapter, getLang: currentLocale });
  return { requests };
}

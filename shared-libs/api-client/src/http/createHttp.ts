import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { fromAxiosError } from './fromAxiosError';
import { encodeQuery } from './url';

export interface HttpOptions {
  /** Absolute on the server (`http://127.0.0.1:8080/api/`), `/api/` in the browser. */
  baseURL: string;
  /** Sent with every request (Authorization, Accept). */
  headers: Record<string, string>;
  /** Whole-call budget; 0 means none. */
  timeoutMs: number;
  /** axios's own extension point: tests answer from memory with it. */
  adapter?: AxiosAdapter;
}

export interface Http {
  request<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

/**
 * The one axios instance of a client, created at the first request. A page the server rendered comes
 * with its data (docs/architecture.md §2b) and often makes no request at all, so axios (about 22 KB gzip) is not
 * part of its first load; it arrives with the first call that needs it. Query values are written by
 * `encodeQuery` (the bytes the API and its caches have always seen), and every failure reaches the
 * caller as an ApiError.
 */
export function createHttp(options: HttpOptions): Http {
  let instance: Promise<AxiosInstance> | null = null;
  const load = () =>
    (instance ??= import('axios').then(({ default: axios }) => {
      const http = axios.create({
        baseURL: options.baseURL,
        headers: options.headers,
        timeout: options.timeoutMs,
        adapter: options.adapter,
        paramsSerializer: { serialize: (params) => encodeQuery(params as Record<string, string>) },
      });
      http.interceptors.response.use(undefined, (error: unknown) => Promise.reject(fromAxiosError(error)));
      return http;
    }));
  return {
    async request<T>(config: AxiosRequestConfig) {
      let http: AxiosInstance;
      try {
        http = await load();
      } catch (error) {
        // The code did not arrive (offline): the call failed like any call without an answer.
        instance = null;
        throw fromAxiosError(error);
      }
      return http.request<T>(config);
    },
  };
}

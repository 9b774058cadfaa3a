import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
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

/**
 * The one axios instance of a client. Query values are written by `encodeQuery` (the bytes the API
 * and its caches have always seen), and every failure reaches the caller as an ApiError.
 */
export function createHttp(options: HttpOptions): AxiosInstance {
  const http = axios.create({
    baseURL: options.baseURL,
    headers: options.headers,
    timeout: options.timeoutMs,
    adapter: options.adapter,
    paramsSerializer: { serialize: (params) => encodeQuery(params as Record<string, string>) },
  });
  http.interceptors.response.use(undefined, (error: unknown) => Promise.reject(fromAxiosError(error)));
  return http;
}

import { encodeBody } from './body';
import { linkCallSignal, unlessAborted, type CallSignal } from './callSignal';
import { abortFailure, httpFailure, networkFailure, timeoutFailure } from './failures';
import { parseBody } from './parseBody';
import type { FetchInit, FetchLike, FetchResponse, HttpRequest } from './types';
import { buildUrl } from './url';

export interface TransportOptions {
  baseURL: string;
  /** Sent with every request (Authorization, Accept). */
  headers: Record<string, string>;
  /** Whole-call budget: connection, answer and body. 0 means none. */
  timeoutMs: number;
  /** Defaults to the global `fetch`, looked up at each call. */
  fetch?: FetchLike;
}

export type Send = <T>(request: HttpRequest) => Promise<T>;

const globalFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

/** Why the call got no answer, as an ApiError. */
function noAnswer(error: unknown, call: CallSignal, request: HttpRequest, timeoutMs: number) {
  switch (call.firedBy()) {
    case 'timeout':
      return timeoutFailure(timeoutMs);
    case 'caller':
      return abortFailure(request.signal?.reason);
    default:
      return networkFailure(error);
  }
}

/** Sends requests with `fetch`; resolves with the parsed body of a 2xx answer, rejects with an ApiError. */
export function createTransport(options: TransportOptions): Send {
  const { baseURL, timeoutMs } = options;
  const doFetch = options.fetch ?? globalFetch;

  return async function send<T>(request: HttpRequest): Promise<T> {
    const headers: Record<string, string> = { ...options.headers };
    const init: Omit<FetchInit, 'signal'> = { method: request.method, headers };
    if (request.body !== undefined) {
      const encoded = encodeBody(request.body);
      headers['Content-Type'] = encoded.contentType;
      init.body = encoded.body;
    }
    Object.assign(headers, request.headers);
    const url = buildUrl(baseURL, request.path, request.query);

    const call = linkCallSignal(request.signal, timeoutMs);
    let response: FetchResponse;
    let text: string;
    try {
      if (call.signal.aborted) throw new Error('aborted before sending');
      response = await unlessAborted(doFetch(url, { ...init, signal: call.signal }), call.signal);
      text = await unlessAborted(response.text(), call.signal);
    } catch (error) {
      throw noAnswer(error, call, request, timeoutMs);
    } finally {
      call.release();
    }

    // Status 0 is an opaque answer, which carries nothing readable: as good as none.
    if (response.status === 0) throw networkFailure(undefined);
    const body = parseBody(text);
    if (response.status < 200 || response.status >= 300) throw httpFailure(response.status, body);
    return body as T;
  };
}

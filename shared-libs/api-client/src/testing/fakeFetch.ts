import type { FetchInit, FetchLike, FetchResponse } from '../http/types';

/** One request as the fake `fetch` received it, with the query decoded for easy assertions. */
export interface SentRequest {
  /** Exactly as passed to `fetch`. */
  url: string;
  method: string;
  pathname: string;
  /** The raw `?…` part, to check the encoding itself. */
  search: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

export interface FakeAnswer {
  status?: number;
  /** A string is sent as is; anything else as JSON. Defaults to an empty list envelope. */
  body?: unknown;
  /** `fetch` rejects as a browser does without a connection. */
  networkError?: boolean;
  /**
   * `answer`: no answer until the signal aborts (then an AbortError, like a real fetch);
   * `answer-ignoring-signal`: never any answer; `body`: headers arrive, the body never does.
   */
  hang?: 'answer' | 'answer-ignoring-signal' | 'body';
}

export function abortErrorOf(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(abortErrorOf(signal)));
  });
}

function answerText(body: unknown): string {
  if (body === undefined) return JSON.stringify({ data: { results: [], count: 0 } });
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** A fake `fetch` that records each request and answers from `answer` (fixed, or per request). */
export function fakeFetch(answer: FakeAnswer | ((request: SentRequest) => FakeAnswer) = {}) {
  const calls: SentRequest[] = [];
  const fetch: FetchLike = async (url: string, init: FetchInit): Promise<FetchResponse> => {
    const parsed = new URL(url, 'http://site.test');
    const request: SentRequest = {
      url,
      method: init.method,
      pathname: parsed.pathname,
      search: parsed.search,
      query: Object.fromEntries(parsed.searchParams.entries()),
      headers: { ...init.headers },
      body: init.body,
      signal: init.signal,
    };
    calls.push(request);
    const planned = typeof answer === 'function' ? answer(request) : answer;
    if (planned.hang === 'answer') return untilAborted(init.signal);
    if (planned.hang === 'answer-ignoring-signal') return new Promise<never>(() => undefined);
    if (planned.networkError) throw new TypeError('Failed to fetch');
    const text = answerText(planned.body);
    return {
      status: planned.status ?? 200,
      text: () => (planned.hang === 'body' ? untilAborted(init.signal) : Promise.resolve(text)),
    };
  };
  return { fetch, calls };
}

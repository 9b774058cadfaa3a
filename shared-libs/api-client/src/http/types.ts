/** What the transport hands to `fetch`: always a plain header record and, at most, a string body. */
export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/** The part of a `Response` the transport reads, so a test double needs no `Response` (jsdom has none). */
export type FetchResponse = Pick<Response, 'status' | 'text'>;

/** The browser's `fetch` fits this type; so does a small fake in a test. */
export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>;

/** A request body: an object sent as JSON, or flat values sent form-encoded. */
export type RequestBody = { json: unknown } | { form: object };

export interface HttpRequest {
  method: 'GET' | 'POST';
  /** Relative to the base URL, already percent-encoded (`web/page/coe/digestive`). */
  path: string;
  /** Final query values, in the order they are sent. */
  query?: Record<string, string>;
  body?: RequestBody;
  /** Added to (and overriding) the transport's default headers. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Languages the API answers in; Indonesian is the default. */
export type Lang = 'id' | 'en';

/** Every list answer: `{ data: { results, count } }`, `count` being the total before paging. */
export interface ListResult<T> {
  results: T[];
  count: number;
}
export interface ListEnvelope<T> {
  data: ListResult<T>;
}
/** Every single-item answer: `{ data: { ... } }`. */
export interface ItemEnvelope<T> {
  data: T;
}

export const FILTER_OPERATORS = ['=', '!=', 'in', 'not in', 'ilike'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export type FilterScalar = string | number | boolean | null;
export type FilterValue = FilterScalar | FilterScalar[];
/** One condition of the `filters` query parameter (sent as a JSON array of these). */
export type Filter = [field: string, operator: FilterOperator, value: FilterValue];

export interface PageQuery {
  offset?: number;
  limit?: number;
}
/** `order` is `"<field> asc|desc"`; fields and filter fields are allow-listed per resource. */
export interface ListQuery extends PageQuery {
  order?: string;
  filters?: Filter[];
}

export const MAX_LIST_LIMIT = 100;
export const DEFAULT_LIST_LIMIT = 20;

export const ERROR_CODES = [
  'bad_request',
  'invalid_filter',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'session_full',
  'session_unavailable',
  'duplicate_booking',
  /** A booking moved `MAX_RESCHEDULES` times already (docs/decisions.md, issue 24). */
  'reschedule_limit',
  'invalid_status',
  'registration_closed',
  'event_full',
  'meeting_not_open',
  'meeting_ended',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'booking_locked',
  'account_locked',
  'too_many_attempts',
  'wrong_code',
  'internal',
  'network',
] as const;
export type ApiErrorCode = (typeof ERROR_CODES)[number];

/** The error body: `{ error: { code, message, fields } }`; `fields` maps a field name to its message. */
export interface ApiErrorPayload {
  code: ApiErrorCode;
  message: string;
  fields?: Record<string, string>;
}
export interface ApiErrorBody {
  error: ApiErrorPayload;
}

export interface HealthStatus {
  status: 'ok';
  database: 'pglite' | 'postgres';
  uptime_seconds: number;
}

/** Rich text as data: the UI renders each block with its own markup. */
export type ContentBlock =
  | { type: 'heading'; text: string; level: 2 | 3 }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  | { type: 'quote'; text: string; cite?: string };

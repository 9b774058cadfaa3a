export * from './types';
export { createApiClient, DEFAULT_API_TOKEN, DEFAULT_PRODUCT } from './client';
export type { ApiClient, ApiClientOptions, CallOptions, AppointmentCallOptions } from './client';
export type { FetchInit, FetchLike, FetchResponse } from './http/types';
export { configureApi, api } from './defaultClient';
export { ApiError, isApiError, toApiError } from './errors';
export { toQueryParams, toFormBody } from './params';
export * from './signaling';
export * from './consultation';

export * from './types';
export { createApiClient, DEFAULT_API_TOKEN, DEFAULT_PRODUCT } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  CallOptions,
  AppointmentCallOptions,
  LiveQueueScope,
} from './client';
export { configureApi, api, siteApiOptions } from './defaultClient';
export { ApiError, isApiError, toApiError } from './errors';
export { toQueryParams, toFormBody } from './params';
export * from './signaling';
export * from './consultation';

// The payload types and constants are the API's contract (@hospital/contract); the apps get them here too.
export * from '@hospital/contract';
export { createApiClient } from './client';
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

import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

let current: ApiClient | null = null;

/** Configures the module-level client once per app (base URL, token, language source). */
export function configureApi(options: ApiClientOptions): ApiClient {
  current = createApiClient(options);
  return current;
}

/** The module-level client; defaults (`/api/`, public token) until `configureApi` is called. */
export function api(): ApiClient {
  if (!current) current = createApiClient();
  return current;
}

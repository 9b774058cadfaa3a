import { lastValue } from '@hospital/event-bus';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';
import type { Lang } from './types';

let current: ApiClient | null = null;

/**
 * The site's configuration, baked in by the build (webpack's DefinePlugin replaces `process.env.X`),
 * and the language of the page: the shell's locale as last published on the event bus. Every app of
 * the page therefore shares one client that sends `lang` with each call, with no set-up of its own.
 */
function siteDefaults(): ApiClientOptions {
  return {
    baseURL: process.env.API_BASE_URL || undefined,
    token: process.env.API_TOKEN || undefined,
    product: process.env.PRODUCT || undefined,
    getLang: (): Lang => lastValue('locale:changed')?.locale ?? 'id',
  };
}

/** Replaces the module-level client (tests, or a page that needs other settings). */
export function configureApi(options: ApiClientOptions): ApiClient {
  current = createApiClient({ ...siteDefaults(), ...options });
  return current;
}

/** The module-level client, configured from the build and following the page's locale. */
export function api(): ApiClient {
  if (!current) current = createApiClient(siteDefaults());
  return current;
}

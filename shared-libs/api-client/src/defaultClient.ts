import { currentLocale } from '@hospital/i18n';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

let current: ApiClient | null = null;

/**
 * The site's configuration, baked in by the build (webpack's DefinePlugin replaces `process.env.X`).
 * On the server the site server passes its own base address instead (an absolute URL).
 */
export function siteApiOptions(): ApiClientOptions {
  return {
    baseURL: process.env.API_BASE_URL || undefined,
    token: process.env.API_TOKEN || undefined,
    product: process.env.PRODUCT || undefined,
  };
}

/** Replaces the browser's client (tests, or a page that needs other settings). */
export function configureApi(options: ApiClientOptions): ApiClient {
  current = createApiClient({ ...siteApiOptions(), lang: currentLocale(), ...options });
  return current;
}

/**
 * The browser's client, in the page's language (the language is part of the URL, so it never changes
 * while a page is open). Never used on the server, where each request gets its own client: components
 * read theirs with `useApi()` from @hospital/remote-kit.
 */
export function api(): ApiClient {
  if (!current) current = createApiClient({ ...siteApiOptions(), lang: currentLocale() });
  return current;
}

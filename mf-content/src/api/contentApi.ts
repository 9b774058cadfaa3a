import { createApiClient, type ApiClient } from '@hospital/api-client';
import { currentLocale } from '@hospital/i18n';

let client: ApiClient | null = null;

/**
 * The typed SPEC 7 client of @hospital/api-client, configured to send the site's current language
 * (`lang`) with every call: the shared default `api()` sends none, so the API would fall back to the
 * browser's Accept-Language and could answer in the other language than the page shows.
 */
export function contentApi(): ApiClient {
  if (!client) {
    client = createApiClient({
      baseURL: process.env.API_BASE_URL || '/api/',
      token: process.env.API_TOKEN || undefined,
      product: process.env.PRODUCT || undefined,
      getLang: currentLocale,
    });
  }
  return client;
}

import { createApiClient, type ApiClient } from '@hospital/api-client';
import { currentLocale } from '@hospital/i18n';

let client: ApiClient | null = null;

/**
 * The typed API client of this remote. The shared default `api()` sends no language, so speciality,
 * poli and leave texts would follow the browser's Accept-Language instead of the site's locale.
 * This one sends `lang` with every call; the configuration is the same as the rest of the site.
 */
export function doctorsApi(): ApiClient {
  client ??= createApiClient({
    baseURL: process.env.API_BASE_URL,
    token: process.env.API_TOKEN,
    product: process.env.PRODUCT,
    getLang: currentLocale,
  });
  return client;
}

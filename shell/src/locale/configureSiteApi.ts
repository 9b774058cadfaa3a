import { configureApi } from '@hospital/api-client';
import { currentLocale } from '@hospital/i18n';

/**
 * The API client is a shared singleton, so this one configuration (base URL, token, brand code from
 * the build, language from the locale) serves the shell and every remote: each call carries `lang`.
 */
export function configureSiteApi(): void {
  configureApi({
    baseURL: process.env.API_BASE_URL || '/api/',
    token: process.env.API_TOKEN || undefined,
    product: process.env.PRODUCT || undefined,
    getLang: currentLocale,
  });
}

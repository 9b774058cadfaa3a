import { api, type ApiClient } from '@hospital/api-client';

/**
 * This remote's API client: the site-wide `api()` (configured by the build, sends the page's language
 * with every call). A named seam so tests can replace the remote's data source in one place.
 */
export function doctorsApi(): ApiClient {
  return api();
}

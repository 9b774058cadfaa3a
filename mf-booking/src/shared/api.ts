import { api, type ApiClient } from '@hospital/api-client';

/**
 * The API client this remote uses: the site's shared `api()` (configured by the build, sending the
 * page's language with every call). One seam, so component tests can replace it.
 */
export function bookingApi(): ApiClient {
  return api();
}

/** The public token and product name the site's API client sends, and the API accepts by default. */
export const DEFAULT_API_TOKEN = 'medika-web-public-2026';
export const DEFAULT_PRODUCT = 'medika';

import { currentLocale, isLocale, LOCALE_QUERY_PARAM, resolveInitialLocale, setLocale } from '@hospital/i18n';

/** A `?lang=en|id` on a URL reached later (a shared link opened in-app) switches the locale too. */
function applyLangFromUrl(): void {
  const requested = new URLSearchParams(window.location.search).get(LOCALE_QUERY_PARAM);
  if (isLocale(requested) && requested !== currentLocale()) setLocale(requested);
}

/**
 * The shell owns the locale (ARCHITECTURE 5): `?lang=` wins, then the stored choice, then Indonesian.
 * Publishing it once here lets every remote's i18n instance, and the shared API client, pick it up by replay.
 */
export function initLocale(): void {
  setLocale(resolveInitialLocale({ search: window.location.search, storage: window.localStorage }));
  window.addEventListener('single-spa:before-routing-event', applyLangFromUrl);
}

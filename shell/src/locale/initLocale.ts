import { resolveInitialLocale, setLocale } from '@hospital/i18n';

/**
 * The shell owns the locale (ARCHITECTURE 5): `?lang=` wins, then the stored choice, then Indonesian.
 * Publishing it once here lets every remote's i18n instance pick it up by replay.
 */
export function initLocale(): void {
  setLocale(resolveInitialLocale({ search: window.location.search, storage: window.localStorage }));
}

import { useTranslation } from 'react-i18next';
import { isLocale, DEFAULT_LOCALE, type Locale } from './locale';

/*
 * The React binding is react-i18next. `@hospital/i18n` is a Module Federation singleton and re-exports
 * the two pieces the apps use, so each page downloads that part once (react-i18next shared whole is
 * about 11 KB gzip, these two about 4 KB). Each app wraps its tree in `I18nextProvider` with its own
 * instance (from `createAppI18n`, or `createFixedI18n` on the server).
 */
export { I18nextProvider, useTranslation } from 'react-i18next';
export type { UseTranslationResponse, I18nextProviderProps } from 'react-i18next';

/** The language of the app's instance above: the page's language, the same on the server and in the browser. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export {
  SUPPORTED_LOCALES,
  DEFAULT_LOCALE,
  LOCALE_QUERY_PARAM,
  isLocale,
  localeBasename,
  splitLocalePath,
  localePath,
  locationLocale,
  setLocale,
  initLocale,
  currentLocale,
} from './locale';
export type { Locale, LocalePath, SetLocaleTargets } from './locale';
export type { Dict, DictShape, BilingualDict, DictLoader, AppResources } from './dictionary';
export { commonDictionary, COMMON_NAMESPACE } from './dictionaries/common';
export { commonId } from './dictionaries/common.id';
export { commonEn } from './dictionaries/common.en';
export { createAppI18n, createFixedI18n, createFixedI18nSync, detachAppI18n } from './createAppI18n';
export type { AppI18nOptions } from './createAppI18n';
export { whenReady, loadLanguage } from './lazyLanguages';
export { I18nextProvider, useTranslation, useLocale } from './react';
export type { I18nextProviderProps, UseTranslationResponse } from './react';

import { subscribe } from '@hospital/event-bus';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { currentLocale, DEFAULT_LOCALE, type Locale } from './locale';

export { I18nextProvider, useTranslation } from 'react-i18next';

export interface I18nProviderProps {
  /** The app's own instance from `createAppI18n`. */
  i18n: i18n;
  children?: ReactNode;
}

/** Binds `useTranslation()` in this app's tree to the app's own instance and namespace. */
export function I18nProvider({ i18n: instance, children }: I18nProviderProps) {
  const { defaultNS } = instance.options;
  const ns =
    typeof defaultNS === 'string' ? defaultNS : Array.isArray(defaultNS) ? [...defaultNS] : undefined;
  return (
    <I18nextProvider i18n={instance} defaultNS={ns}>
      {children}
    </I18nextProvider>
  );
}

function subscribeLocale(onChange: () => void): () => void {
  return subscribe('locale:changed', onChange);
}

function serverLocale(): Locale {
  return DEFAULT_LOCALE;
}

/** The current locale; re-renders when `locale:changed` is published. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, currentLocale, serverLocale);
}

import type { AppI18nOptions } from '@hospital/i18n';
import { id } from './id';

export const NAMESPACE = 'doctors';

/**
 * This remote's texts. English is its own chunk, fetched only when the page is English (docs/decisions.md, issue 9); the
 * server renderer has it inline. Both dictionaries together, for the parity tests: ./dictionaries.
 */
export const i18nOptions: AppI18nOptions = {
  namespace: NAMESPACE,
  resources: { id, en: () => import(/* webpackChunkName: "doctors-en" */ './en').then((m) => m.en) },
};

/** The part of i18next's `t` that helpers outside components need. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

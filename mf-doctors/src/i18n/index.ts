import { createAppI18n } from '@hospital/i18n';
import { id } from './id';

export const NAMESPACE = 'doctors';
// English is its own chunk, fetched only when the locale is or becomes English (issue 9). Both
// dictionaries together, for the parity tests: ./dictionaries.
export const i18n = createAppI18n({
  namespace: NAMESPACE,
  resources: { id, en: () => import(/* webpackChunkName: "doctors-en" */ './en').then((m) => m.en) },
});

/** The part of i18next's `t` that helpers outside components need. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

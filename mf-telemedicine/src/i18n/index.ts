import { createAppI18n } from '@hospital/i18n';
import { id } from './id';

export const NAMESPACE = 'telemedicine';
// English is its own chunk, fetched only when the locale is or becomes English (issue 9). Both
// dictionaries together, for the parity tests: ./dictionaries.
export const i18n = createAppI18n({
  namespace: NAMESPACE,
  resources: { id, en: () => import(/* webpackChunkName: "telemedicine-en" */ './en').then((m) => m.en) },
});

import type { AppI18nOptions } from '@hospital/i18n';
import { shellId } from './shell.id';

export const SHELL_NAMESPACE = 'shell';

/**
 * The shell's texts. English is its own chunk, fetched only when the page is English (docs/decisions.md, issue 9);
 * bootstrap waits for it before the chrome hydrates. Both dictionaries together, for the parity
 * tests: ./dictionaries.
 */
export const shellI18nOptions: AppI18nOptions = {
  namespace: SHELL_NAMESPACE,
  resources: {
    id: shellId,
    en: () => import(/* webpackChunkName: "shell-en" */ './shell.en').then((m) => m.shellEn),
  },
};

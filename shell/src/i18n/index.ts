import { createAppI18n } from '@hospital/i18n';
import { shellId } from './shell.id';

export const SHELL_NAMESPACE = 'shell';

/**
 * The shell's own i18next instance; it follows `locale:changed` like every remote's. English is its
 * own chunk, fetched only when the locale is or becomes English (issue 9); bootstrap waits for it
 * before the chrome's first render. Both dictionaries together, for the parity tests: ./dictionaries.
 */
export const shellI18n = createAppI18n({
  namespace: SHELL_NAMESPACE,
  resources: {
    id: shellId,
    en: () => import(/* webpackChunkName: "shell-en" */ './shell.en').then((m) => m.shellEn),
  },
});

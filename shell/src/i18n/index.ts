import { createAppI18n } from '@hospital/i18n';
import { shellId } from './shell.id';
import { shellEn } from './shell.en';

export const SHELL_NAMESPACE = 'shell';

/** The shell's own i18next instance; it follows `locale:changed` like every remote's. */
export const shellI18n = createAppI18n({
  namespace: SHELL_NAMESPACE,
  resources: { id: shellId, en: shellEn },
});

export const shellDictionaries = { id: shellId, en: shellEn };

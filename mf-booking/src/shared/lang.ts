import { useTranslation } from '@hospital/i18n';
import type { Lang } from '@hospital/domain';

export function toLang(language: string | undefined): Lang {
  return language === 'en' ? 'en' : 'id';
}

/** The current language of this remote; components re-render when it changes. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return toLang(i18n.language);
}

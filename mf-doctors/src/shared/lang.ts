import { useLocale } from '@hospital/i18n';
import type { Lang } from '@hospital/domain/lang';

/** BCP 47 tags for Intl: British English writes "21 November", as Indonesian does. */
export const INTL_LOCALES: Record<Lang, string> = { id: 'id-ID', en: 'en-GB' };

/** The site's language, re-rendering when the shell switches it. */
export function useLang(): Lang {
  return useLocale() === 'en' ? 'en' : 'id';
}

import { useLocale } from '@hospital/i18n';
import type { Lang } from '@hospital/domain';

/** The site's current language (`Lang`), following the shell's `locale:changed`. */
export function useLang(): Lang {
  return useLocale();
}

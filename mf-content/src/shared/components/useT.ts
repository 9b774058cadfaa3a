import { useTranslation } from '@hospital/i18n';
import { NAMESPACE } from '../../i18n';

/** `t` of this remote's namespace (falls back to `common`). */
export function useT() {
  return useTranslation(NAMESPACE).t;
}

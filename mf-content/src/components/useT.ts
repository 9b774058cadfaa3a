import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/** `t` of this remote's namespace (falls back to `common`). */
export function useT() {
  return useTranslation(NAMESPACE).t;
}

import { useTranslation } from '@hospital/i18n';
import type { MenuNode } from '@hospital/api-client';
import { api } from '@hospital/api-client';
import { SHELL_NAMESPACE } from '../../i18n';
import { useLocalizedData } from '../common/useLocalizedData';
import { fallbackMenu } from './fallbackMenu';
import { sortMenu } from './sortMenu';

export interface MenuState {
  nodes: MenuNode[];
  /** `fallback` until `web/menu` answered with a non-empty tree, and whenever it fails. */
  source: 'api' | 'fallback';
}

/** The main menu from `GET web/menu` in the current language; the static tree while loading or on failure. */
export function useMenu(): MenuState {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { data } = useLocalizedData(async (signal) => {
    const { results } = await api().getMenu({ signal });
    return sortMenu(results);
  }, 'web/menu');
  if (data && data.length > 0) return { nodes: data, source: 'api' };
  return { nodes: fallbackMenu((key) => t(`menu.${key}`)), source: 'fallback' };
}

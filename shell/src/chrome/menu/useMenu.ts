import { useQuery } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { SHELL_NAMESPACE } from '../../i18n';
import { menuQuery } from '../data/queries';
import { fallbackMenu } from './fallbackMenu';
import type { MenuEntry } from './sortMenu';

export interface MenuState {
  nodes: MenuEntry[];
  /** `fallback` until `web/menu` answered with a non-empty tree, and whenever it fails. */
  source: 'api' | 'fallback';
}

/** The main menu from `GET web/menu`; the static tree while loading or on failure (docs/product-rules.md §8: no message). */
export function useMenu(): MenuState {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { data } = useQuery(menuQuery(useApi()));
  if (data && data.length > 0) return { nodes: data, source: 'api' };
  return { nodes: fallbackMenu((key) => t(`menu.${key}`)), source: 'fallback' };
}

import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { useOnDemandPanel } from '../lazy/useOnDemandPanel';
import { warmOnIntent } from '../lazy/warmOnIntent';
import { MenuIcon } from '../icons/icons';
import type { MenuState } from '../menu/useMenu';
import { mobileMenuPanelChunk } from './mobileMenuPanelChunk';
import styles from './MobileMenu.module.css';

/**
 * The hamburger of docs/product-rules.md §2. Its panel (MobileMenuPanel) downloads on first opening, warmed on intent;
 * meanwhile the hamburger is busy, and Escape or a route change cancels the opening. A failed download
 * leaves the menu closed and shows the load-failure notice; pressing the hamburger again retries.
 */
export function MobileMenu({ menu, pathname }: { menu: MenuState; pathname: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { open, setOpen, module } = useOnDemandPanel(mobileMenuPanelChunk, pathname);
  const panelId = `mobile-menu${useId()}`;
  const Panel = open ? module?.MobileMenuPanel : undefined;
  const busy = open && !Panel;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (busy && event.key === 'Escape') setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={styles.hamburger}
        aria-expanded={Boolean(Panel)}
        aria-controls={panelId}
        aria-busy={busy || undefined}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        {...warmOnIntent(mobileMenuPanelChunk)}
      >
        <MenuIcon />
        <span className="visually-hidden">{t('menu.open')}</span>
      </button>
      {Panel && <Panel id={panelId} menu={menu} pathname={pathname} onClose={() => setOpen(false)} />}
    </>
  );
}

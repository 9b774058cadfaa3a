import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { CloseIcon, MenuIcon, PhoneIcon } from '../icons/icons';
import { MenuTree } from '../menu/MenuTree';
import type { MenuState } from '../menu/useMenu';
import { ChromeLink } from '../common/ChromeLink';
import { DialogLink } from '../contact/DialogLink';
import { EmergencyCalls } from './EmergencyCalls';
import { LanguageSelector } from './LanguageSelector';
import { SearchForm } from './SearchForm';
import styles from './MobileMenu.module.css';

/** The emergency page (mf-content's route; `/igd` redirects to it). */
const EMERGENCY_PAGE = '/services/igd';

/**
 * The hamburger of docs/product-rules.md §2 and its slide-in panel, as a `<details>`: the server sends the
 * whole menu (search, links, language, call us), so it opens and every link in it works before the
 * scripts have run, or without them (docs/decisions.md, issue 25); the hamburger turns into the close
 * button, above the panel. Once the scripts run, React keeps it: Escape, the backdrop, leaving it with
 * the keyboard and any route change close it, and Escape gives focus back to the hamburger.
 */
export function MobileMenu({ menu, pathname }: { menu: MenuState; pathname: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  // Opened before the scripts took the page over: it stays open, now as React's state.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) summaryRef.current?.focus();
  };
  // React keeps `open`: the browser's own toggle would change the element behind its back.
  const toggle = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setOpen(!open);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    // MenuTree stops Escape while one of its groups is open, so the first Escape closes the group only.
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || !open) return;
    event.stopPropagation();
    close(true);
  };
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <details
      ref={detailsRef}
      className={styles.menu}
      data-mobile-menu=""
      // The visitor may open it before the scripts take the page over: `open` is then theirs, not a
      // mismatch (the effect above makes it React's state).
      suppressHydrationWarning
      open={open}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <summary ref={summaryRef} className={styles.hamburger} onClick={toggle}>
        <MenuIcon className={styles.whenClosed} />
        <CloseIcon className={styles.whenOpen} />
        <span className={`visually-hidden ${styles.whenClosed}`}>{t('menu.open')}</span>
        <span className={`visually-hidden ${styles.whenOpen}`}>{t('menu.close')}</span>
      </summary>
      <div
        className={styles.backdrop}
        onClick={(event) => event.target === event.currentTarget && close(false)}
      >
        <div className={styles.panel}>
          <p className={styles.title}>{t('menu.title')}</p>
          <div className={styles.body}>
            <EmergencyCalls variant="menu" />
            <ChromeLink href={EMERGENCY_PAGE} className={styles.emergencyPage}>
              {t('emergencyCalls.page')}
            </ChromeLink>
            <SearchForm onSearched={() => setOpen(false)} />
            <MenuTree
              nodes={menu.nodes}
              source={menu.source}
              variant="drawer"
              label={t('menu.label')}
              pathname={pathname}
              onNavigate={() => setOpen(false)}
            />
            <div className={styles.extras}>
              <LanguageSelector />
              <DialogLink dialog="call-us" className={styles.callUs} onOpen={() => close(true)}>
                <PhoneIcon size={20} />
                {t('hotline.callUs')}
              </DialogLink>
            </div>
          </div>
        </div>
      </div>
    </details>
  );
}

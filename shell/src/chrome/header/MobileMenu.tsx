import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBodyScrollLock, useFocusTrap, useReturnFocus } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../../i18n';
import { useDialogStore } from '../contact/dialogStore';
import { CloseIcon, MenuIcon, PhoneIcon } from '../icons/icons';
import { MenuTree } from '../menu/MenuTree';
import type { MenuState } from '../menu/useMenu';
import { LanguageSelector } from './LanguageSelector';
import { SearchForm } from './SearchForm';
import styles from './MobileMenu.module.css';

/**
 * The hamburger and its slide-in panel (SPEC 2): a modal panel with focus trapped inside, closed by
 * Escape, by the close button and by any route change; focus then returns to the hamburger.
 */
export function MobileMenu({ menu, pathname }: { menu: MenuState; pathname: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }
  const panelId = `mobile-menu${useId()}`;
  return (
    <>
      <button
        type="button"
        className={styles.hamburger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span className="visually-hidden">{t('menu.open')}</span>
      </button>
      {open && <Drawer id={panelId} menu={menu} pathname={pathname} onClose={() => setOpen(false)} />}
    </>
  );
}

function Drawer({
  id,
  menu,
  pathname,
  onClose,
}: {
  id: string;
  menu: MenuState;
  pathname: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const openCallUs = useDialogStore((s) => s.openCallUs);
  useReturnFocus(true);
  useFocusTrap(panelRef, true, { initialFocus: () => panelRef.current });
  useBodyScrollLock(true);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // MenuTree stops Escape while one of its groups is open, so the first Escape closes the group only.
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    onClose();
  };

  return createPortal(
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <p id={titleId} className={styles.title}>
            {t('menu.title')}
          </p>
          <button type="button" className={styles.close} onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{t('menu.close')}</span>
          </button>
        </div>
        <div className={styles.body}>
          <SearchForm onSearched={onClose} />
          <MenuTree
            nodes={menu.nodes}
            source={menu.source}
            variant="drawer"
            label={t('menu.label')}
            pathname={pathname}
            onNavigate={onClose}
          />
          <div className={styles.extras}>
            <LanguageSelector />
            <button
              type="button"
              className={styles.callUs}
              onClick={() => {
                onClose();
                // After the panel has handed focus back to the hamburger, so the dialog returns it there too.
                setTimeout(openCallUs, 0);
              }}
            >
              <PhoneIcon size={20} />
              {t('hotline.callUs')}
            </button>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}

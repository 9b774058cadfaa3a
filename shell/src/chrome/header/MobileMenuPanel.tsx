import { useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@hospital/i18n';
import { useBodyScrollLock, useFocusTrap, useReturnFocus } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../../i18n';
import { contactDialogsChunk } from '../contact/contactDialogsChunk';
import { useDialogStore } from '../contact/dialogStore';
import { warmOnIntent } from '../lazy/warmOnIntent';
import { CloseIcon, PhoneIcon } from '../icons/icons';
import { MenuTree } from '../menu/MenuTree';
import type { MenuState } from '../menu/useMenu';
import { LanguageSelector } from './LanguageSelector';
import { SearchForm } from './SearchForm';
import styles from './MobileMenuPanel.module.css';

export interface MobileMenuPanelProps {
  id: string;
  menu: MenuState;
  pathname: string;
  onClose: () => void;
}

/**
 * The mobile menu's slide-in panel (docs/product-rules.md §2), loaded on first opening: a modal panel with focus trapped
 * inside, closed by Escape, by the close button and by any route change (MobileMenu); focus then
 * returns to the hamburger, which still had it while this code downloaded.
 */
export function MobileMenuPanel({ id, menu, pathname, onClose }: MobileMenuPanelProps) {
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
              {...warmOnIntent(contactDialogsChunk)}
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

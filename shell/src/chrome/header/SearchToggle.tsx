import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../i18n';
import { CloseIcon, SearchIcon } from '../icons/icons';
import { SearchForm } from './SearchForm';
import styles from './TopBar.module.css';

/** A search button that reveals the search field under the bar; closes on Escape, search or route change. */
export function SearchToggle({ pathname }: { pathname: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }
  const panelId = `search-panel${useId()}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
        <span className="visually-hidden">{open ? t('search.close') : t('search.open')}</span>
      </button>
      <div id={panelId} className={styles.searchRow} hidden={!open} onKeyDown={onKeyDown}>
        <div className={styles.searchInner}>
          <SearchForm inputRef={inputRef} onSearched={() => setOpen(false)} />
        </div>
      </div>
    </>
  );
}

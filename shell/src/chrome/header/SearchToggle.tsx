import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { CloseIcon, SearchIcon } from '../icons/icons';
import { SearchForm } from './SearchForm';
import styles from './TopBar.module.css';

/**
 * A search button that reveals the search field under the bar, as a `<details>`: the server sends the
 * field (a GET form to /search), so it opens and searches before the scripts have run, or without them
 * (docs/decisions.md, issue 25). Once they run, React keeps it: the field is focused when it opens, and
 * Escape, a search or a route change close it.
 */
export function SearchToggle({ pathname }: { pathname: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusField = useRef(false);

  // Opened before the scripts took the page over: it stays open, now as React's state.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (open && focusField.current) inputRef.current?.focus();
    focusField.current = false;
  }, [open]);

  // React keeps `open`: the browser's own toggle would change the element behind its back.
  const toggle = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    focusField.current = !open;
    setOpen(!open);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    summaryRef.current?.focus();
  };

  return (
    // The visitor may open it before the scripts take the page over: `open` is then theirs, not a
    // mismatch (the effect above makes it React's state).
    <details
      ref={detailsRef}
      className={styles.search}
      suppressHydrationWarning
      open={open}
      onKeyDown={onKeyDown}
    >
      <summary ref={summaryRef} className={styles.iconButton} onClick={toggle}>
        <SearchIcon className={styles.whenClosed} />
        <CloseIcon className={styles.whenOpen} />
        <span className={`visually-hidden ${styles.whenClosed}`}>{t('search.open')}</span>
        <span className={`visually-hidden ${styles.whenOpen}`}>{t('search.close')}</span>
      </summary>
      <div className={styles.searchRow}>
        <div className={styles.searchInner}>
          <SearchForm inputRef={inputRef} onSearched={() => setOpen(false)} />
        </div>
      </div>
    </details>
  );
}

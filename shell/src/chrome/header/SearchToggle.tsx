import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@hospital/i18n';
import { SHELL_NAMESPACE } from '../../i18n';
import { CloseIcon, SearchIcon } from '../icons/icons';
import { useOnDemandPanel } from '../lazy/useOnDemandPanel';
import { warmOnIntent } from '../lazy/warmOnIntent';
import { searchFormChunk } from './searchFormChunk';
import styles from './TopBar.module.css';

/**
 * A search button that reveals the search field under the bar; closes on Escape, search or route change.
 * The field's code downloads on first opening (warmed on intent); the button is busy meanwhile, and the
 * row appears with the field focused once it is in. A failed download shows the load-failure notice.
 */
export function SearchToggle({ pathname }: { pathname: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { open, setOpen, module } = useOnDemandPanel(searchFormChunk, pathname);
  const panelId = `search-panel${useId()}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const SearchForm = module?.SearchForm;
  const shown = open && SearchForm !== undefined;
  const busy = open && !shown;

  useEffect(() => {
    if (shown) inputRef.current?.focus();
  }, [shown]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && (shown || busy)) close();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={shown}
        aria-controls={panelId}
        aria-busy={busy || undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={onKeyDown}
        {...warmOnIntent(searchFormChunk)}
      >
        {shown ? <CloseIcon /> : <SearchIcon />}
        <span className="visually-hidden">{shown ? t('search.close') : t('search.open')}</span>
      </button>
      <div id={panelId} className={styles.searchRow} hidden={!shown} onKeyDown={onKeyDown}>
        <div className={styles.searchInner}>
          {SearchForm && <SearchForm inputRef={inputRef} onSearched={() => setOpen(false)} />}
        </div>
      </div>
    </>
  );
}

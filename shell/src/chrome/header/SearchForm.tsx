import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from '@hospital/i18n';
import { useSiteHref } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../../i18n';
import { navigateToPath } from '../common/navigation';
import { SearchIcon } from '../icons/icons';
import styles from './SearchForm.module.css';

function searchHref(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}

/** docs/product-rules.md §2 "Top bar": a labelled search field that sends the visitor to `/search?q=`. */
export function SearchForm({
  inputRef,
  onSearched,
}: {
  inputRef?: Ref<HTMLInputElement>;
  onSearched?: () => void;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const inputId = useId();
  const toHref = useSiteHref();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query.trim()) return;
    navigateToPath(searchHref(query));
    setQuery('');
    onSearched?.();
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit} action={toHref('/search')}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="search"
        className={styles.input}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        <span className={styles.submitText}>{t('search.submit')}</span>
      </button>
    </form>
  );
}

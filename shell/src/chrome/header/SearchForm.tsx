import { useId, type FormEvent, type Ref } from 'react';
import { useTranslation } from '@hospital/i18n';
import { useSiteHref } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../../i18n';
import { navigateToPath } from '../common/navigation';
import { SearchIcon } from '../icons/icons';
import styles from './SearchForm.module.css';

function searchHref(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}

/**
 * docs/product-rules.md §2 "Top bar": a labelled search field that sends the visitor to `/search?q=`. A
 * GET form, so it searches before the scripts have run or without them (docs/decisions.md, issue 25);
 * with them, the search opens without a reload. The field is the browser's (uncontrolled): what the
 * visitor typed before the scripts took the page over is what is searched.
 */
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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const query = String(new FormData(form).get('q') ?? '');
    if (!query.trim()) return;
    navigateToPath(searchHref(query));
    form.reset();
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
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        <span className={styles.submitText}>{t('search.submit')}</span>
      </button>
    </form>
  );
}

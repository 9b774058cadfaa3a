import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import type { SearchSuggestion } from '@hospital/api-client';
import { useTranslation } from '@hospital/i18n';
import { useApi, useInteractive } from '@hospital/remote-kit';
import { useSiteHref } from '@hospital/ui';
import { SHELL_NAMESPACE } from '../../i18n';
import { navigateToPath } from '../common/navigation';
import { SearchIcon } from '../icons/icons';
import styles from './SearchForm.module.css';

function searchHref(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}

/** Shorter than this, nothing is suggested (as the API answers). */
const SUGGEST_MIN = 2;
/** Typing pauses this long before the suggestions are asked for. */
const SUGGEST_DELAY_MS = 150;

/**
 * The suggestions for what is typed, asked for after a pause; an older answer never replaces a newer
 * one, and a failed request leaves the plain search (the form) as it is.
 */
function useSuggestions(typed: string): SearchSuggestion[] {
  const api = useApi();
  const [found, setFound] = useState<{ q: string; list: SearchSuggestion[] }>({ q: '', list: [] });
  const q = typed.trim();
  useEffect(() => {
    if (q.length < SUGGEST_MIN) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .suggestSearch(q, { signal: controller.signal })
        .then((answer) => setFound({ q, list: answer.results }))
        .catch(() => setFound({ q, list: [] }));
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, q]);
  return q.length >= SUGGEST_MIN && found.q === q ? found.list : [];
}

/**
 * docs/product-rules.md §2 "Top bar": a labelled search field that sends the visitor to `/search?q=`. A
 * GET form, so it searches before the scripts have run or without them (docs/decisions.md, issue 25);
 * with them, the search opens without a reload. The field is the browser's (uncontrolled): what the
 * visitor typed before the scripts took the page over is what is searched.
 *
 * With the scripts, the field is a combobox (WAI-ARIA's list autocomplete pattern) offering complaints,
 * specialities and doctors while typing (docs/decisions.md, issue 26 — symptom search): the arrows
 * move through them, Enter opens the one chosen (or searches what is typed), Escape closes the list.
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
  const listId = useId();
  const toHref = useSiteHref();
  const formRef = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Without the scripts (or before they take the page over) the field is a plain search field.
  const interactive = useInteractive();
  const suggestions = useSuggestions(interactive ? typed : '');
  const expanded = open && suggestions.length > 0;
  const activeSuggestion = expanded ? suggestions[active] : undefined;

  const finish = () => {
    formRef.current?.reset();
    setTyped('');
    setOpen(false);
    setActive(-1);
    onSearched?.();
  };
  const choose = (suggestion: SearchSuggestion) => {
    navigateToPath(suggestion.path);
    finish();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeSuggestion) {
      choose(activeSuggestion);
      return;
    }
    const query = String(new FormData(event.currentTarget).get('q') ?? '');
    if (!query.trim()) return;
    navigateToPath(searchHref(query));
    finish();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && expanded) {
      // Closes the list only; a second Escape is the page's (e.g. closing the search panel).
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((i) => {
        if (!expanded) return step > 0 ? 0 : suggestions.length - 1;
        const next = i + step;
        return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
      });
    }
  };

  return (
    <form ref={formRef} role="search" className={styles.form} onSubmit={submit} action={toHref('/search')}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          className={styles.input}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          {...(interactive
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list',
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-activedescendant': activeSuggestion ? `${listId}-${active}` : undefined,
                onKeyDown,
                onBlur: () => setOpen(false),
                onFocus: () => setOpen(true),
              }
            : {})}
          onInput={(event) => {
            setTyped(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
        />
        {interactive && (
          <>
            <ul
              id={listId}
              role="listbox"
              aria-label={t('search.suggestions')}
              className={styles.suggestions}
              hidden={!expanded}
            >
              {expanded &&
                suggestions.map((s, i) => (
                  <li
                    key={`${s.kind}:${s.path}`}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className={styles.option}
                    // Keeps the focus in the field so the choice is not lost to its blur.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(s)}
                  >
                    <span className={styles.optionText}>{s.text}</span>
                    {s.hint && (
                      <span className={styles.optionHint}>
                        {s.emergency && (
                          <strong className={styles.emergency}>{t('search.emergency')} · </strong>
                        )}
                        {s.hint}
                      </span>
                    )}
                  </li>
                ))}
            </ul>
            <span className="visually-hidden" role="status" aria-live="polite">
              {expanded ? t('search.suggestionCount', { count: suggestions.length }) : ''}
            </span>
          </>
        )}
      </div>
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        <span className={styles.submitText}>{t('search.submit')}</span>
      </button>
    </form>
  );
}

import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '@hospital/i18n';
import styles from './ErrorSummary.module.css';

export interface ErrorSummaryItem {
  /** The id of the field, or of the group holding it, that the item's link leads to. */
  id: string;
  /** The field's label: "This field is required." alone would not say which field. */
  label: string;
  message: string;
  /** Moves focus to the field when it is not simply the element `id` (or the first control in it). */
  focus?: () => void;
}

/**
 * Focuses the field of an error: the element itself when it is a control, else the control inside it
 * that the user would land on (the checked radio, the first enabled one, the calendar's day in the tab
 * order). Centred, so its label above it and the sticky top bar never hide what is to be fixed.
 */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const control = element.matches('input, select, textarea, button')
    ? element
    : element.querySelector<HTMLElement>(
        'input:checked, input:not(:disabled), select, textarea, button[tabindex="0"]',
      );
  const target = control ?? element;
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center' });
}

interface ErrorSummaryState {
  items: readonly ErrorSummaryItem[];
  /** Counts the failed submits: each one moves focus to the summary. */
  attempt: number;
}

/**
 * The errors of a step as they were when its submit failed. They stay as they are until the next
 * submit (as in the GOV.UK pattern): an alert whose text changed at every keystroke would be read out
 * again and again, and each field says by itself when it is fixed.
 */
export function useErrorSummary(initial: readonly ErrorSummaryItem[] = []) {
  // `initial`: the errors the server answered the post with (no JavaScript then): shown, not focused.
  const [state, setState] = useState<ErrorSummaryState>(() => ({ items: initial, attempt: 0 }));
  const show = useCallback(
    (items: readonly ErrorSummaryItem[]) =>
      setState((previous) => ({ items, attempt: previous.attempt + 1 })),
    [],
  );
  return { ...state, show };
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  attempt: number;
}

/**
 * At the top of a step whose submit failed (docs/decisions.md, issue 15 item 9): how many things to fix, each a link that
 * moves focus to its field. It takes focus itself, so a screen reader reads it out and a keyboard user
 * goes from it to the first field in one Tab.
 */
export function ErrorSummary({ items, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const titleId = `error-summary${useId()}`;
  const box = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;

  useEffect(() => {
    if (shown && attempt > 0) box.current?.focus();
  }, [shown, attempt]);

  if (!shown) return null;
  const follow = (item: ErrorSummaryItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (item.focus) item.focus();
    else focusField(item.id);
  };
  return (
    <div ref={box} className={styles.summary} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId} className={styles.title}>
        {t('errorSummary.title', { count: items.length })}
      </h3>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={follow(item)} className={styles.link}>
              {`${item.label}: ${item.message}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import styles from './ErrorSummary.module.css';

export interface ErrorSummaryEntry {
  /** The id of the field (or of the group holding it) the entry's link leads to. */
  id: string;
  /** The field's label: "This field is required." alone would not say which field. */
  label: ReactNode;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  /** "There are 2 things to fix" in the page's language. */
  title: ReactNode;
  entries: readonly ErrorSummaryEntry[];
  className?: string;
}

/**
 * The top of a form the server answered with what to fix (a post sent without JavaScript,
 * docs/decisions.md, issue 25): how many things, each a link to its field by fragment, which needs no
 * script (GOV.UK's error summary). Nothing when there is nothing to fix.
 */
export function ErrorSummary({ title, entries, className }: ErrorSummaryProps) {
  if (entries.length === 0) return null;
  return (
    <Alert variant="error" title={title} className={className}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={styles.link}>
              {entry.label}: {entry.message}
            </a>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

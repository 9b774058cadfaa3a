import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** 'Dokter tidak ditemukan' / 'No doctors found'. */
  title: string;
  message?: ReactNode;
  /** A Button or ButtonLink, e.g. "Reset filters". */
  action?: ReactNode;
  /** Decorative illustration (hidden from assistive technology). */
  icon?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/** Shown when a list or search has no results; says what happened and what to do next. */
export function EmptyState({ title, message, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cx(styles.root, className)}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {message && <div className={styles.message}>{message}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

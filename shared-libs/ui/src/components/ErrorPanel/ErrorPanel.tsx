import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { cx } from '../../utils/cx';
import styles from './ErrorPanel.module.css';

type RetryProps =
  | { onRetry: () => void; retryLabel: string; retrying?: boolean }
  | { onRetry?: undefined; retryLabel?: undefined; retrying?: undefined };

export type ErrorPanelProps = RetryProps & {
  title: string;
  message?: ReactNode;
  /** Shown above the title when known (docs/product-rules.md §8: the generic error page shows the status code). */
  statusCode?: number;
  /** 1 for a full error page, 2 (default) inside a page whose h1 already exists (failed remote). */
  headingLevel?: 1 | 2;
  /** Extra action next to retry, e.g. a ButtonLink home. */
  secondaryAction?: ReactNode;
  className?: string;
};

/** Announced error with an optional retry, e.g. when a micro-frontend fails to load. */
export function ErrorPanel({
  title,
  message,
  statusCode,
  headingLevel = 2,
  onRetry,
  retryLabel,
  retrying = false,
  secondaryAction,
  className,
}: ErrorPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section role="alert" className={cx(styles.panel, className)}>
      {statusCode !== undefined && <p className={styles.code}>{statusCode}</p>}
      <Heading className={styles.title} tabIndex={-1}>
        {title}
      </Heading>
      {message && <div className={styles.message}>{message}</div>}
      {(onRetry || secondaryAction) && (
        <div className={styles.actions}>
          {onRetry && (
            <Button onClick={onRetry} loading={retrying}>
              {retryLabel}
            </Button>
          )}
          {secondaryAction}
        </div>
      )}
    </section>
  );
}

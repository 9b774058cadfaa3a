import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './Alert.module.css';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * `true` (default): announce it (errors and warnings as `alert`, info and success as `status`).
   * `false` for a message that is part of the page from the start and needs no announcement.
   */
  announce?: boolean;
  /** Shows a dismiss button when given together with `dismissLabel`. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

const ICON_PATHS: Record<AlertVariant, string> = {
  info: 'M10 9v5M10 6v.5',
  success: 'M6 10.5l2.5 2.5L14 7.5',
  warning: 'M10 6v5M10 14v.5',
  error: 'M7 7l6 6M13 7l-6 6',
};

/** Inline message box. The icon differs per variant so meaning never rests on colour alone. */
export function Alert({
  variant = 'info',
  title,
  children,
  announce = true,
  onDismiss,
  dismissLabel,
  className,
}: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning';
  const role = announce ? (urgent ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={cx(styles.alert, styles[variant], className)}>
      <svg
        className={styles.icon}
        viewBox="0 0 20 20"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d={ICON_PATHS[variant]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.body}>{children}</div>}
      </div>
      {onDismiss && dismissLabel && (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './FieldErrorText.module.css';

/**
 * An error line like the UI kit's fields have, for controls built here (the birth date group, the
 * calendar). Always rendered so the alert region exists before a message arrives.
 */
export function FieldErrorText({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <p id={id} role="alert" className={styles.error}>
      {children ? (
        <>
          <svg
            className={styles.icon}
            viewBox="0 0 20 20"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path d="M10 5v6M10 14v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{children}</span>
        </>
      ) : null}
    </p>
  );
}

import type { ReactNode } from 'react';
import { hasContent } from './useFieldIds';
import styles from './FormField.module.css';

/**
 * Visible asterisk (hidden from screen readers, which announce the control's aria-required
 * instead) plus optional words ('wajib diisi' / 'required') for those who do not read '*'.
 */
export function RequiredMarker({ label }: { label?: string }) {
  return (
    <span className={styles.required}>
      <span aria-hidden="true">*</span>
      {label && <span className={styles.requiredText}>{label}</span>}
    </span>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!hasContent(children)) return null;
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export interface FieldErrorProps {
  /** The id the control names in its aria-describedby. */
  id: string;
  children?: ReactNode;
}

/**
 * Always rendered, so the alert region exists before a message arrives and every new message is
 * announced. Icon + text: the error never relies on colour alone. Exported for controls a remote
 * builds itself (a group of inputs, a calendar), so their errors look and announce like the kit's.
 */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <p id={id} role="alert" className={styles.error}>
      {hasContent(children) && (
        <>
          <svg
            className={styles.errorIcon}
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
      )}
    </p>
  );
}

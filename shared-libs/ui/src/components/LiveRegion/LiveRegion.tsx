import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './LiveRegion.module.css';

export interface LiveRegionProps {
  /** Change this to announce it ('12 dokter ditemukan'). Render the region before the first message. */
  message: ReactNode;
  /** `assertive` interrupts the user: only for urgent errors. */
  politeness?: 'polite' | 'assertive';
  /** Also show the message on screen (e.g. a visible result count). */
  visible?: boolean;
  className?: string;
}

/**
 * Announces changes to screen readers. Keep it mounted and change `message`: a region that
 * appears together with its text is often not announced.
 */
export function LiveRegion({ message, politeness = 'polite', visible = false, className }: LiveRegionProps) {
  return (
    <div
      role={politeness === 'assertive' ? 'alert' : 'status'}
      aria-live={politeness}
      aria-atomic="true"
      className={cx(visible ? styles.visible : styles.hidden, className)}
    >
      {message}
    </div>
  );
}

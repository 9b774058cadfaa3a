import { cx } from '../../utils/cx';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Announced to screen readers ('Memuat…' / 'Loading…'). */
  label: string;
  /** Also print the label next to the spinner. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Loading indicator with a polite status announcement. */
export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cx(styles.root, className)}>
      <span className={cx(styles.ring, styles[size])} aria-hidden="true" />
      <span className={showLabel ? styles.label : styles.hiddenLabel}>{label}</span>
    </span>
  );
}

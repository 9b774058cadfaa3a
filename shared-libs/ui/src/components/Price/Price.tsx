import { cx } from '../../utils/cx';
import styles from './Price.module.css';

export interface PriceProps {
  /** Already formatted by @hospital/domain, e.g. '1.250.000'. */
  value: string;
  /** Shown before the amount. */
  currency?: string;
  /** Price before a discount, shown struck through. */
  originalValue?: string;
  /** Screen-reader words for the struck price ('Harga normal' / 'Regular price'): <del> is not announced by most readers. */
  originalLabel?: string;
  /** Screen-reader words before the price ('Harga' / 'Price'). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Displays a price in the site's currency style; it does not format numbers. */
export function Price({
  value,
  currency = 'Rp',
  originalValue,
  originalLabel,
  label,
  size = 'md',
  className,
}: PriceProps) {
  return (
    <span className={cx(styles.price, styles[size], className)}>
      {label && <span className={styles.hiddenText}>{`${label} `}</span>}
      <span className={styles.current}>
        <span className={styles.currency}>{currency}</span> <span className={styles.amount}>{value}</span>
      </span>
      {originalValue && (
        <del className={styles.original}>
          {originalLabel && <span className={styles.hiddenText}>{`${originalLabel} `}</span>}
          {currency} {originalValue}
        </del>
      )}
    </span>
  );
}

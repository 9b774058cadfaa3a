import { formatPrice } from '@hospital/domain';
import { useT } from './useT';
import styles from './PriceTag.module.css';

export interface PriceTagProps {
  /** Rupiah, whole number. */
  value: number;
  /** Price before a discount, shown struck through. */
  original?: number | null;
  /** Text after the price, e.g. '/ malam'. */
  suffix?: string;
  size?: 'md' | 'lg';
}

/** A price as SPEC 9 writes it: `Rp 1.500.000`, dot thousands separator. */
export function PriceTag({ value, original, suffix, size = 'md' }: PriceTagProps) {
  const t = useT();
  const showOriginal = original !== null && original !== undefined && original > value;
  return (
    <span className={`${styles.price} ${size === 'lg' ? styles.lg : ''}`}>
      <span className={styles.current} data-testid="price">
        {formatPrice(value)}
      </span>
      {suffix && <span className={styles.suffix}> {suffix}</span>}
      {showOriginal && (
        <del className={styles.original}>
          <span className="visually-hidden">{t('price.regular')} </span>
          {formatPrice(original)}
        </del>
      )}
    </span>
  );
}

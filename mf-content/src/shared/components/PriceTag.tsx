import { formatPrice, formatShortPrice } from '@hospital/domain';
import { useLang } from '../hooks/useLang';
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
  /**
   * Where space is tight (cards, search results): docs/product-rules.md §9's short units, `Rp 1,5 Juta` / `Rp 1.5 Million`.
   * Screen readers are given the full price, which the short one rounds.
   */
  short?: boolean;
}

function Amount({ value, short }: { value: number; short: boolean }) {
  const lang = useLang();
  if (!short) return <>{formatPrice(value)}</>;
  return (
    <>
      <span aria-hidden="true">{formatShortPrice(value, lang)}</span>
      <span className="visually-hidden">{formatPrice(value)}</span>
    </>
  );
}

/** A price as docs/product-rules.md §9 writes it: `Rp 1.500.000`, dot thousands separator. */
export function PriceTag({ value, original, suffix, size = 'md', short = false }: PriceTagProps) {
  const t = useT();
  const showOriginal = original !== null && original !== undefined && original > value;
  return (
    <span className={`${styles.price} ${size === 'lg' ? styles.lg : ''}`}>
      <span className={styles.current} data-testid="price">
        <Amount value={value} short={short} />
      </span>
      {suffix && <span className={styles.suffix}> {suffix}</span>}
      {showOriginal && (
        <del className={styles.original}>
          <span className="visually-hidden">{t('price.regular')} </span>
          <Amount value={original} short={short} />
        </del>
      )}
    </span>
  );
}

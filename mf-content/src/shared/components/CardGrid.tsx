import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

export interface CardGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** An id for an item's cell (e.g. where a page of a paged list starts), or undefined for none. */
  itemId?: (item: T, index: number) => string | undefined;
  columns?: 2 | 3 | 4;
  label?: string;
}

/** A responsive list of cards (one column on phones). */
export function CardGrid<T>({ items, itemKey, renderItem, itemId, columns = 3, label }: CardGridProps<T>) {
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`]}`} aria-label={label}>
      {items.map((item, index) => (
        <li key={itemKey(item)} id={itemId?.(item, index)} className={styles.cell}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

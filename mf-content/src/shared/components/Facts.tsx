import type { ReactNode } from 'react';
import styles from './Facts.module.css';

/** A short definition list (label: value) for the side box of a detail page. */
export function Facts({
  items,
}: {
  items: ReadonlyArray<{ label: string; value: ReactNode } | null | false>;
}) {
  return (
    <dl className={styles.facts}>
      {items
        .filter((item): item is { label: string; value: ReactNode } => Boolean(item))
        .map((item) => (
          <div key={item.label} className={styles.row}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
    </dl>
  );
}

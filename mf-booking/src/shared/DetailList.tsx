import styles from './DetailList.module.css';

/** One line of a booking's details: label, value and an optional second line under the value. */
export type DetailRow = [label: string, value: string, detail?: string];

/**
 * A booking's details as label/value rows (the success page and the look-up card). The list's outer
 * spacing is the caller's, through `className`.
 */
export function DetailList({ rows, className }: { rows: DetailRow[]; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value, detail]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>
            {value}
            {detail && <span className={styles.detail}>{detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

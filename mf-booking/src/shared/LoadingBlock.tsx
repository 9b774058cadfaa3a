import { Skeleton } from '@hospital/ui';
import styles from './LoadingBlock.module.css';

/** Placeholder of a step's or panel's content while it loads, sized like the content. */
export function LoadingBlock({
  label,
  rows = 2,
  rowHeight = 88,
}: {
  label: string;
  rows?: number;
  rowHeight?: number;
}) {
  return (
    <div className={styles.block} aria-busy="true" role="status">
      <span className={styles.hidden}>{label}</span>
      <Skeleton variant="text" width="60%" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={rowHeight} />
      ))}
    </div>
  );
}

import { Skeleton } from '@hospital/ui';
import gridStyles from './CardGrid.module.css';
import styles from './Skeletons.module.css';

/** Stands for a grid of ItemCards: same columns, same picture ratio, so nothing moves when data lands. */
export function CardGridSkeleton({
  count = 6,
  columns = 3,
  withImage = true,
}: {
  count?: number;
  columns?: 2 | 3 | 4;
  withImage?: boolean;
}) {
  return (
    <ul className={`${gridStyles.grid} ${gridStyles[`cols${columns}`]}`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.card}>
          {withImage && <Skeleton aspectRatio="16 / 9" />}
          <div className={styles.body}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" height="1.4em" />
            <Skeleton variant="text" lines={2} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Stands for a content page: title, lead, picture and paragraphs. */
export function ArticleSkeleton() {
  return (
    <div className={styles.article} aria-hidden="true">
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="text" height="2.5rem" width="80%" />
      <Skeleton variant="text" lines={2} />
      <Skeleton aspectRatio="16 / 9" className={styles.image} />
      <Skeleton variant="text" lines={5} />
      <Skeleton variant="text" lines={4} />
    </div>
  );
}

/** Loading state of a page region; announces itself once through aria-busy. */
export function LoadingRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div aria-busy="true" aria-label={label} role="status" className={styles.region}>
      {children}
    </div>
  );
}

import { Skeleton } from '@hospital/ui';
import { PHOTO_SIZE } from './DoctorCard';
import styles from './DoctorCard.module.css';
import skeleton from './DoctorCardSkeleton.module.css';

/** The shape of a DoctorCard while it loads, so the cards take its place without moving anything. */
export function DoctorCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.identity}>
        <Skeleton variant="circle" width={PHOTO_SIZE} />
        <div className={skeleton.who}>
          <Skeleton variant="text" lines={1} height="1.4rem" width="80%" />
          <Skeleton variant="text" lines={2} />
        </div>
      </div>
      <Skeleton height={96} />
      <Skeleton variant="text" lines={3} height="1.6rem" />
      <div className={styles.actions}>
        <Skeleton width={140} height={44} />
      </div>
    </div>
  );
}

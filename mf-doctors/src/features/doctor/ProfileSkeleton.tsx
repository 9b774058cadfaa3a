import { Skeleton } from '@hospital/ui';
import styles from './DoctorProfile.module.css';

/** The profile's shape while it loads (photo, name, two columns), hidden from assistive technology. */
export function ProfileSkeleton() {
  return (
    <div className={styles.profile} aria-hidden="true">
      <div className={styles.hero}>
        <div className={styles.photo}>
          <Skeleton variant="circle" width="100%" />
        </div>
        <div className={styles.heroText}>
          <Skeleton variant="text" height="2.5rem" width="70%" />
          <Skeleton variant="text" lines={2} />
        </div>
      </div>
      <div className={styles.columns}>
        <Skeleton height={240} />
        <Skeleton height={240} />
      </div>
    </div>
  );
}

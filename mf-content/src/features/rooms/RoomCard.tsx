import type { HospitalRoom } from '@hospital/api-client';
import { ResponsiveImage } from '@hospital/ui';
import { PriceTag } from '../../shared/components/PriceTag';
import { useT } from '../../shared/components/useT';
import { MEDIA_HEIGHT, MEDIA_WIDTH } from '../../shared/lib/media';
import styles from './RoomCard.module.css';

/** A room class with its nightly rate and facilities (rooms have no page of their own). */
export function RoomCard({ room }: { room: HospitalRoom }) {
  const t = useT();
  return (
    <article className={styles.card}>
      {/* Before the text in the HTML too, as in ItemCard.tsx: a page parsed in parts never adds it above text already shown. */}
      <div className={styles.media}>
        <ResponsiveImage src={room.image} alt="" width={MEDIA_WIDTH} height={MEDIA_HEIGHT} fit="cover" />
      </div>
      <div className={styles.body}>
        <p className={styles.eyebrow}>{room.company_name}</p>
        <h2 className={styles.title}>{room.name}</h2>
        <PriceTag value={room.rate} suffix={t('rooms.perNight')} short />
        <p className={styles.beds}>{t('rooms.beds', { count: room.beds_per_room })}</p>
        <ul className={styles.facilities} aria-label={t('rooms.facilities')}>
          {room.facilities.map((facility) => (
            <li key={facility}>{facility}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}

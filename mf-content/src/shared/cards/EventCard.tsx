import type { HospitalEvent } from '@hospital/api-client';
import { ItemCard } from '../components/ItemCard';
import { useLang } from '../hooks/useLang';
import { formatWibRange } from '@hospital/domain';
import { RegistrationBadge } from './RegistrationBadge';
import styles from './EventCard.module.css';

export function EventCard({ event, headingLevel }: { event: HospitalEvent; headingLevel?: 2 | 3 }) {
  const lang = useLang();
  return (
    <ItemCard
      href={event.path}
      title={event.name}
      image={event.image}
      headingLevel={headingLevel}
      eyebrow={<time dateTime={event.start}>{formatWibRange(event.start, event.end, lang)}</time>}
      summary={event.summary}
      footer={
        <>
          <span className={styles.location}>{event.location}</span>
          <RegistrationBadge event={event} />
        </>
      }
    />
  );
}

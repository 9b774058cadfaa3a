import type { HospitalEvent } from '@hospital/api-client';
import { ItemCard } from '../components/ItemCard';
import { useLang } from '../hooks/useLang';
import { formatWibRange } from '@hospital/domain';
import { RegistrationBadge } from './RegistrationBadge';
import styles from './EventCard.module.css';

/** What the card renders, its badge included: all a list of events needs to carry (lib/pick.ts). */
export const EVENT_CARD_FIELDS = [
  'id',
  'path',
  'name',
  'image',
  'start',
  'end',
  'summary',
  'location',
  'registration',
  'registration_open',
  'capacity',
  'registered',
] as const;
export type EventCardData = Pick<HospitalEvent, (typeof EVENT_CARD_FIELDS)[number]>;

export function EventCard({ event, headingLevel }: { event: EventCardData; headingLevel?: 2 | 3 }) {
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

import { contentApi } from '../../api/contentApi';
import { CardGrid } from '../../components/CardGrid';
import { Section } from '../../components/Section';
import { CardGridSkeleton } from '../../components/Skeletons';
import { useT } from '../../components/useT';
import { useApiData } from '../../hooks/useApiData';
import { ContentPage } from '../static/ContentPage';
import { EventCard } from './EventCard';

const FESTIVAL_SLUG_PART = 'running-festival';

function FestivalEvents() {
  const t = useT();
  const result = useApiData('events:festival', (signal) =>
    contentApi().listEvents({ limit: 50 }, { signal }),
  );
  const events =
    result.status === 'success' ? result.data.results.filter((e) => e.slug.includes(FESTIVAL_SLUG_PART)) : [];
  if (result.status === 'success' && events.length === 0) return null;
  return (
    <Section title={t('events.festivalRegister')}>
      {result.status === 'loading' ? (
        <CardGridSkeleton count={1} columns={2} />
      ) : (
        <CardGrid
          items={events}
          itemKey={(e) => e.id}
          columns={2}
          renderItem={(e) => <EventCard event={e} />}
        />
      )}
    </Section>
  );
}

/** `/running-festival` (event layout): the festival's page and its event with the registration. */
export default function RunningFestivalPage() {
  return <ContentPage slug="running-festival" titleKey="runningFestival" extra={() => <FestivalEvents />} />;
}

import { useQuery } from '@hospital/query';
import { useApi, type Prefetch } from '@hospital/remote-kit';
import { CardGrid } from '../shared/components/CardGrid';
import { Section } from '../shared/components/Section';
import { CardGridSkeleton } from '../shared/components/Skeletons';
import { useT } from '../shared/components/useT';
import { festivalEventsQuery } from '../shared/lib/queries';
import { ContentPage, prefetchContentPage } from '../features/static/ContentPage';
import { EventCard } from '../shared/cards/EventCard';

const FESTIVAL_SLUG_PART = 'running-festival';

function FestivalEvents() {
  const t = useT();
  const result = useQuery(festivalEventsQuery(useApi()));
  const events = (result.data ?? []).filter((e) => e.slug.includes(FESTIVAL_SLUG_PART));
  // Nothing to register for (or the list failed): the page's text says the rest.
  if (!result.isPending && events.length === 0) return null;
  return (
    <Section title={t('events.festivalRegister')}>
      {result.isPending ? (
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

RunningFestivalPage.prefetch = ((context) =>
  Promise.all([
    prefetchContentPage(context, 'running-festival'),
    context.queryClient.prefetchQuery(festivalEventsQuery(context.api)),
  ])) satisfies Prefetch;

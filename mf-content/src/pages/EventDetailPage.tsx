import { useQuery } from '@hospital/query';
import { useParams } from '@hospital/router';
import type { HospitalEvent } from '@hospital/api-client';
import { useApi, usePageHead, useSiteAddress, type Prefetch } from '@hospital/remote-kit';
import { ContentBlocks } from '../shared/components/ContentBlocks';
import { DataView } from '../shared/components/DataView';
import { LeadImage } from '../shared/components/LeadImage';
import { PageLayout } from '../shared/components/PageLayout';
import { ArticleSkeleton } from '../shared/components/Skeletons';
import { useT } from '../shared/components/useT';
import { useLang } from '../shared/hooks/useLang';
import { formatWibRange } from '@hospital/domain';
import { eventJsonLd } from '../shared/lib/jsonLd';
import { mediaHeadImage } from '../shared/lib/media';
import { eventQuery } from '../shared/lib/queries';
import { placesLeft } from '../shared/lib/registrationState';
import { RegistrationBadge } from '../shared/cards/RegistrationBadge';
import { RegistrationForm } from '../features/events/RegistrationForm';
import styles from './EventDetailPage.module.css';

/** `/event/:slug`: details, date, place and the registration form. */
export default function EventDetailPage() {
  const { slug = '' } = useParams();
  return <EventDetail key={slug} slug={slug} />;
}

EventDetailPage.prefetch = (({ queryClient, api, params }) =>
  queryClient.fetchQuery(eventQuery(api, params.slug ?? ''))) satisfies Prefetch;

function EventDetail({ slug }: { slug: string }) {
  const t = useT();
  const result = useQuery(eventQuery(useApi(), slug));
  return (
    <DataView
      result={result}
      page
      skeleton={<ArticleSkeleton />}
      fallbackHead={{ title: t('pageTitles.eventSlug'), description: t('events.lead') }}
    >
      {(event) => <EventView event={event} onStateChanged={() => void result.refetch()} />}
    </DataView>
  );
}

function EventView({ event, onStateChanged }: { event: HospitalEvent; onStateChanged: () => void }) {
  const t = useT();
  const lang = useLang();
  const at = useSiteAddress();
  usePageHead({
    title: event.name,
    description: event.summary,
    path: event.path,
    image: mediaHeadImage(event.image, event.name),
    jsonLd: [eventJsonLd(event, at)],
  });
  return (
    <PageLayout
      title={event.name}
      lead={event.summary}
      trail={[{ label: t('pageTitles.event'), href: '/event' }]}
    >
      <div className={styles.columns}>
        {/* When, where and the registration first in the HTML, as phones show them: a page parsed in parts never adds them above the text already painted. */}
        <aside className={styles.aside} aria-label={t('events.details')}>
          <dl className={styles.facts}>
            <dt>{t('events.when')}</dt>
            <dd>
              <time dateTime={event.start}>{formatWibRange(event.start, event.end, lang)}</time>
            </dd>
            <dt>{t('events.where')}</dt>
            <dd>{event.location}</dd>
            <dt>{t('events.places')}</dt>
            <dd>{t('events.placesValue', { left: placesLeft(event), capacity: event.capacity })}</dd>
            <dt>{t('events.status')}</dt>
            <dd>
              <RegistrationBadge event={event} />
            </dd>
          </dl>
          <RegistrationForm event={event} onStateChanged={onStateChanged} />
        </aside>
        <article className={styles.main}>
          <LeadImage src={event.image} />
          <ContentBlocks blocks={event.body} lead={event.summary} />
        </article>
      </div>
    </PageLayout>
  );
}

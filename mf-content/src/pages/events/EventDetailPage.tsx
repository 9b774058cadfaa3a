import { useParams } from '@hospital/remote-kit';
import type { HospitalEvent } from '@hospital/api-client';
import { contentApi } from '../../api/contentApi';
import { ContentBlocks } from '../../components/ContentBlocks';
import { DataView } from '../../components/DataView';
import { LeadImage } from '../../components/LeadImage';
import { PageLayout } from '../../components/PageLayout';
import { Seo } from '../../components/Seo';
import { ArticleSkeleton } from '../../components/Skeletons';
import { useT } from '../../components/useT';
import { useApiData } from '../../hooks/useApiData';
import { useLang } from '../../hooks/useLang';
import { formatEventWhen } from '../../lib/dates';
import { eventJsonLd } from '../../lib/jsonLd';
import { placesLeft } from '../../lib/registrationState';
import { RegistrationBadge } from './RegistrationBadge';
import { RegistrationForm } from './RegistrationForm';
import styles from './EventDetailPage.module.css';

/** `/event/:slug`: details, date, place and the registration form. */
export default function EventDetailPage() {
  const { slug = '' } = useParams();
  const t = useT();
  const result = useApiData(`event:${slug}`, (signal) => contentApi().getEvent(slug, { signal }));
  return (
    <DataView
      result={result}
      page
      skeleton={<ArticleSkeleton />}
      fallbackSeo={{ title: t('pageTitles.eventSlug'), description: t('events.lead') }}
    >
      {(event) => <EventView event={event} onStateChanged={result.retry} />}
    </DataView>
  );
}

function EventView({ event, onStateChanged }: { event: HospitalEvent; onStateChanged: () => void }) {
  const t = useT();
  const lang = useLang();
  return (
    <PageLayout
      title={event.name}
      lead={event.summary}
      trail={[{ label: t('pageTitles.event'), href: '/event' }]}
    >
      <Seo
        title={event.name}
        description={event.summary}
        image={event.image}
        path={event.path}
        jsonLd={eventJsonLd(event, window.location.origin)}
      />
      <div className={styles.columns}>
        <article className={styles.main}>
          <LeadImage src={event.image} />
          <ContentBlocks blocks={event.body} lead={event.summary} />
        </article>
        <aside className={styles.aside} aria-label={t('events.details')}>
          <dl className={styles.facts}>
            <dt>{t('events.when')}</dt>
            <dd>
              <time dateTime={event.start}>{formatEventWhen(event.start, event.end, lang)}</time>
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
      </div>
    </PageLayout>
  );
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from '@hospital/remote-kit';
import { Container, ResponsiveImage } from '@hospital/ui';
import { contentApi } from '../../api/contentApi';
import { CardGrid } from '../../components/CardGrid';
import { LoadError } from '../../components/LoadError';
import { Section } from '../../components/Section';
import { CardGridSkeleton } from '../../components/Skeletons';
import { useT } from '../../components/useT';
import { useApiData, type DataResult } from '../../hooks/useApiData';
import { useInView } from '../../hooks/useInView';
import { EventCard } from '../events/EventCard';
import { NewsCard } from '../news/NewsCard';
import { newsFilters } from '../news/newsQueries';
import { PackageCard } from '../packages/PackageCard';
import { PromoCard } from '../promotions/PromoCard';
import { publishedOnly } from '../promotions/promoVisibility';
import styles from './HomeSections.module.css';

// The form brings react-hook-form and yup: it downloads only when its section comes into view.
const NewsletterForm = lazy(() =>
  import('../../components/NewsletterForm').then((module) => ({ default: module.NewsletterForm })),
);

const HOME_ITEMS = 3;
const HOME_PACKAGES = 4;

/**
 * A section below the fold. Its frame (heading, "see all" link, skeleton of the right size) renders at
 * once, so keyboard users can Tab into it and nothing moves when data arrives; its data is fetched only
 * once it comes near the viewport or focus enters it.
 */
function DeferredSection({ children }: { children: (active: boolean) => ReactNode }) {
  const [ref, inView] = useInView<HTMLDivElement>('200px 0px');
  const [focused, setFocused] = useState(false);
  return (
    <div ref={ref} onFocus={focused ? undefined : () => setFocused(true)}>
      {children(inView || focused)}
    </div>
  );
}

function Grid<T>({
  result,
  count,
  columns = 3,
  render,
  itemKey,
}: {
  result: DataResult<T[]>;
  count: number;
  columns?: 2 | 3 | 4;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}) {
  if (result.status === 'success') {
    return <CardGrid items={result.data} itemKey={itemKey} columns={columns} renderItem={render} />;
  }
  if (result.status === 'error') return <LoadError onRetry={result.retry} />;
  return <CardGridSkeleton count={count} columns={columns} />;
}

function CentresOfExcellence({ active }: { active: boolean }) {
  const t = useT();
  const result = useApiData(
    'home:coe',
    async (signal) => {
      const pages = await contentApi().listPages({ section: 'coe' }, { signal });
      return pages.results.filter((p) => p.parent?.slug === 'coe');
    },
    active,
  );
  return (
    <Section
      title={t('home.coeTitle')}
      lead={t('home.coeLead')}
      more={{ href: '/coe', label: t('common:actions.seeAll') }}
    >
      {result.status === 'error' ? (
        <LoadError onRetry={result.retry} />
      ) : result.status === 'success' ? (
        <ul className={styles.coe}>
          {result.data.map((page) => (
            <li key={page.slug}>
              <Link to={page.path} className={styles.coeLink}>
                <span className={styles.coeTitle}>{page.title}</span>
                <span className={styles.coeSummary}>{page.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <CardGridSkeleton count={6} withImage={false} />
      )}
    </Section>
  );
}

function Promotions({ active }: { active: boolean }) {
  const t = useT();
  const result = useApiData(
    'home:promos',
    async (signal) => {
      const page = await contentApi().listPromos(
        { limit: HOME_ITEMS, order: 'sequence asc', filters: [['state', '=', 'published']] },
        { signal },
      );
      return publishedOnly(page.results);
    },
    active,
  );
  return (
    <Section
      title={t('home.promotionsTitle')}
      more={{ href: '/promotion', label: t('common:actions.seeAll') }}
    >
      <Grid
        result={result}
        count={HOME_ITEMS}
        itemKey={(p) => p.id}
        render={(p) => <PromoCard promo={p} />}
      />
    </Section>
  );
}

function CheckUpPackages({ active }: { active: boolean }) {
  const t = useT();
  const result = useApiData(
    'home:mcu',
    async (signal) => {
      const page = await contentApi().listServicePackages(
        { limit: HOME_PACKAGES, order: 'sequence asc', filters: [['category', '=', 'mcu']] },
        { signal },
      );
      return page.results;
    },
    active,
  );
  return (
    <Section
      title={t('home.mcuTitle')}
      lead={t('home.mcuLead')}
      tone="tinted"
      more={{ href: '/services/paket-mcu', label: t('common:actions.seeAll') }}
    >
      <Grid
        result={result}
        count={HOME_PACKAGES}
        columns={4}
        itemKey={(p) => p.id}
        render={(p) => <PackageCard pkg={p} />}
      />
    </Section>
  );
}

function LatestNews({ active }: { active: boolean }) {
  const t = useT();
  const result = useApiData(
    'home:news',
    async (signal) => {
      const page = await contentApi().listArticles(
        { limit: HOME_ITEMS, order: 'published_date desc', filters: newsFilters(null) },
        { signal },
      );
      return page.results;
    },
    active,
  );
  return (
    <Section title={t('home.newsTitle')} more={{ href: '/news', label: t('common:actions.seeAll') }}>
      <Grid
        result={result}
        count={HOME_ITEMS}
        itemKey={(a) => a.id}
        render={(a) => <NewsCard article={a} />}
      />
    </Section>
  );
}

function UpcomingEvents({ active }: { active: boolean }) {
  const t = useT();
  const result = useApiData(
    'home:events',
    async (signal) => {
      const page = await contentApi().listEvents({ limit: 5 }, { signal });
      return page.results.filter((e) => e.registration !== 'past').slice(0, HOME_ITEMS);
    },
    active,
  );
  if (result.status === 'success' && result.data.length === 0) return null;
  return (
    <Section title={t('home.eventsTitle')} more={{ href: '/event', label: t('common:actions.seeAll') }}>
      <Grid
        result={result}
        count={HOME_ITEMS}
        itemKey={(e) => e.id}
        render={(e) => <EventCard event={e} />}
      />
    </Section>
  );
}

function PartnersStrip({ active }: { active: boolean }) {
  const t = useT();
  const result = useApiData(
    'home:partners',
    async (signal) => {
      const groups = await contentApi().listPartnersGroupedByIndustry(undefined, { signal });
      return groups.results.flatMap((g) => g.partners).slice(0, 12);
    },
    active,
  );
  return (
    <Section
      title={t('home.partnersTitle')}
      lead={t('home.partnersLead')}
      more={{ href: '/partners', label: t('common:actions.seeAll') }}
    >
      <ul className={styles.partners}>
        {result.status === 'success'
          ? result.data.map((partner) => (
              <li key={partner.id} className={styles.partner}>
                <ResponsiveImage src={partner.logo} alt="" width={48} height={48} className={styles.logo} />
                <span>{partner.name}</span>
              </li>
            ))
          : Array.from({ length: 12 }, (_, i) => (
              <li key={i} className={styles.partner} aria-hidden="true" />
            ))}
      </ul>
    </Section>
  );
}

function NewsletterCta() {
  const t = useT();
  return (
    <section className={styles.newsletter} aria-labelledby="home-newsletter-title">
      <div className={styles.newsletterText}>
        <h2 id="home-newsletter-title" className={styles.newsletterTitle}>
          {t('newsletter.title')}
        </h2>
        <p className={styles.newsletterLead}>{t('newsletter.lead')}</p>
      </div>
      <div className={styles.newsletterForm}>
        <DeferredSection>
          {(active) => (
            <Suspense fallback={<div className={styles.formPlaceholder} />}>
              {active ? <NewsletterForm /> : <div className={styles.formPlaceholder} />}
            </Suspense>
          )}
        </DeferredSection>
      </div>
    </section>
  );
}

/** Everything under the home page's fold, each block fetching its data when it comes into view. */
export default function HomeSections() {
  return (
    <Container className={styles.sections}>
      <DeferredSection>{(active) => <CentresOfExcellence active={active} />}</DeferredSection>
      <DeferredSection>{(active) => <Promotions active={active} />}</DeferredSection>
      <DeferredSection>{(active) => <CheckUpPackages active={active} />}</DeferredSection>
      <DeferredSection>{(active) => <LatestNews active={active} />}</DeferredSection>
      <NewsletterCta />
      <DeferredSection>{(active) => <UpcomingEvents active={active} />}</DeferredSection>
      <DeferredSection>{(active) => <PartnersStrip active={active} />}</DeferredSection>
    </Container>
  );
}

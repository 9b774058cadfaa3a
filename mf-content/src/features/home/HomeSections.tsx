import { useState, type ReactNode } from 'react';
import { useQuery } from '@hospital/query';
import { Link } from '@hospital/router';
import { useApi, type PrefetchContext } from '@hospital/remote-kit';
import { Container, ResponsiveImage } from '@hospital/ui';
import { CardGrid } from '../../shared/components/CardGrid';
import { LoadError } from '../../shared/components/LoadError';
import { Section } from '../../shared/components/Section';
import { CardGridSkeleton } from '../../shared/components/Skeletons';
import { useT } from '../../shared/components/useT';
import { useInView } from '../../shared/hooks/useInView';
import {
  HOME_ITEMS,
  HOME_PACKAGES,
  HOME_PARTNERS,
  homeCentresQuery,
  homeCheckUpsQuery,
  homePartnersQuery,
  homePromotionsQuery,
  upcomingEventsQuery,
} from '../../shared/lib/queries';
import { EventCard } from '../../shared/cards/EventCard';
import { NewsCard } from '../../shared/cards/NewsCard';
import { latestNewsQuery } from '../../shared/lib/newsQueries';
import { PackageCard } from '../../shared/cards/PackageCard';
import { PromoCard } from '../../shared/cards/PromoCard';
import styles from './HomeSections.module.css';

/**
 * Every section's data, for the server render: the HTML then has the home page's cards and the browser
 * finds them in its cache. A failed one is left to the browser, which fetches it near the viewport.
 * Each query carries what its cards render, no more (docs/decisions.md, issue 25: `/`'s data block).
 */
export function prefetchHomeSections({ queryClient, api }: PrefetchContext): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(homeCentresQuery(api)),
    queryClient.prefetchQuery(homePromotionsQuery(api)),
    queryClient.prefetchQuery(homeCheckUpsQuery(api)),
    queryClient.prefetchQuery(latestNewsQuery(api)),
    queryClient.prefetchQuery(upcomingEventsQuery(api)),
    queryClient.prefetchQuery(homePartnersQuery(api)),
  ]);
}

/**
 * A section below the fold. Its frame (heading, "see all" link, skeleton of the right size) renders at
 * once, so keyboard users can Tab into it and nothing moves when data arrives. Data the page already has
 * (the server's) shows at once; otherwise it is fetched only once the section comes near the viewport or
 * focus enters it. Both start false, so the server's HTML and the browser's first render agree.
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

/** What a section reads of its query besides the items: whether it failed, and its retry. */
interface SectionQuery {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

function Grid<T>({
  items,
  query,
  count,
  columns = 3,
  render,
  itemKey,
}: {
  /** The section's items, once its query has them. */
  items: readonly T[] | undefined;
  query: SectionQuery;
  count: number;
  columns?: 2 | 3 | 4;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}) {
  if (items) return <CardGrid items={items} itemKey={itemKey} columns={columns} renderItem={render} />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <CardGridSkeleton count={count} columns={columns} />;
}

function CentresOfExcellence({ active }: { active: boolean }) {
  const t = useT();
  const result = useQuery({ ...homeCentresQuery(useApi()), enabled: active });
  const centres = result.data;
  return (
    <Section
      title={t('home.coeTitle')}
      lead={t('home.coeLead')}
      more={{ href: '/coe', label: t('common:actions.seeAll') }}
    >
      {centres ? (
        <ul className={styles.coe}>
          {centres.map((page) => (
            <li key={page.slug}>
              <Link to={page.path} className={styles.coeLink}>
                <span className={styles.coeTitle}>{page.title}</span>
                <span className={styles.coeSummary}>{page.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : result.isError ? (
        <LoadError onRetry={() => void result.refetch()} retrying={result.isFetching} />
      ) : (
        <CardGridSkeleton count={6} withImage={false} />
      )}
    </Section>
  );
}

function Promotions({ active }: { active: boolean }) {
  const t = useT();
  const result = useQuery({ ...homePromotionsQuery(useApi()), enabled: active });
  return (
    <Section
      title={t('home.promotionsTitle')}
      more={{ href: '/promotion', label: t('common:actions.seeAll') }}
    >
      <Grid
        items={result.data}
        query={result}
        count={HOME_ITEMS}
        itemKey={(p) => p.id}
        render={(p) => <PromoCard promo={p} />}
      />
    </Section>
  );
}

function CheckUpPackages({ active }: { active: boolean }) {
  const t = useT();
  const result = useQuery({ ...homeCheckUpsQuery(useApi()), enabled: active });
  return (
    <Section
      title={t('home.mcuTitle')}
      lead={t('home.mcuLead')}
      tone="tinted"
      more={{ href: '/services/paket-mcu', label: t('common:actions.seeAll') }}
    >
      <Grid
        items={result.data}
        query={result}
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
  const result = useQuery({ ...latestNewsQuery(useApi()), enabled: active });
  return (
    <Section title={t('home.newsTitle')} more={{ href: '/news', label: t('common:actions.seeAll') }}>
      <Grid
        items={result.data}
        query={result}
        count={HOME_ITEMS}
        itemKey={(a) => a.id}
        render={(a) => <NewsCard article={a} />}
      />
    </Section>
  );
}

function UpcomingEvents({ active }: { active: boolean }) {
  const t = useT();
  const result = useQuery({ ...upcomingEventsQuery(useApi()), enabled: active });
  const upcoming = result.data;
  if (upcoming?.length === 0) return null;
  return (
    <Section title={t('home.eventsTitle')} more={{ href: '/event', label: t('common:actions.seeAll') }}>
      <Grid
        items={upcoming}
        query={result}
        count={HOME_ITEMS}
        itemKey={(e) => e.id}
        render={(e) => <EventCard event={e} />}
      />
    </Section>
  );
}

function PartnersStrip({ active }: { active: boolean }) {
  const t = useT();
  const result = useQuery({ ...homePartnersQuery(useApi()), enabled: active });
  const partners = result.data;
  return (
    <Section
      title={t('home.partnersTitle')}
      lead={t('home.partnersLead')}
      more={{ href: '/partners', label: t('common:actions.seeAll') }}
    >
      <ul className={styles.partners}>
        {partners
          ? partners.map((partner) => (
              <li key={partner.id} className={styles.partner}>
                <ResponsiveImage src={partner.logo} alt="" width={48} height={48} className={styles.logo} />
                <span>{partner.name}</span>
              </li>
            ))
          : Array.from({ length: HOME_PARTNERS }, (_, i) => (
              <li key={i} className={styles.partner} aria-hidden="true" />
            ))}
      </ul>
    </Section>
  );
}

/** Everything under the home page's fold, each block with its data (the server's, or fetched near view). */
export function HomeSections() {
  return (
    <Container className={styles.sections}>
      <DeferredSection>{(active) => <CentresOfExcellence active={active} />}</DeferredSection>
      <DeferredSection>{(active) => <Promotions active={active} />}</DeferredSection>
      <DeferredSection>{(active) => <CheckUpPackages active={active} />}</DeferredSection>
      <DeferredSection>{(active) => <LatestNews active={active} />}</DeferredSection>
      <DeferredSection>{(active) => <UpcomingEvents active={active} />}</DeferredSection>
      <DeferredSection>{(active) => <PartnersStrip active={active} />}</DeferredSection>
    </Container>
  );
}

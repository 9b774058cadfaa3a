import type { ReactNode } from 'react';
import { useQuery } from '@hospital/query';
import type { Page } from '@hospital/api-client';
import { useApi, usePageHead, type Prefetch, type PrefetchContext } from '@hospital/remote-kit';
import { ContentBlocks } from '../../shared/components/ContentBlocks';
import { DataView } from '../../shared/components/DataView';
import { DoctorsOfPolis } from '../../shared/components/DoctorsOfPolis';
import { LeadImage } from '../../shared/components/LeadImage';
import { PageLayout } from '../../shared/components/PageLayout';
import { ArticleSkeleton } from '../../shared/components/Skeletons';
import { useT } from '../../shared/components/useT';
import { mediaHeadImage } from '../../shared/lib/media';
import { companiesQuery, doctorsQuery, pageQuery, sectionPagesQuery } from '../../shared/lib/queries';
import { ChildPages } from './ChildPages';
import { HelpAside } from './HelpAside';
import styles from './ContentPage.module.css';

export interface ContentPageProps {
  /** Slug of `web/page/<slug>`: the site path without its leading slash. */
  slug: string;
  /** Key of `pageTitles` for the head while the page loads. */
  titleKey: string;
  /** What the page is first for, above its text (the emergency pages' numbers to call). */
  top?: ReactNode;
  /**
   * An emergency page: its calls and directions (`top`) are the whole help, so neither the "find a doctor"
   * box nor doctors' lists follow the text (docs/decisions.md, issue 26).
   */
  emergency?: boolean;
  /** Extra sections under the text (a list of services, events...). */
  extra?: (page: Page) => ReactNode;
  /** Polyclinics whose doctors to show; defaults to the page's related polis. */
  poliIds?: readonly number[];
  doctorsTitle?: string;
}

/** A page whose text comes from the API's pages (about, COE, facilities, services, clinics, legal...). */
export function ContentPage({
  slug,
  titleKey,
  top,
  emergency = false,
  extra,
  poliIds,
  doctorsTitle,
}: ContentPageProps) {
  const t = useT();
  const result = useQuery(pageQuery(useApi(), slug));
  return (
    <DataView
      result={result}
      page
      skeleton={<ArticleSkeleton />}
      fallbackHead={{ title: t(`pageTitles.${titleKey}`), description: t('seo.defaultDescription') }}
    >
      {(page) => (
        <ContentPageView
          page={page}
          top={top}
          emergency={emergency}
          extra={extra}
          poliIds={poliIds ?? page.related_poli_ids}
          doctorsTitle={doctorsTitle}
        />
      )}
    </DataView>
  );
}

export interface ContentPrefetchOptions {
  /** The polyclinics the page shows instead of its related ones (as `poliIds` of ContentPage). */
  poliIds?: readonly number[];
}

/**
 * Everything a content page shows, for the server render: the page (an unknown one is null: 404; an API
 * failure throws: 503), the hotlines beside it, and its sub-pages and doctors once the page says which.
 */
export async function prefetchContentPage(
  { queryClient, api }: PrefetchContext,
  slug: string,
  { poliIds }: ContentPrefetchOptions = {},
): Promise<void> {
  const [page] = await Promise.all([
    queryClient.fetchQuery(pageQuery(api, slug)),
    queryClient.prefetchQuery(companiesQuery(api)),
  ]);
  if (!page) return;
  const doctorPolis = poliIds ?? page.related_poli_ids;
  await Promise.all([
    page.children.length > 0 && queryClient.prefetchQuery(sectionPagesQuery(api, page.section)),
    doctorPolis.length > 0 && queryClient.prefetchQuery(doctorsQuery(api, { poliIds: doctorPolis })),
  ]);
}

/** The prefetch of a route that always shows the same content page. */
export function contentPrefetch(slug: string, options?: ContentPrefetchOptions): Prefetch {
  return (context) => prefetchContentPage(context, slug, options);
}

function ContentPageView({
  page,
  top,
  emergency,
  extra,
  poliIds,
  doctorsTitle,
}: {
  page: Page;
  top?: ReactNode;
  emergency: boolean;
  extra?: (page: Page) => ReactNode;
  poliIds: readonly number[];
  doctorsTitle?: string;
}) {
  usePageHead({
    title: page.title,
    description: page.summary,
    path: page.path,
    image: mediaHeadImage(page.image),
  });
  const trail = page.parent ? [{ label: page.parent.title, href: page.parent.path }] : [];
  return (
    <PageLayout title={page.title} lead={page.summary} trail={trail}>
      {top}
      <div className={styles.columns}>
        <article className={styles.main}>
          <LeadImage src={page.image} narrow />
          <ContentBlocks blocks={page.body} lead={page.summary} />
        </article>
        {!emergency && <HelpAside />}
      </div>
      {page.children.length > 0 && <ChildPages page={page} />}
      {extra?.(page)}
      {poliIds.length > 0 && <DoctorsOfPolis poliIds={poliIds} title={doctorsTitle} />}
    </PageLayout>
  );
}

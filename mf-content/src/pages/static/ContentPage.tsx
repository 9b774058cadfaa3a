import type { ReactNode } from 'react';
import type { Page } from '@hospital/api-client';
import { contentApi } from '../../api/contentApi';
import { ContentBlocks } from '../../components/ContentBlocks';
import { DataView } from '../../components/DataView';
import { DoctorsOfPolis } from '../../components/DoctorsOfPolis';
import { LeadImage } from '../../components/LeadImage';
import { PageLayout } from '../../components/PageLayout';
import { Seo } from '../../components/Seo';
import { ArticleSkeleton } from '../../components/Skeletons';
import { useT } from '../../components/useT';
import { useApiData } from '../../hooks/useApiData';
import { ChildPages } from './ChildPages';
import { HelpAside } from './HelpAside';
import styles from './ContentPage.module.css';

export interface ContentPageProps {
  /** Slug of `web/page/<slug>`: the site path without its leading slash. */
  slug: string;
  /** Key of `pageTitles` for the head while the page loads. */
  titleKey: string;
  /** Extra sections under the text (a list of services, events...). */
  extra?: (page: Page) => ReactNode;
  /** Polyclinics whose doctors to show; defaults to the page's related polis. */
  poliIds?: readonly number[];
  doctorsTitle?: string;
}

/** A page whose text comes from the API's pages (about, COE, facilities, services, clinics, legal...). */
export function ContentPage({ slug, titleKey, extra, poliIds, doctorsTitle }: ContentPageProps) {
  const t = useT();
  const result = useApiData(`page:${slug}`, (signal) => contentApi().getPage(slug, { signal }));
  return (
    <DataView
      result={result}
      page
      skeleton={<ArticleSkeleton />}
      fallbackSeo={{ title: t(`pageTitles.${titleKey}`), description: t('seo.defaultDescription') }}
    >
      {(page) => (
        <ContentPageView
          page={page}
          extra={extra}
          poliIds={poliIds ?? page.related_poli_ids}
          doctorsTitle={doctorsTitle}
        />
      )}
    </DataView>
  );
}

function ContentPageView({
  page,
  extra,
  poliIds,
  doctorsTitle,
}: {
  page: Page;
  extra?: (page: Page) => ReactNode;
  poliIds: readonly number[];
  doctorsTitle?: string;
}) {
  const trail = page.parent ? [{ label: page.parent.title, href: page.parent.path }] : [];
  return (
    <PageLayout title={page.title} lead={page.summary} trail={trail}>
      <Seo title={page.title} description={page.summary} image={page.image} path={page.path} />
      <div className={styles.columns}>
        <article className={styles.main}>
          <LeadImage src={page.image} narrow />
          <ContentBlocks blocks={page.body} lead={page.summary} />
        </article>
        <HelpAside />
      </div>
      {page.children.length > 0 && <ChildPages page={page} />}
      {extra?.(page)}
      {poliIds.length > 0 && <DoctorsOfPolis poliIds={poliIds} title={doctorsTitle} />}
    </PageLayout>
  );
}

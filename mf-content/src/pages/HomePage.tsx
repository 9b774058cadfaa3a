import { SITE_IMAGE, usePageHead, useSiteAddress, type Prefetch } from '@hospital/remote-kit';
import { useT } from '../shared/components/useT';
import { organizationJsonLd } from '../shared/lib/organizationJsonLd';
import { homeHotlinesQuery } from '../shared/lib/queries';
import { Hero } from '../features/home/Hero';
import { HomeSections, prefetchHomeSections } from '../features/home/HomeSections';
import { QuickActions } from '../features/home/QuickActions';
import styles from './HomePage.module.css';

/** `/`: hero with both hospitals, quick actions, then the sections (each fetched near the viewport). */
export default function HomePage() {
  const t = useT();
  const at = useSiteAddress();
  // The site's own picture is the home page's: a link to the site previews large, with the logo
  // (docs/decisions.md, issue 25 item 6).
  usePageHead({
    title: t('pageTitles.home'),
    exactTitle: true,
    description: t('seo.defaultDescription'),
    path: '/',
    image: SITE_IMAGE,
    jsonLd: [organizationJsonLd(at)],
  });
  return (
    <div className={styles.home}>
      <Hero />
      <QuickActions />
      <HomeSections />
    </div>
  );
}

// The server renders the whole page: the hotlines of the hero and every section's cards, so the HTML
// has the home page's content (docs/decisions.md, issue 14 item 1); the browser then fetches nothing it already has.
HomePage.prefetch = ((context) =>
  Promise.all([
    context.queryClient.prefetchQuery(homeHotlinesQuery(context.api)),
    prefetchHomeSections(context),
  ])) satisfies Prefetch;

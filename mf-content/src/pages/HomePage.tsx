import { usePageHead, type Prefetch } from '@hospital/remote-kit';
import { useT } from '../shared/components/useT';
import { homeHotlinesQuery } from '../shared/lib/queries';
import { Hero } from '../features/home/Hero';
import { HomeSections, prefetchHomeSections } from '../features/home/HomeSections';
import { QuickActions } from '../features/home/QuickActions';
import styles from './HomePage.module.css';

/** `/`: hero with both hospitals, quick actions, then the sections (each fetched near the viewport). */
export default function HomePage() {
  const t = useT();
  usePageHead({
    title: t('pageTitles.home'),
    exactTitle: true,
    description: t('seo.defaultDescription'),
    path: '/',
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

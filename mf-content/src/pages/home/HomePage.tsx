import { lazy, Suspense } from 'react';
import { Seo } from '../../components/Seo';
import { useT } from '../../components/useT';
import { useInView } from '../../hooks/useInView';
import { useTabbedOnce } from '../../hooks/useTabbedOnce';
import { Hero } from './Hero';
import { QuickActions } from './QuickActions';
import styles from './HomePage.module.css';

// Everything under the fold is its own chunk, fetched when the visitor scrolls towards it or starts
// using the keyboard (so Tab reaches the sections instead of jumping over them to the footer).
const HomeSections = lazy(() => import('./HomeSections'));

function BelowTheFold() {
  const [ref, nearView] = useInView<HTMLDivElement>('400px 0px');
  const inView = useTabbedOnce() || nearView;
  const placeholder = <div className={styles.reserved} aria-hidden="true" />;
  return (
    <div ref={ref}>
      {inView ? <Suspense fallback={placeholder}>{<HomeSections />}</Suspense> : placeholder}
    </div>
  );
}

/** `/`: hero with both hospitals, quick actions, then the lazily loaded sections. */
export default function HomePage() {
  const t = useT();
  return (
    <div className={styles.home}>
      <Seo title={t('pageTitles.home')} description={t('seo.defaultDescription')} path="/" exactTitle />
      <Hero />
      <QuickActions />
      <BelowTheFold />
    </div>
  );
}

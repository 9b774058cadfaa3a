import { lazy, Suspense } from 'react';
import { Seo } from '../../components/Seo';
import { useT } from '../../components/useT';
import { useInView } from '../../hooks/useInView';
import { Hero } from './Hero';
import { QuickActions } from './QuickActions';
import styles from './HomePage.module.css';

// Everything under the fold is its own chunk, fetched when the visitor scrolls towards it.
const HomeSections = lazy(() => import('./HomeSections'));

function BelowTheFold() {
  const [ref, inView] = useInView<HTMLDivElement>('400px 0px');
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

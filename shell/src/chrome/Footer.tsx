import { lazy, Suspense } from 'react';
import { useRouteState } from '../composition/routeState';
import { CompactFooter } from './footer/CompactFooter';
import styles from './footer/SiteFooter.module.css';

// Below the fold: its code (and the form libraries it needs) loads after the header is on screen.
const SiteFooter = lazy(() => import('./footer/SiteFooter'));

/** The footer of each layout: full in `default`, compact in `event`, none in `screening` and `full-page`. */
export function Footer() {
  const layout = useRouteState((s) => s.layout);
  if (layout === 'event') return <CompactFooter />;
  if (layout !== 'default') return null;
  return (
    <Suspense fallback={<div className={styles.reserved} aria-hidden="true" />}>
      <SiteFooter />
    </Suspense>
  );
}

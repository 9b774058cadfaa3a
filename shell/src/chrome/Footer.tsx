import { useRouteState } from '../composition/routeState';
import { CompactFooter } from './footer/CompactFooter';
import { LazySiteFooter } from './footer/LazySiteFooter';

/**
 * The footer of each layout: full in `default` (its code downloads near the viewport or when idle),
 * compact in `event` (small, and built from parts the header loads anyway), none in `screening` and
 * `full-page`.
 */
export function Footer() {
  const layout = useRouteState((s) => s.layout);
  if (layout === 'event') return <CompactFooter />;
  if (layout !== 'default') return null;
  return <LazySiteFooter />;
}

import type { ComponentType } from 'react';
import { useChromeRoute } from './common/chromeRoute';
import { CompactFooter } from './footer/CompactFooter';
import { LazySiteFooter } from './footer/LazySiteFooter';

/**
 * The footer of each layout: full in `default`, compact in `event` (small, and built from parts the
 * header loads anyway), none in `screening` and `full-page`. The full footer is given when its code is
 * at hand (the server; the browser taking over the server's HTML); otherwise it downloads near the
 * viewport or when idle.
 */
export function Footer({ SiteFooter }: { SiteFooter?: ComponentType }) {
  const { layout } = useChromeRoute();
  if (layout === 'event') return <CompactFooter />;
  if (layout !== 'default') return null;
  return SiteFooter ? <SiteFooter /> : <LazySiteFooter />;
}

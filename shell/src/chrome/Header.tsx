import { useChromeRoute } from './common/chromeRoute';
import { SkipLink } from './common/SkipLink';
import { LightHeader } from './header/LightHeader';
import { TopBar } from './header/TopBar';

/** The header of each layout (docs/product-rules.md §2 "Layouts"); the kiosk (`full-page`) has no chrome at all. */
export function Header() {
  const { layout } = useChromeRoute();
  if (layout === 'full-page') return null;
  return (
    <>
      <SkipLink />
      {layout === 'default' && <TopBar />}
      {layout === 'event' && <LightHeader backHome />}
      {layout === 'screening' && <LightHeader backHome={false} />}
    </>
  );
}

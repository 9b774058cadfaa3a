import { navigateToUrl } from 'single-spa';
import { setLocale, useLocale } from '@hospital/i18n';
import { useRouteState } from '../composition/routeState';

// Placeholder chrome: replaced by the full top bar (issue 2, item 3).
export function Header() {
  const layout = useRouteState((s) => s.layout);
  const locale = useLocale();
  if (layout === 'full-page') return null;
  return (
    <header data-layout={layout}>
      <nav aria-label="Main">
        <a href="/" onClick={navigateToUrl}>
          Home
        </a>{' '}
        <a href="/appointment" onClick={navigateToUrl}>
          Cari Dokter
        </a>{' '}
        <a href="/appointment/create" onClick={navigateToUrl}>
          Buat Janji
        </a>
      </nav>
      <button type="button" onClick={() => setLocale(locale === 'id' ? 'en' : 'id')}>
        {locale === 'id' ? 'English' : 'Indonesia'}
      </button>
    </header>
  );
}

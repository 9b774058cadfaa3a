import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes, useLocation } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import { I18nextProvider, setLocale, type Locale } from '@hospital/i18n';
import { i18n, NAMESPACE } from '../i18n';
import { en } from '../i18n/en';

// The app fetches English on demand; tests switch languages synchronously, so it is in from the start.
i18n.addResourceBundle('en', NAMESPACE, en);

/** Shows the router's current address, so tests can read what the page wrote into the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  route?: string;
  /** Route pattern the element is mounted at (for useParams). */
  path?: string;
  locale?: Locale;
}

/** Renders like the remote does: the app's i18next instance, a router, and the chosen site language. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', path = '*', locale = 'id' }: RenderOptions = {},
) {
  setLocale(locale);
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {children}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
  return render(wrap(ui));
}

import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from '@hospital/i18n';
import { Route, Routes, useLocation } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import { i18n, NAMESPACE } from '../i18n';
import { en } from '../i18n/en';

// The app fetches English on demand; tests switch languages synchronously, so it is in from the start.
i18n.addResourceBundle('en', NAMESPACE, en);

let currentLocation = '';

function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}

/** Renders inside this remote's i18n instance and a memory router at `route`. */
export function renderWithApp(ui: ReactElement, { route = '/appointment/create', path = '*' } = {}) {
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, location: () => currentLocation };
}

export async function setLanguage(lang: 'id' | 'en'): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
}

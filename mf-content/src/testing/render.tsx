import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider, setLocale } from '@hospital/i18n';
import { MemoryRouter } from '@hospital/remote-kit';
import type { Lang } from '@hospital/domain';
import { i18n, NAMESPACE } from '../i18n';
import { en } from '../i18n/en';

// The app fetches English on demand; tests switch languages synchronously, so it is in from the start.
i18n.addResourceBundle('en', NAMESPACE, en);

/** Renders inside this remote's i18n and a memory router, in the given language. */
export function renderPage(
  ui: ReactElement,
  { lang = 'en', path = '/' }: { lang?: Lang; path?: string } = {},
): RenderResult {
  setLocale(lang, { storage: null, document: null });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

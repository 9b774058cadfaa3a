import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { setLocale } from '@hospital/i18n';
import type { Lang } from '@hospital/domain';
import { i18n } from '../i18n';

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

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { navigateToUrl } from 'single-spa';
import type { SearchSuggestion } from '@hospital/api-client';
import { listAnswer } from '@hospital/api-client/testing';
import { ShellProviders } from '../../pages/ShellProviders';
import { renderChrome, testShellContext } from '../testing/renderChrome';
import { SearchForm } from './SearchForm';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

// docs/decisions.md, issue 26 — symptom search: the header's field suggests while typing, as a combobox
// (arrows, Enter, Escape); without scripts it is the plain GET form.

const SUGGESTIONS: SearchSuggestion[] = [
  {
    text: 'sakit perut',
    hint: 'Penyakit Dalam, Bedah Digestif',
    kind: 'complaint',
    path: '/search?q=sakit%20perut',
    emergency: false,
  },
  {
    text: 'nyeri perut',
    hint: 'Penyakit Dalam',
    kind: 'complaint',
    path: '/search?q=nyeri%20perut',
    emergency: false,
  },
];

describe('SearchForm suggestions', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    jest.mocked(navigateToUrl).mockClear();
  });

  it('offers suggestions while typing; the arrows choose, Enter opens the one chosen', async () => {
    const user = userEvent.setup();
    renderChrome(<SearchForm />, { api: { 'GET web/search/suggest': listAnswer(SUGGESTIONS) } });
    const field = screen.getByRole('combobox', { name: 'Cari di situs' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'sakit pe');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'sakit perutPenyakit Dalam, Bedah Digestif',
      'nyeri perutPenyakit Dalam',
    ]);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(navigateToUrl).toHaveBeenCalledWith('/search?q=sakit%20perut');
  });

  it('Escape closes the list and keeps what was typed; Enter then searches it', async () => {
    const user = userEvent.setup();
    renderChrome(<SearchForm />, { api: { 'GET web/search/suggest': listAnswer(SUGGESTIONS) } });
    const field = screen.getByRole('combobox', { name: 'Cari di situs' });
    await user.type(field, 'sakit pe');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('sakit pe');
    await user.keyboard('{Enter}');
    expect(navigateToUrl).toHaveBeenCalledWith('/search?q=sakit%20pe');
  });

  it("is a plain search field in the server's HTML (no combobox before the scripts)", () => {
    const { context } = testShellContext({ lang: 'id' });
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <ShellProviders context={context} route={{ pathname: '/', layout: 'default' }}>
        <SearchForm />
      </ShellProviders>,
    );
    const field = host.querySelector('input[name="q"]') as HTMLInputElement;
    expect(field.getAttribute('type')).toBe('search');
    expect(field.getAttribute('role')).toBeNull();
    expect(host.querySelector('[role="listbox"]')).toBeNull();
  });
});

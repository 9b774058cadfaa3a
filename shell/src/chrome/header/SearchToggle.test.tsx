import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { navigateToUrl } from 'single-spa';
import { ShellProviders } from '../../pages/ShellProviders';
import { renderChrome, testShellContext } from '../testing/renderChrome';
import { SearchToggle } from './SearchToggle';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

// docs/decisions.md, issue 25: the search is a <details> with a GET form the server sends, so it opens and
// searches without scripts; with them, React keeps it.

const details = () => document.querySelector('details') as HTMLDetailsElement;
const toggle = () => details().querySelector('summary') as HTMLElement;

describe('SearchToggle', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  it("is a closed <details> with a GET form to /search in the server's HTML (English: /en/search)", () => {
    for (const [lang, action] of [
      ['id', '/search'],
      ['en', '/en/search'],
    ] as const) {
      const { context } = testShellContext({ lang });
      const host = document.createElement('div');
      host.innerHTML = renderToString(
        <ShellProviders context={context} route={{ pathname: '/', layout: 'default' }}>
          <SearchToggle pathname="/" />
        </ShellProviders>,
      );
      expect(host.querySelector('details')?.open).toBe(false);
      const form = host.querySelector('details form') as HTMLFormElement;
      expect(form.getAttribute('action')).toBe(action);
      expect(form.getAttribute('method')).toBeNull(); // GET
      expect(form.querySelector('input[name="q"]')).not.toBeNull();
    }
  });

  it('opens with the field focused, closes on Escape with focus back on the toggle', async () => {
    const user = userEvent.setup();
    renderChrome(<SearchToggle pathname="/" />);
    expect(screen.getByText('Buka pencarian')).toBeInTheDocument();
    await user.click(toggle());
    expect(details().open).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Cari di situs' })).toHaveFocus();
    expect(screen.getByText('Tutup pencarian')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(details().open).toBe(false);
    expect(toggle()).toHaveFocus();
  });

  it('searches what was typed without a reload, then closes', async () => {
    const user = userEvent.setup();
    renderChrome(<SearchToggle pathname="/" />);
    await user.click(toggle());
    await user.type(screen.getByRole('combobox', { name: 'Cari di situs' }), 'jantung{Enter}');
    expect(navigateToUrl).toHaveBeenCalledWith('/search?q=jantung');
    expect(details().open).toBe(false);
  });

  it('closes on a route change', async () => {
    const user = userEvent.setup();
    const view = renderChrome(<SearchToggle pathname="/" />);
    await user.click(toggle());
    act(() => view.rerender(<SearchToggle pathname="/news" />));
    expect(details().open).toBe(false);
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useRouteState } from '../../composition/routeState';
import { ShellProviders } from '../../pages/ShellProviders';
import { renderChrome, settle, testShellContext } from '../testing/renderChrome';
import { TopBar } from './TopBar';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

// docs/decisions.md, issue 25: the mobile menu is a <details> the server sends whole, so it opens and its
// links work before the scripts have run; once they run, React keeps it.

const menuDetails = (root: ParentNode = document) =>
  root.querySelector<HTMLDetailsElement>('details[data-mobile-menu]') as HTMLDetailsElement;
const hamburger = (root?: ParentNode) => menuDetails(root).querySelector('summary') as HTMLElement;
const panel = (root?: ParentNode) => menuDetails(root).querySelector('nav') as HTMLElement;

describe('mobile menu', () => {
  beforeEach(() => {
    act(() => useRouteState.setState({ pathname: '/', layout: 'default' }));
    window.scrollTo = jest.fn();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.replaceChildren();
  });

  it("is in the server's HTML, closed, with every link, the search form and the call-us link", () => {
    const { context } = testShellContext();
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(
      <ShellProviders context={context} route={{ pathname: '/', layout: 'default' }}>
        <TopBar />
      </ShellProviders>,
    );
    const details = menuDetails(host);
    expect(details.open).toBe(false);
    expect(within(hamburger(host)).getByText('Buka menu')).toBeInTheDocument();
    const links = within(panel(host)).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/', '/about', '/appointment/detail']),
    );
    // Groups are <details> too: their links need no script either.
    expect(panel(host).querySelectorAll('details > summary').length).toBeGreaterThan(0);
    const search = details.querySelector('form[role="search"]') as HTMLFormElement;
    expect(search.getAttribute('action')).toBe('/search');
    expect(search.querySelector('input[name="q"]')).not.toBeNull();
    expect(within(details).getByRole('link', { name: 'Hubungi Kami', hidden: true })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  it('opened before the scripts took the page over, it stays open once hydrated; Escape closes it', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { context } = testShellContext();
    const page = (
      <ShellProviders context={context} route={{ pathname: '/', layout: 'default' }}>
        <TopBar />
      </ShellProviders>
    );
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(page);
    // The visitor's tap, handled by the browser alone.
    menuDetails(host).open = true;
    await act(async () => {
      hydrateRoot(host, page);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(menuDetails(host).open).toBe(true);
    expect(within(hamburger(host)).getByText('Tutup menu')).toBeInTheDocument();

    const user = userEvent.setup();
    within(panel(host)).getAllByRole('link')[0].focus();
    await user.keyboard('{Escape}');
    expect(menuDetails(host).open).toBe(false);
    expect(hamburger(host)).toHaveFocus();
    host.remove();
  });

  it('opens and closes with the hamburger, and closes on a route change and on the backdrop', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />);
    await settle();
    expect(panel()).not.toBeVisible();
    await user.click(hamburger());
    expect(menuDetails().open).toBe(true);
    expect(panel()).toBeVisible();
    expect(within(menuDetails()).getByRole('combobox', { name: 'Cari di situs' })).toBeVisible();

    await user.click(hamburger());
    expect(menuDetails().open).toBe(false);

    await user.click(hamburger());
    act(() => useRouteState.setState({ pathname: '/news' }));
    expect(menuDetails().open).toBe(false);

    await user.click(hamburger());
    await user.click(panel().closest('div')?.parentElement?.parentElement as HTMLElement);
    expect(menuDetails().open).toBe(false);
  });

  it('closes when the keyboard leaves it', async () => {
    const user = userEvent.setup();
    renderChrome(
      <>
        <TopBar />
        <button type="button">after</button>
      </>,
    );
    await settle();
    await user.click(hamburger());
    act(() => within(panel()).getAllByRole('link')[0].focus());
    act(() => screen.getByRole('button', { name: 'after' }).focus());
    expect(menuDetails().open).toBe(false);
  });
});

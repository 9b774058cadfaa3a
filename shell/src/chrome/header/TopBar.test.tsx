import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import type { MenuNode } from '@hospital/api-client';
import { listAnswer } from '@hospital/api-client/testing';
import { clickPrevented } from '@hospital/remote-kit/testing';
import { useRouteState } from '../../composition/routeState';
import { renderChrome, settle } from '../testing/renderChrome';
import { TopBar } from './TopBar';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const node = (
  id: number,
  name: string,
  link: string | null,
  sequence: number,
  children: MenuNode[] = [],
) => ({
  id,
  display_name: name,
  link,
  parent_id: null,
  sequence,
  children,
});

// Deliberately out of order: the menu sorts by sequence.
const API_MENU: MenuNode[] = [
  node(3, 'Rumah Sakit Kami', null, 30, [
    node(31, 'RS Cianjur', '/hospital/medika-hospital-cianjur', 20),
    node(30, 'RS Bandung', '/hospital/medika-hospital-bandung', 10),
  ]),
  node(1, 'Beranda (API)', '/', 10),
];

/** The bar's menu (the mobile menu's copy follows it, inside its closed `<details>`). */
function mainMenu() {
  return screen.getAllByRole('navigation', { name: 'Menu utama' })[0];
}

/** A menu group's summary (a `<details>` since issue 25: it has no ARIA role of its own). */
function groupIn(scope: HTMLElement, name: string): HTMLElement {
  return within(scope).getByText(name, { selector: 'summary' });
}

const isOpen = (summary: HTMLElement) => (summary.closest('details') as HTMLDetailsElement).open;

describe('TopBar', () => {
  beforeEach(() => {
    act(() => useRouteState.setState({ pathname: '/', layout: 'default' }));
    window.scrollTo = jest.fn();
    jest.mocked(navigateToUrl).mockClear();
  });

  it('builds the main menu from web/menu, ordered by sequence, with disclosure groups', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />, { api: { 'GET web/menu': listAnswer(API_MENU) } });
    await settle();
    await waitFor(() => expect(mainMenu()).toHaveAttribute('data-menu-source', 'api'));
    const items = within(mainMenu()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Beranda (API)');

    const group = groupIn(mainMenu(), 'Rumah Sakit Kami');
    expect(isOpen(group)).toBe(false);
    await user.click(group);
    expect(isOpen(group)).toBe(true);
    const panel = document.getElementById(group.getAttribute('aria-controls') ?? '')!;
    expect(panel).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['RS Bandung', 'RS Cianjur']);

    // Escape closes the group and gives focus back to its summary.
    within(panel).getAllByRole('link')[0].focus();
    await user.keyboard('{Escape}');
    expect(isOpen(group)).toBe(false);
    expect(group).toHaveFocus();
  });

  it('navigates client-side from a menu link (no reload)', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />, { api: { 'GET web/menu': listAnswer(API_MENU) } });
    await settle();
    await waitFor(() => expect(mainMenu()).toHaveAttribute('data-menu-source', 'api'));
    await user.click(groupIn(mainMenu(), 'Rumah Sakit Kami'));
    await user.click(within(mainMenu()).getByRole('link', { name: 'RS Cianjur' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/hospital/medika-hospital-cianjur');
  });

  it('on an English page, menu links and navigation stay in English (/en)', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />, { lang: 'en', api: { 'GET web/menu': listAnswer(API_MENU) } });
    const menu = () => screen.getAllByRole('navigation', { name: 'Main menu' })[0];
    await waitFor(() => expect(menu()).toHaveAttribute('data-menu-source', 'api'));
    await user.click(groupIn(menu(), 'Rumah Sakit Kami'));
    const link = within(menu()).getByRole('link', { name: 'RS Cianjur' });
    expect(link).toHaveAttribute('href', '/en/hospital/medika-hospital-cianjur');
    await user.click(link);
    expect(navigateToUrl).toHaveBeenCalledWith('/en/hospital/medika-hospital-cianjur');
  });

  it('shows the static menu of docs/product-rules.md §2 with real routes when web/menu fails', async () => {
    const { requests } = renderChrome(<TopBar />, { api: { 'GET web/menu': { networkError: true } } });
    await settle();
    await waitFor(() => expect(requests.some((r) => r.path === 'web/menu')).toBe(true));
    await settle();
    const menu = mainMenu();
    expect(menu).toHaveAttribute('data-menu-source', 'fallback');
    expect(within(menu).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    for (const name of ['Tentang Kami', 'Rumah Sakit Kami', 'Layanan Unggulan', 'Fasilitas dan Layanan']) {
      expect(groupIn(menu, name)).toBeInTheDocument();
    }
    fireEvent.click(groupIn(menu, 'Rumah Sakit Kami'));
    expect(within(menu).getByRole('link', { name: 'Medika Hospital Cianjur' })).toHaveAttribute(
      'href',
      '/hospital/medika-hospital-cianjur',
    );
    // A booking is found again even with the API down (docs/decisions.md, issue 15 item 1), last as in the API's menu.
    const top = within(menu)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.parentElement === menu);
    expect(top.at(-1)).toHaveTextContent('Cek / Batalkan Janji');
    expect(within(menu).getByRole('link', { name: 'Cek / Batalkan Janji' })).toHaveAttribute(
      'href',
      '/appointment/detail',
    );
  });

  it('offers the look-up in the static menu of an English page too', async () => {
    renderChrome(<TopBar />, { lang: 'en', api: { 'GET web/menu': { networkError: true } } });
    await settle();
    const menu = screen.getAllByRole('navigation', { name: 'Main menu' })[0];
    expect(within(menu).getByRole('link', { name: 'Check / Cancel Appointment' })).toHaveAttribute(
      'href',
      '/en/appointment/detail',
    );
  });

  it("asks for the menu in the page's language, and shows the chrome in it", async () => {
    const { requests } = renderChrome(<TopBar />, {
      lang: 'en',
      api: { 'GET web/menu': listAnswer(API_MENU) },
    });
    await settle();
    const menuRequests = requests.filter((r) => r.path === 'web/menu');
    expect(menuRequests).toHaveLength(1);
    expect(menuRequests[0].query.lang).toBe('en');
    expect(screen.getAllByRole('navigation', { name: 'Main menu' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Call Us' })[0]).toHaveAttribute('href', '/en/contact-us');
  });

  it('sends a search to /search?q=', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />);
    await settle();
    await user.click(screen.getByText('Buka pencarian').closest('summary') as HTMLElement);
    // The row's field (the mobile menu has one too).
    const input = document.activeElement as HTMLInputElement;
    expect(input).toHaveAccessibleName('Cari di situs');
    expect(input.closest('form')).toHaveAttribute('action', '/search');
    await user.type(input, 'jantung anak{Enter}');
    expect(navigateToUrl).toHaveBeenCalledWith('/search?q=jantung%20anak');
  });

  it('sends a search of an English page to /en/search?q=', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />, { lang: 'en' });
    await settle();
    await user.click(screen.getByText('Open search').closest('summary') as HTMLElement);
    const input = document.activeElement as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'search');
    // Without JavaScript the form itself goes to the English search page.
    expect(input.closest('form')).toHaveAttribute('action', '/en/search');
    await user.type(input, 'heart{Enter}');
    expect(navigateToUrl).toHaveBeenCalledWith('/en/search?q=heart');
  });

  it('offers each language as a link to this page in that language, the current one marked', async () => {
    act(() => useRouteState.setState({ pathname: '/news/tips-sehat', layout: 'default' }));
    renderChrome(<TopBar />, { lang: 'en' });
    await settle();
    const group = screen.getAllByRole('group', { name: 'Language' })[0];
    const indonesian = within(group).getByRole('link', { name: /Indonesia/ });
    const english = within(group).getByRole('link', { name: /English/ });
    expect(indonesian).toHaveAttribute('href', '/news/tips-sehat');
    expect(indonesian).toHaveAttribute('hreflang', 'id');
    expect(indonesian).not.toHaveAttribute('aria-current');
    expect(english).toHaveAttribute('href', '/en/news/tips-sehat');
    expect(english).toHaveAttribute('aria-current', 'true');
  });

  it('switches language by loading the other URL; a modified click is left to the browser', async () => {
    act(() => useRouteState.setState({ pathname: '/', layout: 'default' }));
    renderChrome(<TopBar />);
    await settle();
    const english = screen.getAllByRole('link', { name: /English/ })[0];
    expect(english).toHaveAttribute('href', '/en');
    expect(clickPrevented(english, { ctrlKey: true })).toBe(false);
    expect(clickPrevented(english, { button: 1 })).toBe(false);
    // A plain click loads the English URL with the page's query (jsdom reports the navigation as not
    // implemented): the new page is rendered in English by the server, never re-rendered in place.
    const jsdomNavigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(clickPrevented(english)).toBe(true);
    jsdomNavigation.mockRestore();
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: 'Hubungi Kami' })[0]).toHaveAttribute('href', '/contact-us');
  });

  it('renders no h1: the page heading belongs to the remote', async () => {
    const { container } = renderChrome(<TopBar />);
    await settle();
    expect(container.querySelector('h1')).toBeNull();
  });
});

describe('mobile menu', () => {
  beforeEach(() => {
    act(() => useRouteState.setState({ pathname: '/', layout: 'default' }));
    window.scrollTo = jest.fn();
  });

  it('closes after a link in it was followed', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />);
    await settle();
    const menu = document.querySelector('details[data-mobile-menu]') as HTMLDetailsElement;
    await user.click(menu.querySelector('summary') as HTMLElement);
    const drawer = within(menu).getByRole('navigation', { name: 'Menu utama' });
    await user.click(groupIn(drawer, 'Tentang Kami'));
    await user.click(within(drawer).getByRole('link', { name: 'Manajemen' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/about/management');
    expect(menu.open).toBe(false);
  });
});

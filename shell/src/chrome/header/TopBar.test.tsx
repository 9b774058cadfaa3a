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

function mainMenu() {
  return screen.getByRole('navigation', { name: 'Menu utama' });
}

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

    const group = within(mainMenu()).getByRole('button', { name: 'Rumah Sakit Kami' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(group.getAttribute('aria-controls') ?? '')!;
    expect(panel).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['RS Bandung', 'RS Cianjur']);

    // Escape closes the group and gives focus back to its button.
    within(panel).getAllByRole('link')[0].focus();
    await user.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveFocus();
  });

  it('navigates client-side from a menu link (no reload)', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />, { api: { 'GET web/menu': listAnswer(API_MENU) } });
    await settle();
    await waitFor(() => expect(mainMenu()).toHaveAttribute('data-menu-source', 'api'));
    await user.click(within(mainMenu()).getByRole('button', { name: 'Rumah Sakit Kami' }));
    await user.click(within(mainMenu()).getByRole('link', { name: 'RS Cianjur' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/hospital/medika-hospital-cianjur');
  });

  it('on an English page, menu links and navigation stay in English (/en)', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />, { lang: 'en', api: { 'GET web/menu': listAnswer(API_MENU) } });
    const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(menu()).toHaveAttribute('data-menu-source', 'api'));
    await user.click(within(menu()).getByRole('button', { name: 'Rumah Sakit Kami' }));
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
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    }
    fireEvent.click(within(menu).getByRole('button', { name: 'Rumah Sakit Kami' }));
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
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
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
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call Us' })).toBeInTheDocument();
  });

  it('sends a search to /search?q=', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Buka pencarian' }));
    const input = screen.getByRole('searchbox', { name: 'Cari di situs' });
    expect(input).toHaveFocus();
    expect(input.closest('form')).toHaveAttribute('action', '/search');
    await user.type(input, 'jantung anak{Enter}');
    expect(navigateToUrl).toHaveBeenCalledWith('/search?q=jantung%20anak');
  });

  it('sends a search of an English page to /en/search?q=', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />, { lang: 'en' });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const input = screen.getByRole('searchbox');
    // Without JavaScript the form itself goes to the English search page.
    expect(input.closest('form')).toHaveAttribute('action', '/en/search');
    await user.type(input, 'heart{Enter}');
    expect(navigateToUrl).toHaveBeenCalledWith('/en/search?q=heart');
  });

  it('offers each language as a link to this page in that language, the current one marked', async () => {
    act(() => useRouteState.setState({ pathname: '/news/tips-sehat', layout: 'default' }));
    renderChrome(<TopBar />, { lang: 'en' });
    await settle();
    const group = screen.getByRole('group', { name: 'Language' });
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
    const english = screen.getByRole('link', { name: /English/ });
    expect(english).toHaveAttribute('href', '/en');
    expect(clickPrevented(english, { ctrlKey: true })).toBe(false);
    expect(clickPrevented(english, { button: 1 })).toBe(false);
    // A plain click loads the English URL with the page's query (jsdom reports the navigation as not
    // implemented): the new page is rendered in English by the server, never re-rendered in place.
    const jsdomNavigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(clickPrevented(english)).toBe(true);
    jsdomNavigation.mockRestore();
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Hubungi Kami' })).toBeInTheDocument();
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

  it('opens as a modal panel with focus inside, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />);
    await settle();
    const hamburger = screen.getByRole('button', { name: 'Buka menu' });
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    expect(panel).toContainElement(document.activeElement as HTMLElement);

    // Tab wraps inside the panel.
    for (let i = 0; i < 25; i += 1) {
      await user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
  });

  it('closes on a route change', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Buka menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    act(() => useRouteState.setState({ pathname: '/news' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buka menu' })).toHaveFocus();
  });

  it('closes after a link in it was followed', async () => {
    const user = userEvent.setup();
    renderChrome(<TopBar />);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Buka menu' }));
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(panel).getByRole('button', { name: 'Tentang Kami' }));
    await user.click(within(panel).getByRole('link', { name: 'Manajemen' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/about/management');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

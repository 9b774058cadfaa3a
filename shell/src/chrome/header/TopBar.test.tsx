import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import type { MenuNode } from '@hospital/api-client';
import { setLocale } from '@hospital/i18n';
import { useRouteState } from '../../composition/routeState';
import { installFakeApi, listAnswer } from '../testing/fakeApi';
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
  let warn: jest.SpyInstance;
  beforeEach(() => {
    act(() => setLocale('id'));
    act(() => useRouteState.setState({ pathname: '/', layout: 'default' }));
    window.scrollTo = jest.fn();
    jest.mocked(navigateToUrl).mockClear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('builds the main menu from web/menu, ordered by sequence, with disclosure groups', async () => {
    installFakeApi({ 'GET web/menu': () => listAnswer(API_MENU) });
    const user = userEvent.setup();
    renderChrome(<TopBar />);
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
    installFakeApi({ 'GET web/menu': () => listAnswer(API_MENU) });
    const user = userEvent.setup();
    renderChrome(<TopBar />);
    await settle();
    await waitFor(() => expect(mainMenu()).toHaveAttribute('data-menu-source', 'api'));
    await user.click(within(mainMenu()).getByRole('button', { name: 'Rumah Sakit Kami' }));
    await user.click(within(mainMenu()).getByRole('link', { name: 'RS Cianjur' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/hospital/medika-hospital-cianjur');
  });

  it('shows the static menu of SPEC 2 with real routes when web/menu fails', async () => {
    const fake = installFakeApi({ 'GET web/menu': () => ({ networkError: true }) });
    renderChrome(<TopBar />);
    await settle();
    await waitFor(() => expect(fake.requests.some((r) => r.url === 'web/menu')).toBe(true));
    await waitFor(() => expect(warn).toHaveBeenCalled());
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
  });

  it('asks for the menu again in English when the language changes', async () => {
    const fake = installFakeApi({ 'GET web/menu': () => listAnswer(API_MENU) });
    renderChrome(<TopBar />);
    await settle();
    const menuRequests = () => fake.requests.filter((r) => r.url === 'web/menu');
    await waitFor(() => expect(menuRequests()).toHaveLength(1));
    expect(menuRequests()[0].params.lang).toBe('id');
    act(() => setLocale('en'));
    await waitFor(() => expect(menuRequests()).toHaveLength(2));
    expect(menuRequests()[1].params.lang).toBe('en');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('sends a search to /search?q=', async () => {
    installFakeApi({});
    const user = userEvent.setup();
    renderChrome(<TopBar />);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Buka pencarian' }));
    const input = screen.getByRole('searchbox', { name: 'Cari di situs' });
    expect(input).toHaveFocus();
    await user.type(input, 'jantung anak{Enter}');
    expect(navigateToUrl).toHaveBeenCalledWith('/search?q=jantung%20anak');
  });

  it('switches the language: persisted, <html lang>, pressed state and texts', async () => {
    installFakeApi({});
    const user = userEvent.setup();
    renderChrome(<TopBar />);
    await settle();
    const english = screen.getByRole('button', { name: /English/ });
    expect(english).toHaveAttribute('aria-pressed', 'false');
    await user.click(english);
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('hospital.locale')).toBe('en');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Call Us' })).toBeInTheDocument();
  });

  it('renders no h1: the page heading belongs to the remote', async () => {
    installFakeApi({});
    const { container } = renderChrome(<TopBar />);
    await settle();
    expect(container.querySelector('h1')).toBeNull();
  });
});

describe('mobile menu', () => {
  beforeEach(() => {
    act(() => setLocale('id'));
    act(() => useRouteState.setState({ pathname: '/', layout: 'default' }));
    window.scrollTo = jest.fn();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeApi({});
  });
  afterEach(() => jest.restoreAllMocks());

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

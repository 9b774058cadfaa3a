import { act, screen, within } from '@testing-library/react';
import { publish } from '@hospital/event-bus';
import { useRouteState } from '../composition/routeState';
import { useDialogStore } from './contact/dialogStore';
import { renderChrome, settle } from './testing/renderChrome';
import { Overlays } from './Overlays';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function goTo(pathname: string, layout: 'default' | 'event' | 'full-page' | 'screening' = 'default') {
  act(() => useRouteState.setState({ pathname, layout }));
}

const bottomBar = () => screen.queryByRole('navigation', { name: 'Akses cepat' });
const chatButton = () => screen.queryByRole('link', { name: 'Chat WhatsApp dengan Medika Hospital' });
const bottomBarHeight = () => document.documentElement.style.getPropertyValue('--bottombar-height');

describe('Overlays', () => {
  let rect: jest.SpyInstance;
  beforeEach(() => {
    useDialogStore.setState({ open: null });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // jsdom has no layout: give every element the bottom bar's height.
    rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      height: 57,
    } as DOMRect);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rect.mockRestore();
  });

  it('shows the bottom bar with docs/product-rules.md §2 links on / and publishes its height', () => {
    goTo('/');
    renderChrome(<Overlays />);
    const bar = bottomBar();
    expect(bar).toBeInTheDocument();
    const links = screen.getAllByRole('link').filter((a) => bar?.contains(a));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Cari Dokter', '/appointment'],
      ['Buat Janji', '/appointment/create'],
      ['Cek / Batalkan Janji', '/appointment/detail'],
      ['Medical Check Up', '/services/paket-mcu'],
    ]);
    expect(bottomBarHeight()).toBe('57px');
    expect(chatButton()).toBeInTheDocument();
  });

  it.each(['/appointment/create', '/appointment/create/', '/id/appointment/create?step=2'])(
    'hides the bottom bar and chat button on %s, with --bottombar-height 0px',
    (path) => {
      goTo('/');
      renderChrome(<Overlays />);
      expect(bottomBar()).toBeInTheDocument();
      goTo(path);
      expect(bottomBar()).not.toBeInTheDocument();
      expect(chatButton()).not.toBeInTheDocument();
      expect(bottomBarHeight()).toBe('0px');
    },
  );

  it('shows no floating chrome outside the default layout', () => {
    goTo('/screening', 'screening');
    renderChrome(<Overlays />);
    expect(bottomBar()).not.toBeInTheDocument();
    expect(chatButton()).not.toBeInTheDocument();
    goTo('/kiosk', 'full-page');
    expect(bottomBar()).not.toBeInTheDocument();
  });

  it('opens the WhatsApp chooser and the Call Us dialog on bus requests', async () => {
    goTo('/');
    renderChrome(<Overlays />);
    act(() => publish('ui:open-whatsapp', { hospital: 'cianjur' }));
    const chooser = await screen.findByRole('dialog', { name: 'Chat via WhatsApp' });
    expect(screen.getByRole('radio', { name: 'Medika Hospital Cianjur' })).toBeChecked();
    expect(chooser).toBeInTheDocument();
    act(() => useDialogStore.getState().close());

    act(() => publish('ui:open-call-us', {}));
    const callUs = await screen.findByRole('dialog', { name: 'Hubungi Kami' });
    expect(callUs).toHaveTextContent('Medika Hospital Bandung');
    expect(screen.getByRole('link', { name: 'Telepon (022) 780 1234' })).toHaveAttribute(
      'href',
      'tel:+62227801234',
    );
    // The dialog's links (the floating button is a link to the contact page, its own fallback).
    const chats = within(callUs).getAllByRole('link', { name: /Chat WhatsApp/ });
    expect(chats.map((a) => new URL(a.getAttribute('href') ?? '').pathname)).toEqual([
      '/6281122001234',
      '/6281122005678',
    ]);
    await settle();
  });
});

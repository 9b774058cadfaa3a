import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouteState } from '../composition/routeState';
import { Header } from './Header';
import { renderChrome, settle } from './testing/renderChrome';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function atLayout(layout: 'default' | 'event' | 'full-page' | 'screening', pathname = '/') {
  act(() => useRouteState.setState({ layout, pathname }));
}

describe('Header layouts', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<main id="main-content" tabindex="-1"></main>';
  });
  afterEach(() => jest.restoreAllMocks());

  it('default: skip link first, then hotline strip, menu, search and language; no h1', async () => {
    atLayout('default');
    const user = userEvent.setup();
    const { container } = renderChrome(<Header />);
    await settle();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Lewati ke konten utama' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(document.getElementById('main-content')).toHaveFocus();

    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The strip's, then the mobile menu's: links to the contact page until the scripts open the dialog.
    for (const callUs of screen.getAllByRole('link', { name: 'Hubungi Kami' }))
      expect(callUs).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: /Hotline Bandung \(022\) 780 1234/ })).toHaveAttribute(
      'href',
      'tel:+62227801234',
    );
    for (const network of ['Instagram', 'Facebook', 'YouTube', 'TikTok']) {
      const link = screen.getByRole('link', { name: new RegExp(network) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The bar's menu and language, and their copies in the mobile menu (a closed <details>).
    expect(screen.getAllByRole('navigation', { name: 'Menu utama' })).toHaveLength(2);
    expect(screen.getAllByRole('group', { name: 'Bahasa' })).toHaveLength(2);
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('img, script, link')).toBeNull();
  });

  it('event: logo, back to home and language only', () => {
    atLayout('event', '/event');
    renderChrome(<Header />);
    expect(screen.getByRole('link', { name: /Medika Hospital, ke beranda/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('group', { name: 'Bahasa' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('event, on an English page: the links home go to /en', () => {
    atLayout('event', '/event');
    renderChrome(<Header />, { lang: 'en' });
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('screening: logo and language, nothing else', () => {
    atLayout('screening', '/screening');
    renderChrome(<Header />);
    expect(screen.getByRole('link', { name: /Medika Hospital, ke beranda/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Bahasa' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kembali ke beranda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hubungi Kami' })).not.toBeInTheDocument();
  });

  it('full-page (kiosk): no chrome at all', () => {
    atLayout('full-page', '/kiosk');
    const { container } = renderChrome(<Header />);
    expect(container).toBeEmptyDOMElement();
  });
});

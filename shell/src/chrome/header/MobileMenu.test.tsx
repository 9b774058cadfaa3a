import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouteState } from '../../composition/routeState';
import { LoadFailedNotice } from '../lazy/LoadFailedNotice';
import { useLoadFailureStore } from '../lazy/loadFailureStore';
import { deferredChunk, type DeferredChunk } from '../testing/deferredChunk';
import { renderChrome, settle } from '../testing/renderChrome';
import { TopBar } from './TopBar';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('./mobileMenuPanelChunk', () => ({ mobileMenuPanelChunk: null }));

type PanelModule = typeof import('./MobileMenuPanel');
const chunkModule: { mobileMenuPanelChunk: unknown } = jest.requireMock('./mobileMenuPanelChunk');
const realPanel = jest.requireActual<PanelModule>('./MobileMenuPanel');

const hamburger = () => screen.getByRole('button', { name: 'Buka menu' });
const menuPanel = () => screen.queryByRole('dialog', { name: 'Menu' });

async function renderTopBar() {
  renderChrome(
    <>
      <TopBar />
      <LoadFailedNotice />
    </>,
  );
  await settle();
}

describe('mobile menu panel, downloaded on demand', () => {
  let panel: DeferredChunk<PanelModule>;
  beforeEach(() => {
    panel = deferredChunk<PanelModule>();
    chunkModule.mobileMenuPanelChunk = panel.chunk;
    act(() => useRouteState.setState({ pathname: '/', layout: 'default' }));
    useLoadFailureStore.setState({ chunk: null });
    window.scrollTo = jest.fn();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps the hamburger in the first load and warms the panel on hover', async () => {
    const user = userEvent.setup();
    await renderTopBar();
    expect(panel.importer).not.toHaveBeenCalled();
    await user.hover(hamburger());
    expect(panel.importer).toHaveBeenCalledTimes(1);
    expect(menuPanel()).not.toBeInTheDocument();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is busy until the panel is in, then the panel takes focus and gives it back on Escape', async () => {
    const user = userEvent.setup();
    await renderTopBar();
    await user.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-busy', 'true');
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(menuPanel()).not.toBeInTheDocument();

    await panel.finish(realPanel);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger()).not.toHaveAttribute('aria-busy');
    expect(within(dialog).getByRole('searchbox', { name: 'Cari di situs' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(menuPanel()).not.toBeInTheDocument();
    expect(hamburger()).toHaveFocus();
  });

  it('Escape or a route change while downloading cancels the opening', async () => {
    const user = userEvent.setup();
    await renderTopBar();
    await user.click(hamburger());
    await user.keyboard('{Escape}');
    expect(hamburger()).not.toHaveAttribute('aria-busy');

    await user.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-busy', 'true');
    act(() => useRouteState.setState({ pathname: '/news' }));
    expect(hamburger()).not.toHaveAttribute('aria-busy');

    await panel.finish(realPanel);
    expect(menuPanel()).not.toBeInTheDocument();
  });

  it('a failed download leaves the menu closed with a polite notice; the next press retries', async () => {
    const user = userEvent.setup();
    await renderTopBar();
    await user.click(hamburger());
    await panel.fail();
    expect(screen.getByRole('status')).toHaveTextContent('Kami tidak dapat memuat bagian halaman ini.');
    expect(hamburger()).not.toHaveAttribute('aria-busy');
    expect(hamburger()).toHaveFocus();

    await user.click(hamburger());
    expect(panel.importer).toHaveBeenCalledTimes(2);
    await panel.finish(realPanel);
    expect(menuPanel()).toBeInTheDocument();
  });
});

import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredChunk, type DeferredChunk } from '../testing/deferredChunk';
import { renderChrome } from '../testing/renderChrome';
import { LazySiteFooter } from './LazySiteFooter';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('./siteFooterChunk', () => ({ siteFooterChunk: null }));

type FooterModule = typeof import('./SiteFooter');
const chunkModule: { siteFooterChunk: unknown } = jest.requireMock('./siteFooterChunk');
const realFooter = jest.requireActual<FooterModule>('./SiteFooter');

type IntersectionCallback = (entries: { isIntersecting: boolean }[]) => void;

const placeholder = () => document.querySelector('[data-footer-placeholder]');

describe('LazySiteFooter', () => {
  let footer: DeferredChunk<FooterModule>;
  let idle: (() => void)[];
  let intersections: IntersectionCallback[];

  beforeEach(() => {
    footer = deferredChunk<FooterModule>();
    chunkModule.siteFooterChunk = footer.chunk;
    idle = [];
    intersections = [];
    window.requestIdleCallback = jest.fn((callback: () => void) => idle.push(callback)) as never;
    window.cancelIdleCallback = jest.fn();
    window.IntersectionObserver = jest.fn((callback: IntersectionCallback) => {
      intersections.push(callback);
      return { observe: jest.fn(), disconnect: jest.fn() };
    }) as never;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    // Unmount first: the footer's own effects still use the stand-ins below on the way out.
    cleanup();
    jest.restoreAllMocks();
    delete (window as Partial<typeof window>).requestIdleCallback;
    delete (window as Partial<typeof window>).cancelIdleCallback;
    delete (window as Partial<typeof window>).IntersectionObserver;
  });

  it('holds the place with an empty placeholder, downloads when the page is idle, then renders the footer', async () => {
    renderChrome(<LazySiteFooter />);
    expect(placeholder()).toBeInTheDocument();
    expect(placeholder()).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder()).toBeEmptyDOMElement();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(footer.importer).not.toHaveBeenCalled();

    act(() => idle[0]());
    expect(footer.importer).toHaveBeenCalledTimes(1);
    // Still the placeholder while the code downloads.
    expect(placeholder()).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    await footer.finish(realFooter);
    expect(placeholder()).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Alamat e-mail' })).toBeInTheDocument();
  });

  it('downloads as soon as the placeholder comes near the viewport', async () => {
    renderChrome(<LazySiteFooter />);
    act(() => intersections[0]([{ isIntersecting: false }]));
    expect(footer.importer).not.toHaveBeenCalled();
    act(() => intersections[0]([{ isIntersecting: true }]));
    expect(footer.importer).toHaveBeenCalledTimes(1);
    await footer.finish(realFooter);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('says when the download failed and tries again on request', async () => {
    const user = userEvent.setup();
    renderChrome(<LazySiteFooter />);
    act(() => idle[0]());
    await footer.fail();
    expect(placeholder()).not.toHaveAttribute('aria-hidden');
    expect(placeholder()).toHaveTextContent('Kami tidak dapat memuat bagian halaman ini.');

    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(footer.importer).toHaveBeenCalledTimes(2);
    await footer.finish(realFooter);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

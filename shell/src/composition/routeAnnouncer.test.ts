import { announceRoutes } from './announceRoutes';
import {
  announceRouteChanges,
  HEAD_GRACE_MS,
  SETTLE_TIMEOUT_MS,
  type RouteAnnouncer,
} from './routeAnnouncer';

/** <main> with one slot per app, as the composition builds it (slots.ts). */
function page() {
  document.title = 'Beranda | Medika Hospital';
  document.body.innerHTML = `
    <header><a href="/faq" id="menu-link">FAQ</a></header>
    <main id="main-content" tabindex="-1">
      <div data-app="mf-content"><div class="app-root"><h1>Beranda</h1><a href="/faq" id="card">FAQ</a></div></div>
      <div data-app="mf-doctors" hidden><div class="app-root"></div></div>
    </main>
    <div id="route-announcer" aria-live="polite"></div>`;
  return {
    main: document.getElementById('main-content')!,
    region: document.getElementById('route-announcer')!,
  };
}

/** What single-spa does on a client-side navigation: the URL first, then the routing events. */
function navigate(url: string) {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
  window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
}

/** A remote rendering its next page: the h1 first, the head in an effect after. */
function render(app: string, html: string, title: string) {
  for (const slot of document.querySelectorAll<HTMLElement>('[data-app]')) {
    slot.hidden = slot.dataset.app !== app;
  }
  document.querySelector(`[data-app="${app}"] .app-root`)!.innerHTML = html;
  document.title = title;
}

async function flush(ms = 0) {
  // Mutation observers report in microtasks; the timers and frames are jest's.
  await Promise.resolve();
  jest.advanceTimersByTime(ms);
  await Promise.resolve();
  jest.advanceTimersByTime(20);
}

let announcer: RouteAnnouncer | null = null;

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  announcer?.stop();
  announcer = null;
  jest.useRealTimers();
});

describe('route announcer', () => {
  it('tells the new page title and moves focus to its h1 once the other remote has rendered it', async () => {
    const { main, region } = page();
    announcer = announceRouteChanges(main, region);
    document.getElementById('menu-link')!.focus();
    navigate('/appointment');
    await flush(SETTLE_TIMEOUT_MS / 2);
    // Nothing is said while the page is not there yet.
    expect(region).toHaveTextContent('');
    render('mf-doctors', '<h1>Cari Dokter</h1>', 'Cari Dokter | Medika Hospital');
    await flush(HEAD_GRACE_MS);
    expect(region).toHaveTextContent('Cari Dokter | Medika Hospital');
    expect(document.activeElement).toHaveTextContent('Cari Dokter');
    expect(document.activeElement).toHaveAttribute('tabindex', '-1');
  });

  it('follows a navigation inside one remote, where the h1 element may be reused', async () => {
    const { main, region } = page();
    announcer = announceRouteChanges(main, region);
    document.getElementById('card')!.focus();
    navigate('/faq');
    const heading = main.querySelector('h1')!;
    // The card clicked belonged to the page that went.
    document.getElementById('card')!.remove();
    heading.textContent = 'Pertanyaan Umum';
    document.title = 'Pertanyaan Umum | Medika Hospital';
    await flush(HEAD_GRACE_MS);
    expect(region).toHaveTextContent('Pertanyaan Umum | Medika Hospital');
    expect(document.activeElement).toBe(heading);
  });

  it('ignores a change of the query alone (wizard steps, filters)', async () => {
    const { main, region } = page();
    announcer = announceRouteChanges(main, region);
    navigate('/?step=2');
    main.querySelector('h1')!.textContent = 'Langkah 2';
    await flush(SETTLE_TIMEOUT_MS);
    expect(region).toHaveTextContent('');
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus where the new page put it', async () => {
    const { main, region } = page();
    announcer = announceRouteChanges(main, region);
    navigate('/search');
    render('mf-content', '<h1>Pencarian</h1><input id="q" />', 'Pencarian | Medika Hospital');
    document.getElementById('q')!.focus();
    await flush(HEAD_GRACE_MS);
    expect(region).toHaveTextContent('Pencarian | Medika Hospital');
    expect(document.activeElement).toHaveAttribute('id', 'q');
  });

  it('does not take the h1 of a hidden slot for the page, and tells the title when no h1 comes', async () => {
    const { main, region } = page();
    announcer = announceRouteChanges(main, region);
    navigate('/kiosk');
    for (const slot of document.querySelectorAll<HTMLElement>('[data-app]')) {
      slot.hidden = slot.dataset.app !== 'mf-doctors';
    }
    document.title = 'Jadwal Dokter Hari Ini | Medika Hospital';
    await flush(HEAD_GRACE_MS);
    expect(region).toHaveTextContent('');
    await flush(SETTLE_TIMEOUT_MS);
    expect(region).toHaveTextContent('Jadwal Dokter Hari Ini | Medika Hospital');
    expect(document.activeElement).toBe(document.body);
  });

  it('starts with the first navigation, its code loaded then (announceRoutes)', async () => {
    jest.useRealTimers();
    const { main, region } = page();
    announceRoutes(main, region);
    navigate('/news');
    render('mf-content', '<h1>Berita</h1>', 'Berita | Medika Hospital');
    await new Promise((resolve) => setTimeout(resolve, HEAD_GRACE_MS + 100));
    expect(region).toHaveTextContent('Berita | Medika Hospital');
    expect(document.activeElement).toHaveTextContent('Berita');
  });
});

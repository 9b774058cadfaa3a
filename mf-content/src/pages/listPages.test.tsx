import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer, type FakeAnswer, type FakeHandler } from '@hospital/remote-kit/testing';
import {
  BANDUNG,
  articleSummary,
  category,
  hospitalEvent,
  offsetsAsked,
  rangesAsked,
  pagedAnswer,
  promo,
  room,
  servicePackage,
  video,
} from '../testing/fixtures';
import { renderFromServerData, renderWithApp } from '../testing/renderWithApp';
import { pages } from '../pages';

// Every list page with "load more" (docs/product-rules.md §4, docs/product-rules.md §9 page sizes): rendered from the API, and from the
// server's data without asking again.

interface ListCase {
  route: string;
  /** The list's accessible name (the page's title). */
  label: string;
  pattern: string;
  endpoint: string;
  pageSize: number;
  /** Names of the items, in the API's order. */
  names: string[];
  answers: (items: FakeHandler) => Record<string, FakeHandler | FakeAnswer>;
  /** What the first request asks besides offset and limit. */
  query?: Record<string, string>;
}

const CATEGORIES = listAnswer([category(1, 'Berita'), category(2, 'Kesehatan'), category(3, 'Spesialis')]);

function many<T extends { name: string }>(count: number, make: (n: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => make(i + 1));
}

const news = many(7, (n) => articleSummary(n));
const events = many(7, (n) => hospitalEvent(n));
const promos = many(8, (n) => promo(n));
const packages = many(8, (n) => servicePackage(n));
const checkUps = many(8, (n) => servicePackage(n, { category: 'mcu', name: `MCU ${n}` }));
const rooms = many(8, (n) => room(n));
const videos = many(8, (n) => video(n));

const CASES: ListCase[] = [
  {
    route: '/news',
    label: 'News',
    pattern: '/news',
    endpoint: 'web/article',
    pageSize: 5,
    names: news.map((a) => a.name),
    answers: (items) => ({ 'GET web/article': items, 'GET web/article_category': CATEGORIES }),
    query: {
      order: 'published_date desc',
      filters: JSON.stringify([['category', 'not in', ['Spesialis', 'Tentang Kami', 'Services', 'Video']]]),
    },
  },
  {
    route: '/event',
    label: 'Events',
    pattern: '/event',
    endpoint: 'web/events',
    pageSize: 5,
    names: events.map((e) => e.name),
    answers: (items) => ({ 'GET web/events': items }),
  },
  {
    route: '/promotion',
    label: 'Promotions',
    pattern: '/promotion',
    endpoint: 'web/promo',
    pageSize: 6,
    names: promos.map((p) => p.name),
    answers: (items) => ({ 'GET web/promo': items }),
    query: { order: 'sequence asc', filters: JSON.stringify([['state', '=', 'published']]) },
  },
  {
    route: '/package',
    label: 'Service Packages',
    pattern: '/package',
    endpoint: 'web/service_package',
    pageSize: 6,
    names: packages.map((p) => p.name),
    answers: (items) => ({ 'GET web/service_package': items }),
    query: { order: 'sequence asc' },
  },
  {
    route: '/services/paket-mcu',
    label: 'Medical Check-Up Packages',
    pattern: '/services/paket-mcu/:slug?',
    endpoint: 'web/service_package',
    pageSize: 6,
    names: checkUps.map((p) => p.name),
    answers: (items) => ({ 'GET web/service_package': items }),
    query: { order: 'sequence asc', filters: JSON.stringify([['category', '=', 'mcu']]) },
  },
  {
    route: '/rooms-and-rate',
    label: 'Rooms and Rates',
    pattern: '/rooms-and-rate',
    endpoint: 'web/hospital_room',
    pageSize: 6,
    names: rooms.map((r) => r.name),
    answers: (items) => ({ 'GET web/hospital_room': items, 'GET web/company': listAnswer([BANDUNG]) }),
    query: { order: 'seq asc' },
  },
  {
    route: '/video',
    label: 'Videos',
    pattern: '/video',
    endpoint: 'web/video',
    pageSize: 6,
    names: videos.map((v) => v.name),
    answers: (items) => ({ 'GET web/video': items }),
  },
];

const ITEMS: Record<string, readonly { name: string }[]> = {
  '/news': news,
  '/event': events,
  '/promotion': promos,
  '/package': packages,
  '/services/paket-mcu': checkUps,
  '/rooms-and-rate': rooms,
  '/video': videos,
};

/** The cards of the list (each an article; a card may hold lists of its own). */
function cards(list: HTMLElement): HTMLElement[] {
  return within(list).getAllByRole('article');
}

describe.each(CASES)('$route', ({ route, label, pattern, endpoint, pageSize, names, answers, query }) => {
  const items = pagedAnswer(ITEMS[route]);

  it(`renders the first ${pageSize} items from the API, then "load more" asks for offset ${pageSize}`, async () => {
    const { default: Page } = await pages[pattern]();
    const { requests } = renderWithApp(<Page />, { lang: 'en', route, path: pattern, api: answers(items) });
    const list = await screen.findByRole('list', { name: label });
    expect(cards(list)).toHaveLength(pageSize);
    expect(within(list).getByText(names[0])).toBeInTheDocument();
    expect(requests.find((r) => r.path === endpoint)?.query).toMatchObject({
      offset: '0',
      limit: String(pageSize),
      ...query,
    });

    // A link to the same page with one more page, for a tap before the scripts or without them.
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more).toHaveAttribute('href', `/en${route}?page=2#page-2`);
    await userEvent.click(more);
    expect(await within(list).findByText(names[names.length - 1])).toBeInTheDocument();
    expect(cards(list)).toHaveLength(names.length);
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
    // The count is recorded in the URL for a reload, which neither refetches nor resets the list.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${route}?page=2`));
    expect(cards(list)).toHaveLength(names.length);
    expect(offsetsAsked(requests, endpoint)).toEqual([0, pageSize]);
  });

  it('renders the pages ?page= asks for on the server, marking where the second starts', async () => {
    const { requests, serverRequests } = await renderFromServerData(`${route}?page=2`, answers(items), 'en');
    const list = screen.getByRole('list', { name: label });
    expect(cards(list)).toHaveLength(names.length);
    expect(list.querySelector('#page-2')).toHaveTextContent(names[pageSize]);
    // Both pages in one call (prefetchShownPages): one call per page missed the data budget on a busy server.
    expect(rangesAsked(serverRequests, endpoint)).toEqual([{ offset: 0, limit: 2 * pageSize }]);
    expect(requests).toEqual([]);
  });

  it('reads a ?page= that is not a count as the first page', async () => {
    const { serverRequests } = await renderFromServerData(`${route}?page=-1`, answers(items), 'en');
    expect(cards(screen.getByRole('list', { name: label }))).toHaveLength(pageSize);
    expect(offsetsAsked(serverRequests, endpoint)).toEqual([0]);
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      `/en${route}?page=2#page-2`,
    );
  });

  it("renders the server's first page at once, with its h1, and does not fetch it again", async () => {
    const { requests, serverRequests } = await renderFromServerData(route, answers(items), 'en');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(cards(screen.getByRole('list', { name: label }))).toHaveLength(pageSize);
    expect(screen.getByText(names[0])).toBeInTheDocument();
    expect(screen.getByText(`Showing ${pageSize} of ${names.length}`)).toBeInTheDocument();
    expect(offsetsAsked(serverRequests, endpoint)).toEqual([0]);
    expect(requests).toEqual([]);
  });
});

describe('list filters', () => {
  it('/news?category= lists the category by its key, on the server too', async () => {
    const { requests, serverRequests } = await renderFromServerData(
      '/news?category=kesehatan',
      {
        'GET web/article_category': CATEGORIES,
        'GET web/article': listAnswer([articleSummary(1, { name: 'Tidur cukup', category: 'Kesehatan' })]),
      },
      'en',
    );
    expect(screen.getByText('Tidur cukup')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kesehatan', pressed: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spesialis' })).toBeNull();
    expect(document.title).toBe('News: Kesehatan | Medika Hospital');
    const list = serverRequests.find((r) => r.path === 'web/article');
    expect(JSON.parse(list?.query.filters ?? '')).toEqual([['category', '=', 'Kesehatan']]);
    expect(requests).toEqual([]);
  });

  it('/news filter tabs write the category into the URL and list it', async () => {
    const { requests } = renderWithApp(<NewsPage />, {
      lang: 'en',
      route: '/news',
      path: '/news',
      api: { 'GET web/article_category': CATEGORIES, 'GET web/article': pagedAnswer(news) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Kesehatan' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/news?category=kesehatan');
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path === 'web/article').map((r) => JSON.parse(r.query.filters)),
      ).toEqual([
        [['category', 'not in', ['Spesialis', 'Tentang Kami', 'Services', 'Video']]],
        [['category', '=', 'Kesehatan']],
      ]),
    );
  });

  it('/rooms-and-rate?hospital= lists the rooms of that hospital', async () => {
    const { requests, serverRequests } = await renderFromServerData(
      '/rooms-and-rate?hospital=1',
      {
        'GET web/company': listAnswer([BANDUNG]),
        'GET web/hospital_room': listAnswer([room(1)]),
      },
      'en',
    );
    expect(screen.getByRole('button', { name: BANDUNG.name, pressed: true })).toBeInTheDocument();
    const list = serverRequests.find((r) => r.path === 'web/hospital_room');
    expect(JSON.parse(list?.query.filters ?? '')).toEqual([['company_id', '=', 1]]);
    expect(requests).toEqual([]);
  });

  it('/promotion leaves out a promotion that is not published (docs/product-rules.md §4)', async () => {
    await renderFromServerData(
      '/promotion',
      {
        'GET web/promo': listAnswer([promo(1), promo(2, { state: 'draft' as 'published' })]),
      },
      'en',
    );
    expect(screen.getByText('Promo 1')).toBeInTheDocument();
    expect(screen.queryByText('Promo 2')).toBeNull();
  });
});

let NewsPage: React.ComponentType;
beforeAll(async () => {
  NewsPage = (await pages['/news']()).default;
});

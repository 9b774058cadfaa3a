import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@hospital/router';
import { createApiClient } from '@hospital/api-client';
import { matchRemoteRoute } from '@hospital/remote-kit';
import {
  fakeRoutes,
  itemAnswer,
  listAnswer,
  testQueryClient,
  type FakeAnswer,
  type FakeHandler,
} from '@hospital/remote-kit/testing';
import type { RouteDefinition } from '@hospital/registry';
import routes from '../routes.json';
import { pages } from '../pages';
import {
  BANDUNG,
  NOT_FOUND,
  article,
  articleSummary,
  contentPage,
  hospitalEvent,
  promo,
  servicePackage,
  video,
} from '../testing/fixtures';
import { renderFromServerData, renderWithApp } from '../testing/renderWithApp';

// The pages of one item (an article, an event, a content page...): the server's data renders the item
// under its one h1 with its head (image with its size, JSON-LD), an unknown one renders the 404 panel,
// and an API failure makes the page's prefetch throw (the server then answers 503).

type Answers = Record<string, FakeHandler | FakeAnswer>;

const COMPANIES = { 'GET web/company': listAnswer([BANDUNG]) };
const NO_DOCTORS = { 'GET web/dokter': listAnswer([]) };

interface ItemCase {
  route: string;
  /** The item's own call. */
  item: string;
  answer: FakeAnswer;
  h1: string;
  /** The other calls the page makes. */
  rest?: Answers;
  jsonLd?: string;
  /** The link-preview image. */
  image: string;
}

const CASES: ItemCase[] = [
  {
    route: '/news/artikel-1',
    item: 'GET web/article/artikel-1',
    answer: itemAnswer(article(1, { related: [articleSummary(2)] })),
    h1: 'Artikel 1',
    rest: { 'GET web/article': listAnswer([articleSummary(3)]) },
    jsonLd: 'NewsArticle',
    image: '/api/media/article/artikel-1.svg',
  },
  {
    route: '/event/acara-1',
    item: 'GET web/events/acara-1',
    answer: itemAnswer(hospitalEvent(1)),
    h1: 'Acara 1',
    jsonLd: 'Event',
    image: '/api/media/event/acara-1.svg',
  },
  {
    route: '/promotion/promo-1',
    item: 'GET web/promo/promo-1',
    answer: itemAnswer(promo(1)),
    h1: 'Promo 1',
    rest: COMPANIES,
    jsonLd: 'Offer',
    image: '/api/media/promo/promo-1.svg',
  },
  {
    route: '/package/paket-1',
    item: 'GET web/service_package/paket-1',
    answer: itemAnswer(servicePackage(1)),
    h1: 'Paket 1',
    rest: COMPANIES,
    jsonLd: 'Offer',
    image: '/api/media/package/paket-1.svg',
  },
  {
    route: '/services/paket-mcu/paket-2',
    item: 'GET web/service_package/paket-2',
    answer: itemAnswer(servicePackage(2, { category: 'mcu' })),
    h1: 'Paket 2',
    rest: COMPANIES,
    jsonLd: 'Offer',
    image: '/api/media/package/paket-2.svg',
  },
  {
    route: '/video/video-1',
    item: 'GET web/video/video-1',
    answer: itemAnswer(video(1)),
    h1: 'Video 1',
    rest: { 'GET web/video': listAnswer([video(2)]) },
    jsonLd: 'VideoObject',
    image: '/api/media/video/video-1.svg',
  },
  {
    route: '/about',
    item: 'GET web/page/about',
    answer: itemAnswer(contentPage('about')),
    h1: 'Halaman about',
    rest: COMPANIES,
    image: '/api/media/page/about.svg',
  },
  {
    route: '/about/visi-misi',
    item: 'GET web/page/about/visi-misi',
    answer: itemAnswer(contentPage('about/visi-misi')),
    h1: 'Halaman about/visi-misi',
    rest: COMPANIES,
    image: '/api/media/page/about-visi-misi.svg',
  },
  {
    route: '/coe/digestive/endoskopi',
    item: 'GET web/page/coe/digestive/endoskopi',
    answer: itemAnswer(contentPage('coe/digestive/endoskopi', { section: 'coe', related_poli_ids: [2461] })),
    h1: 'Halaman coe/digestive/endoskopi',
    rest: { ...COMPANIES, ...NO_DOCTORS },
    image: '/api/media/page/coe-digestive-endoskopi.svg',
  },
  {
    route: '/facility-and-services/emergency',
    item: 'GET web/page/facility-and-services/emergency',
    answer: itemAnswer(contentPage('facility-and-services/emergency')),
    h1: 'Halaman facility-and-services/emergency',
    rest: COMPANIES,
    image: '/api/media/page/facility-and-services-emergency.svg',
  },
  {
    route: '/services/igd',
    item: 'GET web/page/services/igd',
    answer: itemAnswer(contentPage('services/igd')),
    h1: 'Halaman services/igd',
    rest: COMPANIES,
    image: '/api/media/page/services-igd.svg',
  },
  {
    route: '/services/radiologi-intervensi',
    item: 'GET web/page/services/radiologi-intervensi',
    answer: itemAnswer(contentPage('services/radiologi-intervensi')),
    h1: 'Halaman services/radiologi-intervensi',
    rest: { ...COMPANIES, 'GET web/service': listAnswer([]) },
    image: '/api/media/page/services-radiologi-intervensi.svg',
  },
  {
    route: '/hospital/medika-hospital-bandung',
    item: 'GET web/company/medika-hospital-bandung',
    answer: itemAnswer(BANDUNG),
    h1: 'Medika Hospital Bandung',
    rest: { 'GET web/page/hospital/medika-hospital-bandung': NOT_FOUND, ...NO_DOCTORS },
    jsonLd: 'Hospital',
    image: '/api/media/hospital/medika-hospital-bandung.svg',
  },
];

function meta(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

/** The route's page with its prefetch, as pages.tsx gives it to the server renderer. */
async function prefetchOf(route: string, answers: Answers) {
  const match = matchRemoteRoute(routes as RouteDefinition[], route);
  if (!match) throw new Error(`no route for ${route}`);
  const { default: Page } = await pages[match.pattern]();
  const queryClient = testQueryClient();
  const api = createApiClient({ baseURL: '/api/', lang: 'en', adapter: fakeRoutes(answers).adapter });
  return () =>
    Page.prefetch?.({ queryClient, api, lang: 'en', params: match.params, search: new URLSearchParams() });
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe.each(CASES)('$route', ({ route, item, answer, h1, rest = {}, jsonLd, image }) => {
  it("renders the server's item under its one h1, with its head, and fetches nothing again", async () => {
    const { requests } = await renderFromServerData(route, { [item]: answer, ...rest }, 'en');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual([h1]);
    expect(document.title).toBe(`${h1} | Medika Hospital`);
    // Link previews get the PNG of the API picture (they do not show SVG).
    expect(meta('meta[property="og:image"]')).toBe(`http://site.test${image.replace(/\.svg$/, '.png')}`);
    expect(meta('meta[property="og:image:width"]')).toBe('800');
    expect(meta('meta[property="og:image:height"]')).toBe('450');
    const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks.map((b) => JSON.parse(b.textContent ?? '{}')['@type'])).toEqual(jsonLd ? [jsonLd] : []);
    expect(requests).toEqual([]);
  });

  it('renders the 404 panel, not indexed, for an unknown item', async () => {
    const { requests } = await renderFromServerData(route, { ...rest, [item]: NOT_FOUND }, 'id');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Halaman ini tidak dapat ditemukan');
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(requests).toEqual([]);
  });

  it('makes the server answer 503 when the API cannot give the item', async () => {
    const prefetch = await prefetchOf(route, { ...rest, [item]: { status: 503, body: {} } });
    await expect(prefetch()).rejects.toMatchObject({ status: 503 });
  });
});

describe('pages that cannot name an item', () => {
  it.each([
    '/about/Not_A_Slug',
    '/coe/a%20b',
    '/facility-and-services/x..y',
    '/services/Not_A_Slug',
    '/hospital/medika-hospital-jakarta',
  ])('%s renders the 404 panel without asking the API', async (route) => {
    const { requests, serverRequests } = await renderFromServerData(route, {}, 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be found');
    expect(serverRequests).toEqual([]);
    expect(requests).toEqual([]);
  });
});

describe('/services/:slug of a service whose page lives elsewhere', () => {
  it('redirects to that page', async () => {
    const { ServiceSlugPage } = await import('./ServicesPages');
    const { requests } = renderWithApp(
      <Routes>
        <Route path="/services/:slug" element={<ServiceSlugPage />} />
      </Routes>,
      {
        lang: 'en',
        route: '/services/hemodialisis',
        api: {
          'GET web/service': listAnswer([
            {
              id: 4,
              slug: 'hemodialisis',
              name: 'Hemodialisis',
              summary: '',
              icon: '',
              image: '',
              path: '/facility-and-services/hemodialysis',
              page_slug: 'facility-and-services/hemodialysis',
            },
          ]),
        },
      },
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/facility-and-services/hemodialysis'),
    );
    expect(requests.map((r) => r.path)).toEqual(['web/service']);
  });
});

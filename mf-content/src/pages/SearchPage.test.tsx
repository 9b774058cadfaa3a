import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResults } from '@hospital/api-client';
import type { InfiniteData } from '@hospital/query';
import { itemAnswer, type FakeAnswer, type FakeHandler } from '@hospital/remote-kit/testing';
import { articleSummary } from '../testing/fixtures';
import { renderFromServerData, renderWithApp } from '../testing/renderWithApp';
import SearchPage from './SearchPage';

const empty = { results: [], count: 0 };
const results: SearchResults = {
  query: 'jantung',
  doctors: {
    results: [
      {
        id: 1,
        slug: 'dr-a',
        name: 'dr. Andi Mulyana, Sp.JP',
        speciality: 'Jantung dan Pembuluh Darah',
        photo: '/a.svg',
        company_ids: [1],
        path: '/doctor/dr-a',
      },
    ],
    count: 1,
  },
  articles: {
    results: [
      {
        id: 7,
        slug: 'cath-lab',
        name: 'Cath lab jantung kedua',
        category: 'Berita',
        category_id: 1,
        category_name: 'Berita',
        summary: 'Layanan jantung 24 jam.',
        image: '/n.svg',
        published_date: '2026-11-20',
        count: 10,
        author: 'Humas',
        reading_minutes: 3,
        path: '/news/cath-lab',
      },
    ],
    count: 1,
  },
  packages: empty,
  promotions: empty,
  services: empty,
  faq: empty,
  partners: empty,
};

/** What the API finds for "bpjs" (api/README "Search"): the BPJS help among the FAQ, and BPJS the partner. */
const bpjs: SearchResults = {
  ...results,
  query: 'bpjs',
  doctors: empty,
  articles: empty,
  faq: {
    results: [
      {
        id: 21,
        question: 'Apakah saya perlu surat rujukan untuk dokter spesialis dengan BPJS?',
        answer: 'Ya. Kunjungan ke dokter spesialis dengan BPJS Kesehatan memerlukan surat rujukan.',
        path: '/faq#faq-21',
      },
    ],
    count: 1,
  },
  partners: {
    results: [{ id: 4, name: 'BPJS Kesehatan', industry: 'Asuransi', path: '/partners' }],
    count: 1,
  },
};

function renderSearch(route: string, answer: FakeAnswer | FakeHandler = itemAnswer(results)) {
  return renderWithApp(<SearchPage />, {
    route,
    path: '/search',
    lang: 'id',
    api: { 'GET web/search': answer },
  });
}

describe('SearchPage', () => {
  it('groups the results and highlights the query', async () => {
    const { requests } = renderSearch('/search?q=jantung');
    const doctors = await screen.findByRole('region', { name: 'Dokter (1)' });
    expect(within(doctors).getByRole('link', { name: 'dr. Andi Mulyana, Sp.JP' })).toHaveAttribute(
      'href',
      '/doctor/dr-a',
    );
    const articles = screen.getByRole('region', { name: 'Artikel (1)' });
    expect([...articles.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['jantung', 'jantung']);
    expect(screen.queryByRole('region', { name: /Promo/ })).toBeNull();
    expect(requests.map((r) => r.query)).toEqual([{ q: 'jantung', offset: '0', limit: '8', lang: 'id' }]);
  });

  it('shows packages and promotions in their own groups, with a price where there is one', async () => {
    const offer = { summary: 'Cek jantung lengkap.', body: [], image: '/p.svg', company_ids: [1] };
    renderSearch(
      '/search?q=jantung',
      itemAnswer({
        ...results,
        packages: {
          results: [
            {
              ...offer,
              id: 3,
              slug: 'mcu-jantung',
              name: 'MCU Jantung',
              sequence: 1,
              category: 'mcu',
              price: 1500000,
              original_price: null,
              items: [],
              path: '/package/mcu-jantung',
            },
          ],
          count: 1,
        },
        promotions: {
          results: [
            {
              ...offer,
              id: 3,
              slug: 'promo-jantung',
              name: 'Promo jantung sehat',
              state: 'published',
              sequence: 1,
              valid_from: '2026-01-01',
              valid_to: '2099-12-31',
              price: null,
              terms: [],
              path: '/promo/promo-jantung',
            },
          ],
          count: 1,
        },
      }),
    );
    const packages = await screen.findByRole('region', { name: 'Paket (1)' });
    expect(within(packages).getByRole('link', { name: 'MCU Jantung' })).toHaveAttribute(
      'href',
      '/package/mcu-jantung',
    );
    expect(within(packages).getByTestId('price')).toHaveTextContent('Rp 1.500.000');
    const promotions = screen.getByRole('region', { name: 'Promo (1)' });
    expect(within(promotions).getByRole('link', { name: 'Promo jantung sehat' })).toHaveAttribute(
      'href',
      '/promo/promo-jantung',
    );
    expect(within(promotions).queryByTestId('price')).toBeNull();
  });

  it('shows the FAQ answers and the partners the API finds, linked to their pages', async () => {
    renderSearch('/search?q=bpjs', itemAnswer(bpjs));
    const faq = await screen.findByRole('region', { name: 'Pertanyaan Umum (1)' });
    expect(
      within(faq).getByRole('link', { name: /Apakah saya perlu surat rujukan untuk dokter spesialis/ }),
    ).toHaveAttribute('href', '/faq#faq-21');
    expect(faq).toHaveTextContent('memerlukan surat rujukan');
    const partners = screen.getByRole('region', { name: 'Rekanan (1)' });
    expect(within(partners).getByRole('link', { name: 'BPJS Kesehatan' })).toHaveAttribute(
      'href',
      '/partners',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('helps when the query is empty, without calling the API', () => {
    const { requests } = renderSearch('/search');
    expect(screen.getByRole('heading', { name: 'Apa yang Anda cari?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jantung' })).toHaveAttribute('href', '/search?q=jantung');
    expect(requests).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    renderSearch('/search?q=zzz', itemAnswer({ ...results, doctors: empty, articles: empty }));
    expect(await screen.findByRole('heading', { name: 'Tidak ada hasil untuk "zzz"' })).toBeInTheDocument();
  });

  it('asks for the next 8 articles on "load more", keeping the other groups', async () => {
    const articles = Array.from({ length: 10 }, (_, i) =>
      articleSummary(i + 1, { name: `Jantung ${i + 1}` }),
    );
    const { requests } = renderSearch('/search?q=jantung', (request) => {
      const offset = Number(request.query.offset);
      return itemAnswer({
        ...results,
        articles: { results: articles.slice(offset, offset + 8), count: articles.length },
      });
    });
    const group = await screen.findByRole('region', { name: 'Artikel (10)' });
    expect(within(group).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    const more = screen.getByRole('link', { name: 'Muat lebih banyak' });
    expect(more).toHaveAttribute('href', '/search?q=jantung&page=2#page-2');
    await userEvent.click(more);
    await waitFor(() => expect(within(group).getAllByRole('heading', { level: 3 })).toHaveLength(10));
    expect(within(group).getByRole('link', { name: 'Jantung 10' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dokter (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Muat lebih banyak' })).toBeNull();
    expect(document.getElementById('page-2')).toHaveTextContent('Jantung 9');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=jantung&page=2'));
    expect(requests.map((r) => r.query.offset)).toEqual(['0', '8']);
  });

  it('renders the pages of articles ?page= asks for on the server', async () => {
    const articles = Array.from({ length: 20 }, (_, i) =>
      articleSummary(i + 1, { name: `Jantung ${i + 1}` }),
    );
    const { requests, serverRequests, queryClient } = await renderFromServerData(
      '/search?q=jantung&page=2',
      {
        'GET web/search': (request) => {
          const offset = Number(request.query.offset);
          return itemAnswer({
            ...results,
            articles: { results: articles.slice(offset, offset + 8), count: articles.length },
          });
        },
      },
      'en',
    );
    const group = screen.getByRole('region', { name: 'Articles (20)' });
    expect(within(group).getAllByRole('heading', { level: 3 })).toHaveLength(16);
    expect(document.getElementById('page-2')).toHaveTextContent('Jantung 9');
    expect(serverRequests.map((r) => r.query.offset)).toEqual(['0', '8']);
    expect(requests).toEqual([]);
    // The second page keeps its articles only: the other groups are shown once, from the first.
    expect(screen.getByRole('region', { name: 'Doctors (1)' })).toBeInTheDocument();
    const kept = queryClient.getQueryData<InfiniteData<SearchResults>>(['search', 'jantung']);
    expect(kept?.pages[0].doctors.results).toHaveLength(1);
    expect(kept?.pages[1].doctors).toEqual({ results: [], count: 1 });
    expect(kept?.pages[1].articles.results).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/en/search?q=jantung&page=3#page-3',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@hospital/remote-kit';
import type { SearchResults } from '@hospital/api-client';
import { renderPage } from '../../testing/render';
import SearchPage from './SearchPage';

const search = jest.fn();
jest.mock('../../api/contentApi', () => ({ contentApi: () => ({ search }) }));

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
};

function renderSearch(path: string) {
  return renderPage(
    <Routes>
      <Route path="/search" element={<SearchPage />} />
    </Routes>,
    { path, lang: 'id' },
  );
}

beforeEach(() => search.mockReset());

describe('SearchPage', () => {
  it('groups the results and highlights the query', async () => {
    search.mockResolvedValue(results);
    renderSearch('/search?q=jantung');
    const doctors = await screen.findByRole('region', { name: 'Dokter (1)' });
    expect(within(doctors).getByRole('link', { name: 'dr. Andi Mulyana, Sp.JP' })).toHaveAttribute(
      'href',
      '/doctor/dr-a',
    );
    const articles = screen.getByRole('region', { name: 'Artikel (1)' });
    expect([...articles.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['jantung', 'jantung']);
    expect(screen.queryByRole('region', { name: /Promo/ })).toBeNull();
    expect(search).toHaveBeenCalledWith('jantung', { limit: 8 }, expect.anything());
  });

  it('shows packages and promotions in their own groups, with a price where there is one', async () => {
    const offer = { summary: 'Cek jantung lengkap.', body: [], image: '/p.svg', company_ids: [1] };
    search.mockResolvedValue({
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
    });
    renderSearch('/search?q=jantung');
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

  it('helps when the query is empty, without calling the API', () => {
    renderSearch('/search');
    expect(screen.getByRole('heading', { name: 'Apa yang Anda cari?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jantung' })).toHaveAttribute('href', '/search?q=jantung');
    expect(search).not.toHaveBeenCalled();
  });

  it('says so when nothing matches', async () => {
    search.mockResolvedValue({ ...results, doctors: empty, articles: empty });
    renderSearch('/search?q=zzz');
    expect(await screen.findByRole('heading', { name: 'Tidak ada hasil untuk "zzz"' })).toBeInTheDocument();
  });
});

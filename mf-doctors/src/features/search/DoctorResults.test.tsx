import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DoctorQuery, Lang } from '@hospital/api-client';
import type { FakeAnswer, FakeHandler } from '@hospital/remote-kit/testing';
import { DOCTOR_PAGE_SIZE } from '../../shared/constants';
import { BANDUNG, makeDoctor } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/renderWithApp';
import { DoctorResults } from './DoctorResults';

const doctors = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => makeDoctor({ id: from + i, name: `dr. Dokter ${from + i}` }));

const page = (results: ReturnType<typeof doctors>, count: number): FakeAnswer => ({
  body: { data: { results, count } },
});

function renderResults(
  schedules: FakeHandler | FakeAnswer,
  { locale = 'id', query = { poli_id: 2461 } }: { locale?: Lang; query?: DoctorQuery | null } = {},
) {
  const ui = (q: DoctorQuery | null) => (
    <DoctorResults
      query={q}
      companies={[BANDUNG]}
      lang={locale}
      today="2026-11-21"
      emptyMessage="Perluas pencarian"
    />
  );
  const result = renderWithApp(ui(query), { lang: locale, api: { 'GET web/jadwal': schedules } });
  return { ...result, search: (q: DoctorQuery | null) => result.rerenderPage(ui(q)) };
}

const status = () => screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;

/** An answer that waits for the test. */
function deferred() {
  let answer: (value: FakeAnswer) => void = () => undefined;
  const handler: FakeHandler = () => new Promise<FakeAnswer>((resolve) => (answer = resolve));
  return { handler, answer: (value: FakeAnswer) => answer(value) };
}

describe('DoctorResults', () => {
  it('shows skeletons and announces the search while the first page loads', () => {
    const { container } = renderResults(deferred().handler);
    expect(status()).toHaveTextContent('Mencari dokter…');
    expect(container.querySelector('ul[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
  });

  it('asks the API for the first page of the search (web/jadwal, start_day=0)', async () => {
    const { requests } = renderResults(page(doctors(1), 1));
    expect(await screen.findByRole('link', { name: 'dr. Dokter 1' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0].query).toEqual({
      start_day: '0',
      poli_id: '2461',
      offset: '0',
      limit: String(DOCTOR_PAGE_SIZE),
      lang: 'id',
    });
  });

  it("shows skeletons, not the previous search's list, until the new search is in (docs/product-rules.md §4)", async () => {
    const second = deferred();
    let calls = 0;
    const { search, requests } = renderResults((request) =>
      ++calls === 1 ? page(doctors(1), 1) : second.handler(request),
    );
    expect(await screen.findByRole('link', { name: 'dr. Dokter 1' })).toBeInTheDocument();
    search({ poli_id: 2473 });
    expect(screen.queryByRole('link', { name: 'dr. Dokter 1' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Mencari dokter…');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'dr. Dokter 1' })).not.toBeInTheDocument();
    second.answer(page(doctors(1, 50), 1));
    expect(await screen.findByRole('link', { name: 'dr. Dokter 50' })).toBeInTheDocument();
  });

  it('asks nothing while the search cannot be asked yet', () => {
    const { requests } = renderResults(page([], 0), { query: null });
    expect(status()).toHaveTextContent('Mencari dokter…');
    expect(requests).toHaveLength(0);
  });

  it('announces the number of doctors found, and loads the next page on request', async () => {
    const { requests } = renderResults((request) =>
      request.query.offset === '0'
        ? page(doctors(DOCTOR_PAGE_SIZE), 12)
        : page(doctors(2, DOCTOR_PAGE_SIZE + 1), 12),
    );
    await waitFor(() => expect(status()).toHaveTextContent('12 dokter ditemukan'));
    expect(screen.getByText(`Menampilkan ${DOCTOR_PAGE_SIZE} dari 12 dokter`)).toBeInTheDocument();
    const more = screen.getByRole('link', { name: 'Tampilkan dokter lainnya' });
    expect(more).toHaveAttribute('href', '/?page=2#page-2');
    fireEvent.click(more);
    expect(
      await screen.findByRole('link', { name: `dr. Dokter ${DOCTOR_PAGE_SIZE + 2}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tampilkan dokter lainnya' })).not.toBeInTheDocument();
    expect(document.getElementById('page-2')).toHaveTextContent(`dr. Dokter ${DOCTOR_PAGE_SIZE + 1}`);
    // Recorded for a reload without asking again for what is shown.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?page=2'));
    expect(requests.map((r) => r.query.offset)).toEqual(['0', String(DOCTOR_PAGE_SIZE)]);
  });

  it('announces the number in English, with no "more" button after the last page', async () => {
    renderResults(page(doctors(1), 1), { locale: 'en' });
    await waitFor(() => expect(status()).toHaveTextContent('1 doctor found'));
    expect(screen.queryByRole('link', { name: 'Show more doctors' })).not.toBeInTheDocument();
  });

  it('suggests widening the search when nothing matches', async () => {
    renderResults(page([], 0));
    expect(await screen.findByRole('heading', { name: 'Dokter tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Perluas pencarian')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Tidak ada dokter yang cocok');
  });

  it('shows a polite error with a retry that repeats the search', async () => {
    let calls = 0;
    const { requests } = renderResults(() => (++calls === 1 ? { networkError: true } : page(doctors(1), 1)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Daftar dokter belum dapat dimuat');
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('link', { name: 'dr. Dokter 1' })).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(requests[1].query).toEqual(requests[0].query);
  });

  it('keeps the doctors shown when a next page fails, and says so', async () => {
    renderResults((request) =>
      request.query.offset === '0' ? page(doctors(DOCTOR_PAGE_SIZE), 30) : { networkError: true },
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Tampilkan dokter lainnya' }));
    expect(await screen.findByText('Dokter berikutnya belum dapat dimuat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dr. Dokter 1' })).toBeInTheDocument();
  });
  describe('reads the words as the site search does (docs/decisions.md, issue 15 item 6)', () => {
    const searchAnswer = (ids: number[]): FakeAnswer => ({
      body: {
        data: {
          query: 'dokter anak',
          doctors: { results: ids.map((id) => ({ id })), count: ids.length },
        },
      },
    });
    function renderWords(words: string, search: FakeHandler | FakeAnswer) {
      return renderWithApp(
        <DoctorResults
          query={{ name: words, company_id: 2 }}
          companies={[BANDUNG]}
          lang="id"
          today="2026-11-21"
          emptyMessage="Perluas pencarian"
        />,
        { api: { 'GET web/search': search, 'GET web/jadwal': page(doctors(1, 7), 1) } },
      );
    }

    it('lists the doctors the search finds ("dokter anak": the paediatricians), by id', async () => {
      const { requests } = renderWords('dokter anak', searchAnswer([7, 9]));
      expect(await screen.findByRole('link', { name: 'dr. Dokter 7' })).toBeInTheDocument();
      expect(requests.map((r) => r.path)).toEqual(['web/search', 'web/jadwal']);
      expect(requests[0].query).toMatchObject({ q: 'dokter anak' });
      expect(requests[1].query).toMatchObject({ physicians: '7,9', company_id: '2' });
      expect(requests[1].query).not.toHaveProperty('name');
    });

    it('matches the name as typed when the search finds nobody', async () => {
      const { requests } = renderWords('Budi', searchAnswer([]));
      expect(await screen.findByRole('link', { name: 'dr. Dokter 7' })).toBeInTheDocument();
      expect(requests[1].query).toMatchObject({ name: 'Budi', company_id: '2' });
      expect(requests[1].query).not.toHaveProperty('physicians');
    });

    it('still lists by name when the search cannot answer', async () => {
      const { requests } = renderWords('Budi', { status: 503 });
      expect(await screen.findByRole('link', { name: 'dr. Dokter 7' })).toBeInTheDocument();
      expect(requests.find((r) => r.path === 'web/jadwal')?.query).toMatchObject({ name: 'Budi' });
    });
  });
});

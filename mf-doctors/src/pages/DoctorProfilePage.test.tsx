import { fireEvent, screen, within } from '@testing-library/react';
import { createApiClient, type Lang } from '@hospital/api-client';
import {
  fakeRoutes,
  itemAnswer,
  listAnswer,
  testQueryClient,
  type FakeAnswer,
  type FakeHandler,
} from '@hospital/remote-kit/testing';
import { BANDUNG, CIANJUR, line, makeDoctorDetail } from '../testing/fixtures';
import { renderWithApp } from '../testing/renderWithApp';
import { DoctorProfilePage } from './DoctorProfilePage';

const NOT_FOUND: FakeAnswer = { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
const COMPANIES = listAnswer([BANDUNG, CIANJUR]);

function renderProfile(
  route: string,
  doctor: FakeHandler | FakeAnswer,
  options: { locale?: Lang; path?: string } = {},
) {
  const slug = (route.split('/')[2] ?? '').split('?')[0];
  return renderWithApp(<DoctorProfilePage />, {
    route,
    path: '/doctor/:id?',
    lang: options.locale,
    api: { [`GET web/dokter/${slug}`]: doctor, 'GET web/company': COMPANIES },
  });
}

beforeEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('DoctorProfilePage', () => {
  it('shows the 404 panel for an unknown id', async () => {
    const { requests } = renderProfile('/doctor/999999', NOT_FOUND);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman ini tidak dapat ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Cari dokter lain' })).toHaveAttribute('href', '/appointment');
    expect(requests.map((r) => r.path)).toContain('web/dokter/999999');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('still shows a doctor without schedule, saying no session is open', async () => {
    renderProfile(
      '/doctor/dr-budi-tanjung-sp-pd',
      itemAnswer(makeDoctorDetail({ lines: [], schedule: [], next_session: null, upcoming_sessions: [] })),
      { locale: 'en' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'dr. Budi Tanjung, Sp.PD' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No session open')).toBeInTheDocument();
    expect(screen.getByText('No practice hours yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Book/ })).not.toBeInTheDocument();
  });

  it('lists bookable sessions, sets title, description, canonical and IndividualPhysician JSON-LD', async () => {
    renderProfile(
      '/doctor/1001',
      itemAnswer(
        makeDoctorDetail({
          lines: [line({ session_id: 5 })],
          upcoming_sessions: [
            {
              session_id: 5,
              date: '2026-11-23',
              start: '08:00',
              end: '11:00',
              company_id: 1,
              poli_id: 2461,
              quota: 20,
              booked: 18,
              remaining: 2,
              telemedicine: false,
            },
          ],
        }),
      ),
    );
    const book = await screen.findByRole('link', { name: /^Buat Janji/ });
    expect(book).toHaveAttribute(
      'href',
      '/appointment/create?doctor=1001&company=1&poli=2461&date=2026-11-23&session=5',
    );
    expect(screen.getByText('Sisa 2 kuota')).toBeInTheDocument();
    expect(document.title).toBe('dr. Budi Tanjung, Sp.PD | Medika Hospital');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('dr. Budi Tanjung, Sp.PD, Penyakit Dalam di Medika Hospital Bandung'),
    );
    // The canonical page of a doctor is the slug's, whatever the visitor typed.
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://site.test/doctor/dr-budi-tanjung-sp-pd',
    );
    expect(document.head.querySelector('meta[property="og:image:width"]')).not.toBeNull();
    const jsonLd = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(jsonLd?.textContent ?? '{}');
    expect(data['@type']).toBe('IndividualPhysician');
    expect(data.practicesAt[0]).toMatchObject({ '@type': 'Hospital', name: 'Medika Hospital Bandung' });
  });

  describe('keeps the hospital of the search the patient came from (docs/decisions.md, issue 15 item 5)', () => {
    const session = (companyId: number, date: string, sessionId: number, poliId: number) => ({
      session_id: sessionId,
      date,
      start: '14:00',
      end: '17:00',
      company_id: companyId,
      poli_id: poliId,
      quota: 10,
      booked: 0,
      remaining: 10,
      telemedicine: false,
    });
    const TWO_HOSPITALS = makeDoctorDetail({
      company_ids: [1, 2],
      lines: [
        line({ session_id: 5, day: 1, poli_name: 'Poli Anak', poli_id: 2473 }),
        line({
          session_id: 6,
          day: 5,
          company_id: 2,
          company_name: 'Medika Hospital Cianjur',
          poli_name: 'Poli Anak',
          poli_id: 2496,
        }),
      ],
      fees: [
        { company_id: 1, amount: 250000 },
        { company_id: 2, amount: 225000 },
      ],
      upcoming_sessions: [session(1, '2026-11-23', 5, 2473), session(2, '2026-11-27', 6, 2496)],
    });

    it('shows Cianjur first after a search on Cianjur, its sessions, schedule and fee, each Book saying where and when', async () => {
      renderProfile('/doctor/dr-budi-tanjung-sp-pd?hospital=2', itemAnswer(TWO_HOSPITALS));
      const sessions = await screen.findByRole('region', { name: 'Sesi terdekat yang bisa dipesan' });
      expect(
        within(sessions)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Medika Hospital Cianjur', 'Medika Hospital Bandung']);
      const books = within(sessions).getAllByRole('link', { name: /^Buat Janji/ });
      // "Hari ini" / "Besok" come first on those days: the rest is what a screen reader must hear.
      expect(books[0]).toHaveAccessibleName(
        /^Buat Janji .*Jumat, 27 November, 14\.00–17\.00 WIB, Poli Anak, Medika Hospital Cianjur$/,
      );
      expect(books[0]).toHaveAttribute(
        'href',
        '/appointment/create?doctor=1001&company=2&poli=2496&date=2026-11-27&session=6',
      );
      expect(books[1]).toHaveAccessibleName(/Medika Hospital Bandung$/);

      const schedule = screen.getByRole('region', { name: 'Jadwal praktik mingguan' });
      expect(
        within(schedule)
          .getAllByRole('table')
          .map((table) => table.querySelector('caption')?.textContent),
      ).toEqual([
        'Jadwal praktik mingguan dr. Budi Tanjung, Sp.PD di Medika Hospital Cianjur',
        'Jadwal praktik mingguan dr. Budi Tanjung, Sp.PD di Medika Hospital Bandung',
      ]);
      const fees = screen.getByRole('region', { name: 'Biaya konsultasi (bayar sendiri)' });
      expect(
        within(fees)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Medika Hospital Cianjur: mulai Rp 225.000', 'Medika Hospital Bandung: mulai Rp 250.000']);
    });

    it('keeps the doctor’s order without a hospital, in English too', async () => {
      renderProfile('/doctor/dr-budi-tanjung-sp-pd', itemAnswer(TWO_HOSPITALS), { locale: 'en' });
      const sessions = await screen.findByRole('region', { name: 'Next sessions you can book' });
      expect(
        within(sessions)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Medika Hospital Bandung', 'Medika Hospital Cianjur']);
      expect(within(sessions).getAllByRole('link', { name: /^Book/ })[0]).toHaveAccessibleName(
        /^Book .*Monday 23 November, 14:00–17:00 WIB, Poli Anak, Medika Hospital Bandung$/,
      );
      expect(screen.getByRole('region', { name: 'Consultation fee (self-pay)' })).toHaveTextContent(
        'Medika Hospital Bandung: from Rp 250.000',
      );
    });
  });

  it('offers a retry when the profile fails to load', async () => {
    let calls = 0;
    renderProfile('/doctor/1001', () =>
      ++calls === 1 ? { networkError: true } : itemAnswer(makeDoctorDetail()),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'dr. Budi Tanjung, Sp.PD' }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('sends /doctor without an id to the search', () => {
    // Mounted on every path, so the probe still shows where the redirect went.
    renderWithApp(<DoctorProfilePage />, { route: '/doctor', path: '*' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/appointment$/);
  });
});

describe('DoctorProfilePage.prefetch (the server render)', () => {
  function serverApi(routes: Record<string, FakeHandler | FakeAnswer>) {
    const { adapter, calls } = fakeRoutes(routes);
    return { api: createApiClient({ adapter, lang: 'id' }), calls };
  }
  const context = (id: string | undefined, routes: Record<string, FakeHandler | FakeAnswer>) => {
    const { api, calls } = serverApi(routes);
    const queryClient = testQueryClient();
    return {
      queryClient,
      calls,
      run: () =>
        DoctorProfilePage.prefetch({
          queryClient,
          api,
          lang: 'id',
          params: { id },
          search: new URLSearchParams(),
        }),
    };
  };

  it('fills the cache the page reads: the page renders with no request of its own', async () => {
    const server = context('1001', {
      'GET web/dokter/1001': itemAnswer(makeDoctorDetail()),
      'GET web/company': COMPANIES,
    });
    await server.run();
    expect(server.calls.map((c) => c.path).sort()).toEqual(['web/company', 'web/dokter/1001']);

    const { requests } = renderWithApp(<DoctorProfilePage />, {
      route: '/doctor/1001',
      path: '/doctor/:id?',
      queryClient: server.queryClient,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'dr. Budi Tanjung, Sp.PD' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('keeps an unknown doctor as data, so the page renders its 404 from the cache', async () => {
    const server = context('999', { 'GET web/dokter/999': NOT_FOUND, 'GET web/company': COMPANIES });
    await expect(server.run()).resolves.toBeUndefined();
    renderWithApp(<DoctorProfilePage />, {
      route: '/doctor/999',
      path: '/doctor/:id?',
      queryClient: server.queryClient,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Halaman ini tidak dapat ditemukan' }),
    ).toBeInTheDocument();
  });

  it('fails when the API cannot give the doctor (the page then answers 503)', async () => {
    const server = context('1001', { 'GET web/company': COMPANIES });
    await expect(server.run()).rejects.toMatchObject({ code: 'network' });
  });

  it('asks nothing for /doctor without an id', async () => {
    const server = context(undefined, {});
    await server.run();
    expect(server.calls).toEqual([]);
  });
});

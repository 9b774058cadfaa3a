import { act, fireEvent, screen } from '@testing-library/react';
import { listAnswer, type FakeHandler } from '@hospital/remote-kit/testing';
import { useNavigate } from '@hospital/router';
import { BANDUNG, CIANJUR, POLIS, makeDoctor } from '../testing/fixtures';
import { renderFromServerData, renderWithApp } from '../testing/renderWithApp';
import { DOCTOR_PAGE_SIZE } from '../shared/constants';
import { DoctorSearchPage } from './DoctorSearchPage';

// Counts the renders of the cards' week tables: a card rendered again renders its table again.
const weekRenders = { count: 0 };
jest.mock('../features/doctor/WeekSchedule', () => {
  const actual = jest.requireActual<typeof import('../features/doctor/WeekSchedule')>(
    '../features/doctor/WeekSchedule',
  );
  return {
    ...actual,
    WeekSchedule: (props: Parameters<typeof actual.WeekSchedule>[0]) => {
      weekRenders.count += 1;
      return actual.WeekSchedule(props);
    },
  };
});

function ElsewhereInTheUrl() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/appointment?utm_source=wa')}>
      elsewhere
    </button>
  );
}

const DOCTORS = [
  makeDoctor(),
  makeDoctor({ id: 1002, name: 'dr. Budi Santoso, Sp.PD', slug: 'dr-budi-santoso-sp-pd' }),
];

describe('DoctorSearchPage: what a URL change renders again (INP, docs/decisions.md, issue 25)', () => {
  it('leaves the result cards be when the URL changes without a new search', async () => {
    renderWithApp(
      <>
        <DoctorSearchPage />
        <ElsewhereInTheUrl />
      </>,
      {
        route: '/appointment',
        api: {
          'GET web/company': listAnswer([BANDUNG, CIANJUR]),
          'GET web/poli': listAnswer([]),
          'GET web/jadwal': listAnswer(DOCTORS),
        },
      },
    );
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    const before = weekRenders.count;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/appointment?utm_source=wa');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(weekRenders.count).toBe(before);
  });
});

describe('DoctorSearchPage: "load more" as a link (docs/decisions.md, issue 25)', () => {
  const many = Array.from({ length: 25 }, (_, i) =>
    makeDoctor({ id: 2000 + i, name: `dr. Dokter ${i + 1}`, slug: `dr-dokter-${i + 1}` }),
  );
  const schedules: FakeHandler = (request) => {
    const offset = Number(request.query.offset);
    const results = many.slice(offset, offset + Number(request.query.limit));
    return { body: { data: { results, count: many.length } } };
  };
  const answers = {
    'GET web/company': listAnswer([BANDUNG, CIANJUR]),
    'GET web/poli': listAnswer([]),
    'GET web/jadwal': schedules,
  };
  const ranges = (requests: { path: string; query: Record<string, string> }[]) =>
    requests
      .filter((r) => r.path === 'web/jadwal')
      .map((r) => ({ offset: r.query.offset, limit: r.query.limit }));

  it.each(['id', 'en'] as const)(
    'renders the pages ?page= asks for on the server, with the filters, and links to one more (%s)',
    async (lang) => {
      const { requests, serverRequests } = await renderFromServerData(
        '/appointment?hospital=1&page=2',
        answers,
        lang,
      );
      expect(screen.getAllByRole('article')).toHaveLength(2 * DOCTOR_PAGE_SIZE);
      expect(document.getElementById('page-2')).toHaveTextContent(`dr. Dokter ${DOCTOR_PAGE_SIZE + 1}`);
      // Both pages in one call (prefetchShownPages): one call per page missed the data budget on a busy server.
      expect(ranges(serverRequests)).toEqual([{ offset: '0', limit: String(2 * DOCTOR_PAGE_SIZE) }]);
      expect(serverRequests.find((r) => r.path === 'web/jadwal')?.query.company_id).toBe('1');
      expect(requests).toEqual([]);
      const label = lang === 'en' ? 'Show more doctors' : 'Tampilkan dokter lainnya';
      const prefix = lang === 'en' ? '/en' : '';
      expect(screen.getByRole('link', { name: label })).toHaveAttribute(
        'href',
        `${prefix}/appointment?hospital=1&page=3#page-3`,
      );
    },
  );

  it('starts a new search at its first page', async () => {
    const { requests } = renderWithApp(<DoctorSearchPage />, {
      lang: 'en',
      route: '/appointment?page=2',
      api: answers,
    });
    expect(await screen.findAllByRole('article')).toHaveLength(DOCTOR_PAGE_SIZE);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Hospital'), { target: { value: '1' } });
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/appointment\?hospital=1$/);
    await screen.findByText(`Showing ${DOCTOR_PAGE_SIZE} of 25 doctors`);
    expect(
      requests.filter((r) => r.path === 'web/jadwal').map((r) => [r.query.offset, r.query.company_id]),
    ).toEqual([
      ['0', undefined],
      ['0', '1'],
    ]);
  });
});

describe('DoctorSearchPage: a URL sent by the form without the scripts (docs/decisions.md, issue 25)', () => {
  const CHILDREN_IN_CIANJUR = makeDoctor({
    id: 1003,
    name: 'dr. Citra Lestari, Sp.A',
    slug: 'dr-citra-sp-a',
  });
  const answers = {
    'GET web/company': listAnswer([BANDUNG, CIANJUR]),
    'GET web/poli': listAnswer([...POLIS]),
    'GET web/jadwal': ((request) =>
      listAnswer(request.query.poli_id === '2496' ? [CHILDREN_IN_CIANJUR] : DOCTORS)) satisfies FakeHandler,
  };

  it('renders, from the server, the chosen hospital’s clinic of the speciality sent by its slug', async () => {
    const { requests, serverRequests } = await renderFromServerData(
      '/appointment?name=&hospital=2&speciality=anak&day=',
      answers,
    );
    const searches = serverRequests.filter((r) => r.path === 'web/jadwal').map((r) => r.query);
    // The URL as sent, in parallel with the clinics; then what it means, once they are known.
    expect(searches.map((q) => [q.company_id, q.speciality, q.poli_id])).toEqual([
      ['2', 'anak', undefined],
      ['2', undefined, '2496'],
    ]);
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual([
      CHILDREN_IN_CIANJUR.name,
    ]);
    expect(screen.getByLabelText('Spesialis / poliklinik')).toHaveValue('2496');
    // The browser asks nothing again: the data it was given is the search it renders.
    expect(requests).toEqual([]);
  });

  it('asks once when the URL already means one clinic', async () => {
    const { serverRequests } = await renderFromServerData('/appointment?hospital=2&poli=2496', answers);
    expect(serverRequests.filter((r) => r.path === 'web/jadwal')).toHaveLength(1);
  });
});

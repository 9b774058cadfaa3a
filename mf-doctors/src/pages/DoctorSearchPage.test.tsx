import { act, fireEvent, screen } from '@testing-library/react';
import { listAnswer } from '@hospital/remote-kit/testing';
import { useNavigate } from '@hospital/router';
import { BANDUNG, CIANJUR, makeDoctor } from '../testing/fixtures';
import { renderWithApp } from '../testing/renderWithApp';
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

import { screen, within } from '@testing-library/react';
import type { ScheduleDay } from '@hospital/api-client';
import { line } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/renderWithApp';
import { WeekSchedule } from './WeekSchedule';

// Listed out of order on purpose, with the API's own (Indonesian) day names, which the grid ignores.
const SCHEDULE: ScheduleDay[] = [
  { day: 0, name: 'Minggu', lines: [line({ session_id: 3, day: 0, start: '09:00', end: '12:00' })] },
  { day: 1, name: 'Senin', lines: [line({ session_id: 1, day: 1 })] },
  {
    day: 5,
    name: 'Jumat',
    lines: [
      line({ session_id: 4, day: 5, start: '13:00', end: '16:00' }),
      line({ session_id: 5, day: 5, start: '19:00', end: '21:00', telemedicine: true }),
    ],
  },
];

const rowHeaders = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('WeekSchedule', () => {
  it('names the days in Indonesian, Monday first', () => {
    renderWithApp(<WeekSchedule schedule={SCHEDULE} lang="id" caption="Jadwal dr. X" />);
    expect(screen.getByRole('table', { name: 'Jadwal dr. X' })).toBeInTheDocument();
    expect(rowHeaders()).toEqual(['Senin', 'Jumat', 'Minggu']);
    const friday = screen.getByRole('row', { name: /Jumat/ });
    expect(within(friday).getByText('13.00–16.00 WIB')).toBeInTheDocument();
    expect(within(friday).getByText('Telekonsultasi')).toBeInTheDocument();
  });

  it('names the days in English', () => {
    renderWithApp(<WeekSchedule schedule={SCHEDULE} lang="en" caption="Schedule" />, { lang: 'en' });
    expect(rowHeaders()).toEqual(['Monday', 'Friday', 'Sunday']);
    expect(screen.getByText('19:00–21:00 WIB')).toBeInTheDocument();
  });

  it('marks today', () => {
    renderWithApp(<WeekSchedule schedule={SCHEDULE} lang="id" caption="Jadwal" today={5} />);
    expect(rowHeaders()).toContain('Jumat (hari ini)');
  });

  it('names poli and hospital only when the doctor practises in more than one', () => {
    const twoHospitals: ScheduleDay[] = [
      { day: 1, name: '', lines: [line({ session_id: 1 })] },
      {
        day: 2,
        name: '',
        lines: [
          line({
            session_id: 2,
            day: 2,
            poli_id: 2483,
            company_id: 2,
            company_name: 'Medika Hospital Cianjur',
          }),
        ],
      },
    ];
    const { unmount } = renderWithApp(<WeekSchedule schedule={twoHospitals} lang="id" caption="Jadwal" />);
    expect(screen.getByText('Poli Penyakit Dalam, Medika Hospital Cianjur')).toBeInTheDocument();
    unmount();
    renderWithApp(<WeekSchedule schedule={SCHEDULE} lang="id" caption="Jadwal" />);
    expect(screen.queryByText(/Medika Hospital/)).not.toBeInTheDocument();
  });

  it('renders nothing for a doctor without practice days', () => {
    renderWithApp(<WeekSchedule schedule={[]} lang="id" caption="Jadwal" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

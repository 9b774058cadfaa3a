import { screen, within } from '@testing-library/react';
import type { Availability } from '@hospital/api-client';
import { itemAnswer, listAnswer } from '@hospital/remote-kit/testing';
import { BANDUNG, CIANJUR } from '../testing/fixtures';
import { renderWithApp } from '../testing/renderWithApp';
import { KioskPage } from './KioskPage';

/** 10:00 WIB on 21 November 2026. */
const NOW = Date.UTC(2026, 10, 21, 3);

const availability: Availability = {
  from: '2026-11-21',
  to: '2026-11-21',
  today: '2026-11-21',
  booking_window_days: 30,
  leaves: [],
  days: [
    {
      date: '2026-11-21',
      day: 6,
      day_name: 'Sabtu',
      on_leave: false,
      leave_reason: null,
      sessions: [
        {
          session_id: 1,
          doctor_id: 1012,
          doctor_name: 'dr. Citra Lestari, Sp.A',
          doctor_slug: 'dr-citra-lestari-sp-a',
          poli_id: 2473,
          poli_name: 'Poli Anak',
          company_id: 1,
          company_name: BANDUNG.name,
          date: '2026-11-21',
          start: '23:00',
          end: '23:59',
          quota: 20,
          booked: 0,
          remaining: 20,
          telemedicine: false,
          status: 'open',
          extra: false,
        },
      ],
    },
  ],
};

describe('KioskPage', () => {
  it("shows today's sessions of both hospitals grouped by poli, with the WIB clock", async () => {
    const { requests } = renderWithApp(<KioskPage />, {
      route: '/kiosk',
      now: NOW,
      api: {
        'GET web/company': listAnswer([BANDUNG, CIANJUR]),
        'GET medika.availability': itemAnswer(availability),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Jadwal Dokter Hari Ini' })).toBeInTheDocument();
    expect(screen.getByText(/WIB$/)).toBeInTheDocument();
    const bandung = await screen.findByRole('region', { name: 'Medika Hospital Bandung' });
    const poli = within(bandung).getByRole('region', { name: 'Poli Anak, Medika Hospital Bandung' });
    expect(within(poli).getByText('dr. Citra Lestari, Sp.A')).toBeInTheDocument();
    expect(within(poli).getByText('23.00–23.59')).toBeInTheDocument();
    const cianjur = screen.getByRole('region', { name: 'Medika Hospital Cianjur' });
    expect(within(cianjur).getByText('Tidak ada jadwal praktik hari ini.')).toBeInTheDocument();
    // Today is the render's day in Jakarta (the server's, while the browser hydrates its HTML).
    expect(requests.find((r) => r.path === 'medika.availability')?.query).toMatchObject({
      from: '2026-11-21',
      to: '2026-11-21',
    });
  });

  it('offers a retry when the board cannot be loaded', async () => {
    renderWithApp(<KioskPage />, { route: '/kiosk', now: NOW });
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import type {
  DeskActionResult,
  DeskBooking,
  DeskSearchCandidate,
  DeskSession,
  DeskSessionState,
} from '@hospital/api-client';
import { itemAnswer, listAnswer } from '@hospital/remote-kit/testing';
import { renderWithApp } from '../../testing/renderWithApp';
import { CheckInForm } from './CheckInForm';

// docs/decisions.md, issue 26: one field finds the patient; the check-in result is a card.

const booking: DeskBooking = {
  code: 'JPPZHV9X5A',
  queue_number: 3,
  patient_name: 'Siti Rahayu',
  id_document: 'nik',
  status: 'checked_in',
  checked_in_at: '2026-11-21T08:10:00+07:00',
  called_at: null,
  payment: 'bpjs',
  for_whom: 'self',
};

const session: DeskSession = {
  session_id: 7,
  visit_date: '2026-11-21',
  company_id: 1,
  doctor: { id: 1012, name: 'dr. Citra Lestari, Sp.A' },
  poli: { id: 2473, name: 'Poli Anak' },
  start_time: '08:00',
  end_time: '11:00',
  quota: 20,
  now_serving: 0,
  waiting: [3],
  observed_minutes_per_patient: null,
  planned_minutes_per_patient: 9,
  late_minutes: null,
  cancelled: false,
  version: 4,
  bookings: [booking],
  location: { floor: 'Lantai 2', counter: 'Loket C' },
};

const candidate: DeskSearchCandidate = {
  code: booking.code,
  session_id: 7,
  queue_number: 3,
  patient_name: 'Siti Rahayu',
  id_document: 'nik',
  document_masked: '************8901',
  doctor: session.doctor,
  poli: session.poli,
  start_time: '08:00',
  end_time: '11:00',
  status: 'booked',
  matched: 'identity',
};

const signedIn: DeskSessionState = {
  step: 'signed_in',
  staff: { username: 'ayu', display_name: 'Ayu', role: 'desk', company: { id: 1, name: 'Bandung' } },
  enrolment: null,
  csrf_token: 'csrf',
};

const checkedIn: DeskActionResult = { session, booking };

function submit(value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Kode booking, nama, telepon atau NIK/ }), {
    target: { value },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Daftar ulang' }));
}

describe('CheckInForm', () => {
  it('lists the bookings the last digits of a NIK find, checks the one picked in, and shows the card', async () => {
    const { requests } = renderWithApp(<CheckInForm />, {
      api: {
        'GET frontdesk/search': listAnswer([candidate]),
        'GET frontdesk/session': itemAnswer(signedIn),
        'POST frontdesk/check-in': itemAnswer(checkedIn),
      },
    });
    submit('8901');
    const found = await screen.findByRole('list', { name: 'Booking yang cocok' });
    expect(within(found).getByText(/\*{12}8901/)).toBeInTheDocument();
    // Digits are searched, never tried as a code.
    expect(requests.some((r) => r.path === 'frontdesk/check-in')).toBe(false);
    expect(requests.find((r) => r.path === 'frontdesk/search')?.query).toMatchObject({ q: '8901' });

    fireEvent.click(within(found).getByRole('button', { name: 'Daftar ulang nomor 3, Siti Rahayu' }));
    const card = await screen.findByTestId('checkin-card');
    expect(card.closest('[role="status"]')).not.toBeNull();
    expect(within(card).getByText('Nomor 3, Siti Rahayu, sudah daftar ulang.')).toBeInTheDocument();
    expect(within(card).getByTestId('checkin-card-place')).toHaveTextContent('Poli Anak: Lantai 2, Loket C');
    expect(within(card).getByText('BPJS: periksa surat rujukan dan kartu BPJS pasien.')).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'frontdesk/check-in')?.body).toEqual({ code: booking.code });
  });

  it('checks a scanned code in at once; a code that is no booking is searched, then said not found', async () => {
    let searched = 0;
    renderWithApp(<CheckInForm />, {
      lang: 'en',
      api: {
        'GET frontdesk/session': itemAnswer(signedIn),
        'POST frontdesk/check-in': (request) =>
          (request.body as { code: string }).code === booking.code
            ? itemAnswer(checkedIn)
            : { status: 404, body: { error: { code: 'not_found', message: 'Booking code not found.' } } },
        'GET frontdesk/search': () => {
          searched += 1;
          return listAnswer([]);
        },
      },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Booking code, name, phone or NIK/ }), {
      target: { value: 'MDK-NOPE-0000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Booking code not found.')).toBeInTheDocument();
    expect(searched).toBe(1);
    expect(screen.getByRole('textbox', { name: /Booking code/ })).toHaveValue('MDK-NOPE-0000');

    fireEvent.change(screen.getByRole('textbox', { name: /Booking code/ }), {
      target: { value: booking.code },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Number 3, Siti Rahayu, is checked in.')).toBeInTheDocument();
    expect(screen.getByTestId('checkin-card-checks')).toHaveTextContent(
      'BPJS: check the referral letter (surat rujukan) and the BPJS card.',
    );
    expect(searched).toBe(1);
  });

  it('refuses a term too short, in the words the API uses', async () => {
    renderWithApp(<CheckInForm />, { api: {} });
    submit('12');
    expect(
      await screen.findByText(
        'Ketik minimal 3 huruf nama atau kode, atau minimal 4 angka nomor telepon atau NIK.',
      ),
    ).toBeInTheDocument();
  });
});

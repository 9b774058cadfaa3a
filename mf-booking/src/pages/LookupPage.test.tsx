import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemAnswer } from '@hospital/remote-kit/testing';
import type { Locale } from '@hospital/i18n';
import { bookingAnswers, errorAnswer, sent, type Answers } from '../testing/fakeApi';
import { freezeDate, unfreezeDate } from '@hospital/remote-kit/testing';
import { appointment, childBpjsAppointment, NOW } from '../testing/fixtures';
import { renderWithApp } from '../testing/renderWithApp';
import { LookupPage } from './LookupPage';

beforeEach(() => freezeDate(NOW));
afterEach(() => unfreezeDate());

function render(route: string, { api = {}, lang = 'id' }: { api?: Answers; lang?: Locale } = {}) {
  return renderWithApp(<LookupPage />, { route, api: bookingAnswers(api), lang });
}

async function fillBirthDate(day: string, month: string, year: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /^Tanggal|^Day/ }), day);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Bulan|Month/ }), month);
  await userEvent.type(screen.getByRole('textbox', { name: /^Tahun|^Year/ }), year);
}

const LOOKUP = 'GET medika.appointment/K7PQ3MZXA9';

/** The booking's details, label to value (a second line joined to its value). */
const rows = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('booking look-up', () => {
  it('takes the code from the link and asks the birth date to confirm; never indexed', async () => {
    const view = render('/appointment/detail?code=K7PQ3MZXA9');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Kode booking/ })).toHaveValue('K7PQ3MZXA9');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    expect(await screen.findByText('Kolom ini wajib diisi.')).toBeInTheDocument();
    expect(view.requests).toEqual([]);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows status, doctor, hospital, date and queue number', async () => {
    const view = render('/detail-appointment');
    await userEvent.type(screen.getByRole('textbox', { name: /Kode booking/ }), 'k7pq-3mzx-a9');
    await fillBirthDate('21', '11', '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Janji temu K7PQ3MZXA9' });
    expect(sent(view.requests, LOOKUP).map((r) => r.query)).toEqual([
      { born_date: '1990-11-21', lang: 'id' },
    ]);
    expect(heading).toHaveFocus();
    expect(screen.getByText('Terjadwal')).toBeInTheDocument();
    expect(screen.getByText('dr. Ratih Kartini, Sp.JP')).toBeInTheDocument();
    expect(screen.getByText('Medika Hospital Bandung')).toBeInTheDocument();
    expect(rows()).toMatchObject({
      Tanggal: 'Selasa, 24 November 2026',
      Jam: '16.00–19.00 WIB',
      Pembayaran: 'Bayar sendiri (umum)',
      'Biaya konsultasi': 'mulai Rp 275.000, belum termasuk obat dan tindakan',
      Poli: 'Poli Jantung',
      Lokasi: 'Lantai 2, Loket B',
    });
    expect(screen.getByText('6')).toBeInTheDocument();
    // When and where for that queue number.
    expect(screen.getByText('Datang paling lambat pukul 16.15 WIB')).toBeInTheDocument();
    expect(
      screen.getByText(/Perkiraan giliran Anda pukul 16.45 WIB \(nomor antrean 6\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('Daftar di Lantai 2, Loket B')).toBeInTheDocument();
  });

  it('shows a child’s BPJS booking: the masked card, the paper referral, covered by BPJS, what to bring', async () => {
    const child = childBpjsAppointment();
    render(`/appointment/detail?code=${child.code}`, {
      lang: 'en',
      api: { [`GET medika.appointment/${child.code}`]: itemAnswer(child) },
    });
    await fillBirthDate('5', '03', '2023');
    await userEvent.click(screen.getByRole('button', { name: 'Find the appointment' }));
    await screen.findByRole('heading', { level: 2, name: `Appointment ${child.code}` });
    expect(rows()).toMatchObject({
      Patient: 'A****** P****My child',
      Contact: '6281******432Parent (mother or father)',
      Payment: 'BPJS Kesehatan (national health insurance)card *********7890',
      Referral: 'paper referral, brought to the visit',
      'Consultation fee': 'Covered by BPJS as per its rules',
      Time: '09:00–12:00 WIB',
    });
    expect(screen.getByText('Arrive by 08:50 WIB')).toBeInTheDocument();
    expect(screen.getByText('Register at the Lantai 1, Loket A')).toBeInTheDocument();
    const bring = screen.getByRole('heading', { level: 4, name: 'What to bring' }).nextElementSibling;
    expect(
      within(bring as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "The family card (KK) with the child's NIK",
      "The parent's or guardian's identity card (KTP)",
      'The BPJS Kesehatan (JKN-KIS) card or the Mobile JKN app',
      'The referral letter from the first-level clinic',
      'Earlier test results (if any)',
    ]);
  });

  it.each([
    [
      'id',
      'Cari janji temu',
      'Janji temu tidak ditemukan. Periksa kembali kode booking dan tanggal lahir pasien, lalu coba lagi.',
    ],
    ['en', 'Find the appointment', /We could not find that appointment/],
  ] as [Locale, string, string | RegExp][])(
    'gives one message for a wrong code and a wrong birth date alike (%s)',
    async (lang, search, message) => {
      render('/detail-appointment', {
        lang,
        api: {
          'GET medika.appointment/ZZZZZZZZZZ': errorAnswer(404, 'not_found', 'Booking tidak ditemukan.'),
        },
      });
      await userEvent.type(screen.getByRole('textbox', { name: /Kode booking|Booking code/ }), 'ZZZZZZZZZZ');
      await fillBirthDate('1', '01', '1980');
      await userEvent.click(screen.getByRole('button', { name: search }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText(message).closest('[role="alert"]')).not.toBeNull();
    },
  );

  it('says when a code is locked after wrong birth dates, in the words of the API', async () => {
    const locked =
      'Terlalu banyak tanggal lahir yang salah untuk kode booking ini. Demi keamanan, kode ini dikunci sampai pukul 10:15 WIB.';
    render('/detail-appointment', { api: { [LOOKUP]: errorAnswer(429, 'booking_locked', locked) } });
    await userEvent.type(screen.getByRole('textbox', { name: /Kode booking/ }), 'K7PQ3MZXA9');
    await fillBirthDate('1', '01', '1980');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    expect(await screen.findByText(locked)).toBeInTheDocument();
  });

  it('links the patient’s own consultation room for a telemedicine booking', async () => {
    const online = appointment({
      telemedicine: true,
      meeting_id: 'Mt8Zq2LxWv5Rk9PcHn3Yb4',
      meeting_token: 'pT0k3nP4ti3nt_x',
    });
    render('/detail-appointment', { api: { [LOOKUP]: itemAnswer(online) } });
    await userEvent.type(screen.getByRole('textbox', { name: /Kode booking/ }), 'K7PQ3MZXA9');
    await fillBirthDate('21', '11', '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    expect(await screen.findByRole('link', { name: 'Buka ruang konsultasi online' })).toHaveAttribute(
      'href',
      '/konsultasi/Mt8Zq2LxWv5Rk9PcHn3Yb4.pT0k3nP4ti3nt_x',
    );
  });

  it('cancels a booked visit after confirmation', async () => {
    const view = render('/appointment/detail?code=K7PQ3MZXA9');
    await fillBirthDate('21', '11', '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan janji temu' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan janji temu ini?' });
    expect(dialog).toHaveTextContent(
      'dr. Ratih Kartini, Sp.JP pada Selasa, 24 November 2026, 16.00–19.00 WIB',
    );
    // The safe choice has focus.
    expect(screen.getByRole('button', { name: 'Tidak, tetap simpan' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Ya, batalkan' }));
    expect(await screen.findByText('Janji temu K7PQ3MZXA9 sudah dibatalkan.')).toBeInTheDocument();
    expect(sent(view.requests, 'POST medika.appointment/K7PQ3MZXA9/cancel').map((r) => r.body)).toEqual([
      { bornDate: '1990-11-21' },
    ]);
    expect(screen.getByText('Dibatalkan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan janji temu' })).not.toBeInTheDocument();
    // Nothing to come to any more.
    expect(screen.queryByText(/Datang paling lambat/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /K7PQ3MZXA9/ })).toHaveFocus());
  });

  it('offers no cancel for a visit that is already cancelled or past', async () => {
    render('/appointment/detail?code=K7PQ3MZXA9', {
      api: { [LOOKUP]: itemAnswer(appointment({ date: '2026-11-20' })) },
    });
    await fillBirthDate('21', '11', '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    await screen.findByRole('heading', { level: 2, name: /K7PQ3MZXA9/ });
    expect(screen.queryByRole('button', { name: 'Batalkan janji temu' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Datang paling lambat/)).not.toBeInTheDocument();
  });

  it('issue 26: the badge follows check-in and call; nothing to cancel or move once checked in', async () => {
    const open = async (found: ReturnType<typeof appointment>, lang: Locale = 'id') => {
      const view = render('/appointment/detail?code=K7PQ3MZXA9', {
        lang,
        api: { [LOOKUP]: itemAnswer(found) },
      });
      await fillBirthDate('21', '11', '1990');
      await userEvent.click(
        screen.getByRole('button', { name: lang === 'id' ? 'Cari janji temu' : 'Find the appointment' }),
      );
      await screen.findByRole('heading', { level: 2, name: /K7PQ3MZXA9/ });
      return view;
    };
    const checkedIn = await open(
      appointment({ status: 'checked_in', checked_in_at: '2026-11-24T08:50:00.000Z' }),
    );
    expect(screen.getByText('Sudah daftar ulang')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan janji temu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pindah jadwal' })).not.toBeInTheDocument();
    checkedIn.unmount();
    await open(
      appointment({
        status: 'checked_in',
        checked_in_at: '2026-11-24T08:50:00.000Z',
        called_at: '2026-11-24T09:10:00.000Z',
      }),
      'en',
    );
    expect(screen.getByText('Called')).toBeInTheDocument();
    expect(screen.queryByText('Booked')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the appointment' })).not.toBeInTheDocument();
  });

  it('issue 26: a cancelled booking shows no queue number but a way to book the same doctor again', async () => {
    render('/appointment/detail?code=K7PQ3MZXA9', {
      api: {
        [LOOKUP]: itemAnswer(appointment({ status: 'cancelled', cancelled_at: '2026-11-21T05:00:00.000Z' })),
      },
    });
    await fillBirthDate('21', '11', '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    await screen.findByRole('heading', { level: 2, name: /K7PQ3MZXA9/ });
    expect(screen.queryByText('Nomor antrean')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buat janji lagi dengan dokter ini' })).toHaveAttribute(
      'href',
      '/appointment/create?doctor=1023&company=1&poli=2462',
    );
  });

  it('issue 26: after consent is withdrawn a BPJS booking is not read as self-pay', async () => {
    render('/appointment/detail?code=K7PQ3MZXA9', {
      lang: 'en',
      api: {
        [LOOKUP]: itemAnswer(
          appointment({
            status: 'cancelled',
            erased_at: '2026-11-21T05:00:00.000Z',
            // What the API kept of the payer after the erasure.
            insurance: { kind: 'self', insurer_name: null, bpjs_card_masked: null, referral: null },
            fee: null,
          }),
        ),
      },
    });
    await fillBirthDate('21', '11', '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Find the appointment' }));
    await screen.findByRole('heading', { level: 2, name: /K7PQ3MZXA9/ });
    expect(rows()).toMatchObject({ Payment: 'Payment details deleted at your request' });
    expect(screen.queryByText(/Self-pay/)).not.toBeInTheDocument();
  });

  it('issue 24: after 3 moves, says the booking cannot be moved again instead of offering it', async () => {
    render('/appointment/detail?code=K7PQ3MZXA9', {
      lang: 'en',
      api: { [LOOKUP]: itemAnswer(appointment({ reschedules_left: 0 })) },
    });
    await fillBirthDate('21', '11', '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Find the appointment' }));
    expect(
      await screen.findByText(/^This booking has been moved 3 times, the most allowed\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the date' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the appointment' })).toBeInTheDocument();
  });
});

const TOKEN = 'tK9_ZmQ2vX8bL4nR7wP1sY6cD3fG5hJ0kA2eU8iO9qW';
const ACCESS = `GET medika.booking_access/${TOKEN}`;

describe('issue 24: every booking of a patient', () => {
  it('asks for the link with a NIK and a birth date, checked as the API checks them, and says the same whatever the answer', async () => {
    const view = render('/detail-appointment', {
      api: {
        'POST medika.booking_access': {
          status: 202,
          body: { data: { message: 'api words', link_minutes: 60 } },
        },
      },
    });
    const section = screen.getByRole('region', { name: 'Semua booking seorang pasien' });
    // Folded: one birth date to type on the page until it is opened.
    expect(screen.getAllByRole('textbox', { name: /^Tanggal/ })).toHaveLength(1);
    await userEvent.click(within(section).getByText('Minta tautan lewat e-mail'));
    const nik = within(section).getByRole('textbox', { name: /^NIK pasien/ });
    await userEvent.type(nik, '12345');
    await userEvent.click(within(section).getByRole('button', { name: 'Kirim tautan' }));
    expect(await within(section).findByText('NIK harus terdiri dari 16 digit angka.')).toBeInTheDocument();
    expect(sent(view.requests, 'POST medika.booking_access')).toEqual([]);
    await userEvent.clear(nik);
    await userEvent.type(nik, '3273012345678901');
    await userEvent.type(within(section).getByRole('textbox', { name: /^Tanggal/ }), '21');
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: /Bulan/ }), '11');
    await userEvent.type(within(section).getByRole('textbox', { name: /^Tahun/ }), '1990');
    await userEvent.click(within(section).getByRole('button', { name: 'Kirim tautan' }));
    expect(
      await within(section).findByText(/^Permintaan diterima\..*berlaku 60 menit\.$/),
    ).toBeInTheDocument();
    expect(sent(view.requests, 'POST medika.booking_access').map((r) => r.body)).toEqual([
      { nik: '3273012345678901', bornDate: '1990-11-21' },
    ]);
  });

  it('shows the bookings a mailed link opens and withdraws consent for all of them', async () => {
    const second = appointment({ code: 'M4RT2QWX7P', date: '2026-11-26' });
    const view = render(`/appointment/detail?access=${TOKEN}`, {
      lang: 'en',
      api: {
        [ACCESS]: itemAnswer({ expires_at: '2026-11-21T13:00:00+07:00', bookings: [appointment(), second] }),
        [`POST medika.booking_access/${TOKEN}/erase`]: itemAnswer({
          cancelled_bookings: 2,
          erased_bookings: 2,
          kept_visits: 0,
        }),
      },
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The bookings your link opens' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/works until 13:00 WIB/)).toBeInTheDocument();
    for (const code of ['K7PQ3MZXA9', 'M4RT2QWX7P']) {
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(code) })).toBeInTheDocument();
    }
    // No look-up form next to it: the link is what opens these.
    expect(screen.queryByRole('textbox', { name: /Booking code/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw consent for all these bookings' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw consent for all these bookings?' });
    expect(dialog).toHaveTextContent('kept as medical records');
    expect(within(dialog).getByRole('button', { name: 'Do not delete' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, withdraw and delete them all' }));
    expect(
      await screen.findByText(
        /^Consent withdrawn: 2 appointment\(s\) cancelled, the data of 2 booking\(s\) deleted/,
      ),
    ).toBeInTheDocument();
    expect(sent(view.requests, `POST medika.booking_access/${TOKEN}/erase`).map((r) => r.body)).toEqual([
      { confirm: true },
    ]);
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('says in the API’s words when a link no longer works, and leads to the look-up by code', async () => {
    render(`/appointment/detail?access=${TOKEN}`, {
      api: { [ACCESS]: errorAnswer(404, 'not_found', 'Tautan ini tidak berlaku lagi.') },
    });
    expect(await screen.findByText('Tautan ini tidak berlaku lagi.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Cari satu janji temu dengan kode booking' }),
    ).toBeInTheDocument();
  });
});

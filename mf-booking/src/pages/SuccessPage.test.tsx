import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemAnswer } from '@hospital/remote-kit/testing';
import { bookingAnswers, sent } from '../testing/fakeApi';
import { appointment, childBpjsAppointment, VALID_CONTACT, VALID_PATIENT } from '../testing/fixtures';
import { renderWithApp } from '../testing/renderWithApp';
import { readLastBooking, saveLastBooking } from '../shared/lastBooking';
import { emptyDraft, useDraftStore } from '../features/wizard/draftStore';
import { SuccessPage } from './SuccessPage';

beforeEach(() => {
  sessionStorage.clear();
});

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function bookedJustNow() {
  useDraftStore.setState({
    ...emptyDraft(),
    step: 5,
    companyId: 1,
    patient: VALID_PATIENT,
    contact: VALID_CONTACT,
  });
  saveLastBooking({ appointment: appointment(), lang: 'id', bornDate: '1990-11-21', celebrated: false });
}

describe('/appointment/success', () => {
  it('shows the queue number, the booking code large and the visit details; never indexed', async () => {
    bookedJustNow();
    const view = renderWithApp(<SuccessPage />, { route: '/appointment/success?code=K7PQ3MZXA9' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Janji Temu Berhasil Dibuat');
    expect(screen.getByTestId('booking-code')).toHaveTextContent('K7PQ3MZXA9');
    expect(screen.getByText('Nomor antrean')).toBeInTheDocument();
    expect(screen.getByText('6')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Detail kunjungan' });
    expect(within(details).getByText('Selasa, 24 November 2026')).toBeInTheDocument();
    expect(within(details).getByText('16.00–19.00 WIB')).toBeInTheDocument();
    expect(screen.getByText('S*** R*****')).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The booking is the tab's own: nothing is asked of the API.
    expect(view.requests).toEqual([]);
  });

  it('clears the draft once per booking, with nothing drawn over the page (no confetti: issue 26)', async () => {
    bookedJustNow();
    const first = renderWithApp(<SuccessPage />, { route: '/appointment/success?code=K7PQ3MZXA9' });
    await waitFor(() => expect(useDraftStore.getState().patient.fullName).toBe(''));
    expect(readLastBooking()?.celebrated).toBe(true);
    expect(document.querySelector('canvas')).toBeNull();
    first.unmount();
    renderWithApp(<SuccessPage />, { route: '/appointment/success?code=K7PQ3MZXA9' });
    expect(screen.getByTestId('booking-code')).toHaveTextContent('K7PQ3MZXA9');
  });

  it('links the consultation room with the patient’s own token, never the meeting id alone', async () => {
    saveLastBooking({
      appointment: appointment({
        telemedicine: true,
        meeting_id: 'Mt8Zq2LxWv5Rk9PcHn3Yb4',
        meeting_token: 'pT0k3nP4ti3nt_x',
      }),
      lang: 'id',
      bornDate: '1990-11-21',
      celebrated: true,
    });
    renderWithApp(<SuccessPage />, { route: '/appointment/success?code=K7PQ3MZXA9' });
    expect(screen.getByRole('link', { name: 'Buka ruang konsultasi online' })).toHaveAttribute(
      'href',
      '/konsultasi/Mt8Zq2LxWv5Rk9PcHn3Yb4.pT0k3nP4ti3nt_x',
    );
  });

  it('copies the code and says so', async () => {
    bookedJustNow();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<SuccessPage />, { route: '/appointment/success?code=K7PQ3MZXA9' });
    await userEvent.click(screen.getByRole('button', { name: 'Salin kode' }));
    expect(writeText).toHaveBeenCalledWith('K7PQ3MZXA9');
    expect(await screen.findByText('Kode booking K7PQ3MZXA9 disalin.')).toBeInTheDocument();
  });

  it('downloads an .ics file and links WhatsApp, the look-up and a new booking', async () => {
    bookedJustNow();
    const createObjectURL = jest.fn(() => 'blob:ics');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithApp(<SuccessPage />, { route: '/appointment/success?code=K7PQ3MZXA9' });
    await userEvent.click(screen.getByRole('button', { name: 'Tambahkan ke kalender' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    expect(await readBlob(blob)).toContain('DTSTART;TZID=Asia/Jakarta:20261124T160000');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
    const share = screen.getByRole('link', { name: /Bagikan lewat WhatsApp/ });
    expect(share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=Janji%20temu%20di%20Medika/);
    expect(share).toHaveAttribute('target', '_blank');
    // The chat with the hospital goes to its WhatsApp number, never its landline (docs/decisions.md, issue 26).
    expect(screen.getByTestId('chat-hospital').getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/6281122001234\?text=/,
    );
    expect(screen.getByRole('link', { name: 'Lihat atau batalkan janji temu' })).toHaveAttribute(
      'href',
      '/appointment/detail?code=K7PQ3MZXA9',
    );
  });

  it('asks the API again for a booking made in the other language (a language switch loads the other URL)', async () => {
    bookedJustNow();
    const view = renderWithApp(<SuccessPage />, {
      route: '/appointment/success?code=K7PQ3MZXA9',
      lang: 'en',
      api: bookingAnswers({
        'GET medika.appointment/K7PQ3MZXA9': itemAnswer(
          appointment({
            poli: {
              id: 2462,
              name: 'Cardiology Clinic',
              location: { floor: '2nd floor', counter: 'counter B' },
            },
          }),
        ),
      }),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Appointment Booked');
    expect(await screen.findByText('Cardiology Clinic')).toBeInTheDocument();
    expect(screen.getByText('Register at the 2nd floor, counter B')).toBeInTheDocument();
    expect(screen.getByText('Arrive by 16:15 WIB')).toBeInTheDocument();
    expect(sent(view.requests, 'GET medika.appointment/K7PQ3MZXA9').map((r) => r.query)).toEqual([
      { born_date: '1990-11-21', lang: 'en' },
    ]);
    expect(readLastBooking()).toMatchObject({ lang: 'en' });
  });

  it('without a booking in this tab, says where a confirmation shows and points to the look-up with the code', () => {
    renderWithApp(<SuccessPage />, { route: '/appointment/success?code=OTHER' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Konfirmasi janji temu');
    expect(screen.getByText(/bisa dicari dengan kode booking dan tanggal lahir pasien/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cek janji temu' })).toHaveAttribute(
      'href',
      '/appointment/detail?code=OTHER',
    );
  });

  it('says when to arrive for that queue number, where to register and what to bring', () => {
    bookedJustNow();
    renderWithApp(<SuccessPage />, { route: '/appointment/success?code=K7PQ3MZXA9' });
    const when = screen.getByRole('region', { name: 'Kapan dan di mana' });
    expect(within(when).getByText('Selasa, 24 November 2026')).toBeInTheDocument();
    expect(within(when).getByText('Datang paling lambat pukul 16.15 WIB')).toBeInTheDocument();
    expect(
      within(when).getByText(
        'Perkiraan giliran Anda pukul 16.45 WIB (nomor antrean 6). Datang 30 menit lebih awal untuk pendaftaran.',
      ),
    ).toBeInTheDocument();
    expect(within(when).getByText('Daftar di Lantai 2, Loket B')).toBeInTheDocument();
    expect(within(when).getByText('Poli Jantung, Medika Hospital Bandung')).toBeInTheDocument();
    expect(
      within(when)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['KTP pasien', 'Hasil pemeriksaan sebelumnya (bila ada)']);
    expect(screen.getByText('mulai Rp 275.000, belum termasuk obat dan tindakan')).toBeInTheDocument();
  });

  it('shows a child’s BPJS booking in English: who booked, the masked card, the referral, covered by BPJS', () => {
    saveLastBooking({
      appointment: childBpjsAppointment(),
      lang: 'en',
      bornDate: '2023-03-05',
      celebrated: true,
    });
    renderWithApp(<SuccessPage />, { route: '/appointment/success?code=C4NJ8RBP2Q', lang: 'en' });
    const details = screen.getByRole('region', { name: 'Visit details' });
    expect(within(details).getByText('My child')).toBeInTheDocument();
    expect(within(details).getByText('Parent (mother or father)')).toBeInTheDocument();
    expect(within(details).getByText('card *********7890')).toBeInTheDocument();
    expect(within(details).getByText('paper referral, brought to the visit')).toBeInTheDocument();
    expect(within(details).getByText('Covered by BPJS as per its rules')).toBeInTheDocument();
    expect(within(details).queryByText(/from Rp/)).not.toBeInTheDocument();
    const when = screen.getByRole('region', { name: 'When and where' });
    expect(within(when).getByText('Arrive by 08:50 WIB')).toBeInTheDocument();
    expect(within(when).getByText('Register at the Lantai 1, Loket A')).toBeInTheDocument();
    expect(
      within(when).getByText('The BPJS Kesehatan (JKN-KIS) card or the Mobile JKN app'),
    ).toBeInTheDocument();
    expect(within(when).getByText('The referral letter from the first-level clinic')).toBeInTheDocument();
    expect(within(when).getByText("The family card (KK) with the child's NIK")).toBeInTheDocument();
  });

  it('for a consultation by video gives the expected turn, no counter and no documents', () => {
    saveLastBooking({
      appointment: appointment({
        telemedicine: true,
        meeting_id: 'Mt8Zq2LxWv5Rk9PcHn3Yb4',
        meeting_token: 't',
      }),
      lang: 'id',
      bornDate: '1990-11-21',
      celebrated: true,
    });
    renderWithApp(<SuccessPage />, { route: '/appointment/success?code=K7PQ3MZXA9' });
    const when = screen.getByRole('region', { name: 'Kapan dan di mana' });
    expect(
      within(when).getByText('Perkiraan giliran Anda pukul 16.45 WIB (nomor antrean 6).'),
    ).toBeInTheDocument();
    expect(within(when).queryByText(/Daftar di/)).not.toBeInTheDocument();
    expect(within(when).queryByRole('list')).not.toBeInTheDocument();
  });
});

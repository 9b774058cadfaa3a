import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemAnswer } from '@hospital/remote-kit/testing';
import { bookingAnswers, sent } from '../testing/fakeApi';
import { appointment, VALID_PATIENT } from '../testing/fixtures';
import { renderWithApp } from '../testing/renderWithApp';
import { celebrate } from '../success/celebrate';
import { readLastBooking, saveLastBooking } from '../success/lastBooking';
import { emptyDraft, useDraftStore } from '../wizard/draftStore';
import { SuccessPage } from './SuccessPage';

jest.mock('../success/celebrate', () => ({ celebrate: jest.fn(() => Promise.resolve()) }));

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(celebrate).mockClear();
});

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function bookedJustNow() {
  useDraftStore.setState({ ...emptyDraft(), step: 5, companyId: 1, patient: VALID_PATIENT });
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
    expect(screen.getByText('Selasa, 24 November 2026')).toBeInTheDocument();
    expect(screen.getByText('16:00–19:00 WIB')).toBeInTheDocument();
    expect(screen.getByText('S*** R*****')).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The booking is the tab's own: nothing is asked of the API.
    expect(view.requests).toEqual([]);
  });

  it('clears the draft and celebrates once per booking', async () => {
    bookedJustNow();
    const first = renderWithApp(<SuccessPage />, { route: '/appointment/success?code=K7PQ3MZXA9' });
    await waitFor(() => expect(useDraftStore.getState().patient.fullName).toBe(''));
    expect(celebrate).toHaveBeenCalledTimes(1);
    expect(readLastBooking()?.celebrated).toBe(true);
    first.unmount();
    renderWithApp(<SuccessPage />, { route: '/appointment/success?code=K7PQ3MZXA9' });
    expect(screen.getByTestId('booking-code')).toHaveTextContent('K7PQ3MZXA9');
    expect(celebrate).toHaveBeenCalledTimes(1);
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
          appointment({ poli: { id: 2462, name: 'Cardiology Clinic' } }),
        ),
      }),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Appointment Booked');
    expect(await screen.findByText('Cardiology Clinic')).toBeInTheDocument();
    expect(sent(view.requests, 'GET medika.appointment/K7PQ3MZXA9').map((r) => r.query)).toEqual([
      { born_date: '1990-11-21', lang: 'en' },
    ]);
    expect(readLastBooking()).toMatchObject({ lang: 'en' });
  });

  it('without a booking in this tab, says where a confirmation shows and points to the look-up', () => {
    renderWithApp(<SuccessPage />, { route: '/appointment/success?code=OTHER' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Konfirmasi janji temu');
    expect(screen.getByRole('link', { name: 'Cek janji temu' })).toHaveAttribute(
      'href',
      '/detail-appointment',
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi } from '../testing/fakeApi';
import { freezeDate, unfreezeDate } from '../testing/clock';
import { appointment } from '../testing/fixtures';
import { renderWithApp, setLanguage } from '../testing/renderWithApp';
import { LookupPage } from './LookupPage';

let mockApi = fakeApi();
jest.mock('../shared/api', () => ({ bookingApi: () => mockApi.client }));

beforeEach(async () => {
  freezeDate();
  mockApi = fakeApi();
  await setLanguage('id');
});
afterEach(() => unfreezeDate());

async function fillBirthDate(day: string, month: string, year: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /^Tanggal/ }), day);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Bulan/ }), month);
  await userEvent.type(screen.getByRole('textbox', { name: /^Tahun/ }), year);
}

describe('booking look-up', () => {
  it('takes the code from the link and asks the birth date to confirm', async () => {
    renderWithApp(<LookupPage />, { route: '/appointment/detail?code=K7PQ3MZXA9' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Kode booking/ })).toHaveValue('K7PQ3MZXA9');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    expect(await screen.findByText('Kolom ini wajib diisi.')).toBeInTheDocument();
    expect(mockApi.calls.getAppointment).not.toHaveBeenCalled();
  });

  it('shows status, doctor, hospital, date and queue number', async () => {
    renderWithApp(<LookupPage />, { route: '/detail-appointment' });
    await userEvent.type(screen.getByRole('textbox', { name: /Kode booking/ }), 'k7pq-3mzx-a9');
    await fillBirthDate('21', '11', '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Janji temu K7PQ3MZXA9' });
    expect(mockApi.calls.getAppointment).toHaveBeenCalledWith('K7PQ3MZXA9', '1990-11-21');
    expect(heading).toHaveFocus();
    expect(screen.getByText('Terjadwal')).toBeInTheDocument();
    expect(screen.getByText('dr. Ratih Kartini, Sp.JP')).toBeInTheDocument();
    expect(screen.getByText('Medika Hospital Bandung')).toBeInTheDocument();
    expect(screen.getByText('Selasa, 24 November 2026')).toBeInTheDocument();
    expect(screen.getByText('6')).toBeInTheDocument();
  });

  it('gives one message for a wrong code and a wrong birth date alike', async () => {
    mockApi.calls.getAppointment.mockRejectedValue(apiError(404, 'not_found', 'Booking tidak ditemukan.'));
    renderWithApp(<LookupPage />, { route: '/detail-appointment' });
    await userEvent.type(screen.getByRole('textbox', { name: /Kode booking/ }), 'ZZZZZZZZZZ');
    await fillBirthDate('1', '01', '1980');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    const message =
      'Janji temu tidak ditemukan. Periksa kembali kode booking dan tanggal lahir pasien, lalu coba lagi.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message).closest('[role="alert"]')).not.toBeNull();
    await setLanguage('en');
    expect(screen.getByText(/We could not find that appointment/)).toBeInTheDocument();
  });

  it('says when a code is locked after wrong birth dates, in the words of the API', async () => {
    const locked =
      'Terlalu banyak tanggal lahir yang salah untuk kode booking ini. Demi keamanan, kode ini dikunci sampai pukul 10:15 WIB.';
    mockApi.calls.getAppointment.mockRejectedValue(apiError(429, 'booking_locked', locked));
    renderWithApp(<LookupPage />, { route: '/detail-appointment' });
    await userEvent.type(screen.getByRole('textbox', { name: /Kode booking/ }), 'K7PQ3MZXA9');
    await fillBirthDate('1', '01', '1980');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    expect(await screen.findByText(locked)).toBeInTheDocument();
  });

  it('links the patient’s own consultation room for a telemedicine booking', async () => {
    mockApi.calls.getAppointment.mockResolvedValue(
      appointment({
        telemedicine: true,
        meeting_id: 'Mt8Zq2LxWv5Rk9PcHn3Yb4',
        meeting_token: 'pT0k3nP4ti3nt_x',
      }),
    );
    renderWithApp(<LookupPage />, { route: '/detail-appointment' });
    await userEvent.type(screen.getByRole('textbox', { name: /Kode booking/ }), 'K7PQ3MZXA9');
    await fillBirthDate('21', '11', '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    expect(await screen.findByRole('link', { name: 'Buka ruang konsultasi online' })).toHaveAttribute(
      'href',
      '/konsultasi/Mt8Zq2LxWv5Rk9PcHn3Yb4.pT0k3nP4ti3nt_x',
    );
  });

  it('cancels a booked visit after confirmation', async () => {
    renderWithApp(<LookupPage />, { route: '/appointment/detail?code=K7PQ3MZXA9' });
    await fillBirthDate('21', '11', '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan janji temu' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan janji temu ini?' });
    expect(dialog).toHaveTextContent(
      'dr. Ratih Kartini, Sp.JP pada Selasa, 24 November 2026, 16:00–19:00 WIB',
    );
    // The safe choice has focus.
    expect(screen.getByRole('button', { name: 'Tidak, tetap simpan' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Ya, batalkan' }));
    expect(mockApi.calls.cancelAppointment).toHaveBeenCalledWith('K7PQ3MZXA9', { bornDate: '1990-11-21' });
    expect(await screen.findByText('Janji temu K7PQ3MZXA9 sudah dibatalkan.')).toBeInTheDocument();
    expect(screen.getByText('Dibatalkan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan janji temu' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /K7PQ3MZXA9/ })).toHaveFocus());
  });

  it('offers no cancel for a visit that is already cancelled or past', async () => {
    mockApi.calls.getAppointment.mockResolvedValue(appointment({ date: '2026-11-20' }));
    renderWithApp(<LookupPage />, { route: '/appointment/detail?code=K7PQ3MZXA9' });
    await fillBirthDate('21', '11', '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Cari janji temu' }));
    await screen.findByRole('heading', { level: 2, name: /K7PQ3MZXA9/ });
    expect(screen.queryByRole('button', { name: 'Batalkan janji temu' })).not.toBeInTheDocument();
  });
});

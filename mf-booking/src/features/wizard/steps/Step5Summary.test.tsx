import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribe } from '@hospital/event-bus';
import type { Locale } from '@hospital/i18n';
import { bookingAnswers, errorAnswer, inTurn, NO_ANSWER, sent, type Answers } from '../../../testing/fakeApi';
import { freezeDate, unfreezeDate } from '@hospital/remote-kit/testing';
import type { FakeAnswer } from '@hospital/api-client/testing';
import {
  appointment,
  BPJS_INSURANCE,
  CHILD_PATIENT,
  INSURER_INSURANCE,
  MOTHER_CONTACT,
  NOW,
  SELF_PAY,
  VALID_CONTACT,
  VALID_PATIENT,
} from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/renderWithApp';
import { readLastBooking } from '../../../shared/lastBooking';
import { emptyDraft, useDraftStore, type BookingDraft } from '../draftStore';
import { Step5Summary } from './Step5Summary';

const complete: Partial<BookingDraft> = {
  step: 5,
  companyId: 1,
  patient: VALID_PATIENT,
  contact: VALID_CONTACT,
  insurance: INSURER_INSURANCE,
  schedule: { poliId: 2462, doctorId: 1023, date: '2026-11-24', sessionId: 69, start: '16:00', end: '19:00' },
};

beforeEach(() => {
  freezeDate(NOW);
  sessionStorage.clear();
  useDraftStore.setState({ ...emptyDraft(), ...complete });
});
afterEach(() => unfreezeDate());

function render({ api = {}, lang = 'id' }: { api?: Answers; lang?: Locale } = {}) {
  const p = { onNext: jest.fn(), onBack: jest.fn(), goTo: jest.fn(), nextLabel: 'Lanjut' };
  const view = renderWithApp(<Step5Summary {...p} />, { api: bookingAnswers(api), lang });
  return { ...p, ...view };
}

const submitButton = () => screen.getByRole('button', { name: 'Kirim janji temu' });
const consent = () => screen.getByRole('checkbox', { name: /Saya setuju/ });
const idempotencyKeys = (requests: Parameters<typeof sent>[0]) =>
  sent(requests, 'POST medika.appointment').map((r) => r.headers['Idempotency-Key']);

describe('Step 5: summary', () => {
  it('shows every answer with an edit link per step', async () => {
    const p = render();
    expect(await screen.findByText('Medika Hospital Bandung')).toBeInTheDocument();
    expect(screen.getByText('Siti Rahayu')).toBeInTheDocument();
    expect(screen.getByText('21 November 1990')).toBeInTheDocument();
    expect(screen.getByText('+62 812-3456-7890')).toBeInTheDocument();
    expect(await screen.findByText('Cakrawala Life')).toBeInTheDocument();
    expect(await screen.findByText('dr. Ratih Kartini, Sp.JP')).toBeInTheDocument();
    expect(screen.getByText('Selasa, 24 November 2026')).toBeInTheDocument();
    // Times as Indonesian writes them.
    expect(screen.getByText('16.00–19.00 WIB')).toBeInTheDocument();
    expect(screen.getByText('siti@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Data pasien' }));
    expect(p.goTo).toHaveBeenCalledWith(2, { returnToSummary: true });
    for (const section of ['Rumah sakit', 'Kontak', 'Pembayaran', 'Jadwal']) {
      expect(screen.getByRole('button', { name: `Ubah ${section}` })).toBeInTheDocument();
    }
  });

  it('leads with doctor, date, time and place, then the hospital, the patient and the payment (issue 26)', async () => {
    render();
    expect(await screen.findByText('dr. Ratih Kartini, Sp.JP')).toBeInTheDocument();
    const sections = screen.getAllByRole('region').map((region) => region.querySelector('h3')?.textContent);
    expect(sections.slice(0, 3)).toEqual(['Jadwal', 'Rumah sakit', 'Data pasien']);
    const terms = [...document.querySelectorAll('dt')].slice(0, 4).map((dt) => dt.textContent);
    expect(terms).toEqual(['Dokter', 'Tanggal', 'Jam', 'Poli']);
  });

  it('explains the use of personal data (purpose, data, retention, rights) and requires a separate consent', async () => {
    const view = render();
    for (const heading of ['Untuk apa', 'Data apa', 'Berapa lama disimpan', 'Hak Anda']) {
      expect(screen.getByText(heading)).toBeInTheDocument();
    }
    expect(screen.getByText(/UU No. 27 Tahun 2022/)).toBeInTheDocument();
    expect(consent()).not.toBeChecked();
    await userEvent.click(submitButton());
    expect(consent()).toHaveAccessibleDescription('Anda harus menyetujui sebelum melanjutkan.');
    // The error summary takes focus; its link leads to the checkbox.
    const summary = screen.getByRole('alert', { name: 'Ada 1 hal yang perlu diperbaiki' });
    expect(summary).toHaveFocus();
    await userEvent.click(
      within(summary).getByRole('link', {
        name: 'Persetujuan penggunaan data pribadi: Anda harus menyetujui sebelum melanjutkan.',
      }),
    );
    expect(consent()).toHaveFocus();
    expect(sent(view.requests, 'POST medika.patient')).toHaveLength(0);
  });

  it('explains it and asks for the consent in English on an English page', async () => {
    render({ lang: 'en' });
    expect(screen.getByText('Your rights')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the booking' }));
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'You must agree before continuing.',
    );
  });

  it('books once on a double click, publishes booking:completed and opens the success page', async () => {
    const completed = jest.fn();
    const unsubscribe = subscribe('booking:completed', completed);
    const view = render();
    await userEvent.click(consent());
    await userEvent.dblClick(submitButton());
    await waitFor(() => expect(view.location()).toBe('/appointment/success?code=K7PQ3MZXA9'));
    expect(sent(view.requests, 'POST medika.patient')).toHaveLength(1);
    expect(idempotencyKeys(view.requests)).toEqual([useDraftStore.getState().attempt?.key]);
    expect(completed).toHaveBeenCalledWith({
      code: 'K7PQ3MZXA9',
      queueNumber: 6,
      doctorName: 'dr. Ratih Kartini, Sp.JP',
      date: '2026-11-24',
    });
    expect(readLastBooking()).toMatchObject({
      appointment: appointment(),
      bornDate: '1990-11-21',
      lang: 'id',
    });
    unsubscribe();
  });

  it('on a network failure opens the alert with retry, keeps everything and retries with the same key', async () => {
    const view = render({
      api: { 'POST medika.appointment': inTurn(NO_ANSWER, { status: 201, body: { data: appointment() } }) },
    });
    await userEvent.click(consent());
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Janji temu belum terkirim' });
    expect(dialog).toHaveTextContent('Semua data Anda tetap tersimpan');
    expect(useDraftStore.getState().patient).toEqual(VALID_PATIENT);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(view.location()).toBe('/appointment/success?code=K7PQ3MZXA9'));
    const keys = idempotencyKeys(view.requests);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('on 409 session full goes back to step 4 with the reason, keeping steps 1-3', async () => {
    const p = render({ api: { 'POST medika.appointment': errorAnswer(409, 'session_full', 'full') } });
    await userEvent.click(consent());
    await userEvent.click(submitButton());
    await waitFor(() => expect(p.goTo).toHaveBeenCalledWith(4, { returnToSummary: true }));
    const draft = useDraftStore.getState();
    expect(draft.notice).toEqual({ kind: 'session_full', step: 4 });
    expect(draft.schedule).toMatchObject({ date: '2026-11-24', sessionId: null });
    expect(draft.patient).toEqual(VALID_PATIENT);
    expect(draft.insurance.policyNumber).toBe('POL-123');
    expect(draft.companyId).toBe(1);
  });

  it('tells about an existing booking of the same patient with the same doctor that day, and how to find it', async () => {
    render({ api: { 'POST medika.appointment': errorAnswer(409, 'duplicate_booking', 'dup') } });
    await userEvent.click(consent());
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Anda sudah punya janji temu' });
    expect(dialog).toHaveTextContent(
      'Lihat janji itu dengan kode booking yang Anda terima saat memesan dan tanggal lahir pasien.',
    );
    expect(screen.getByRole('link', { name: 'Cari dengan kode booking' })).toHaveAttribute(
      'href',
      '/detail-appointment',
    );
  });

  it('for a child with BPJS: the guardian, the card and referral, covered by BPJS, what to bring and where', async () => {
    useDraftStore.setState({ patient: CHILD_PATIENT, contact: MOTHER_CONTACT, insurance: BPJS_INSURANCE });
    render();
    expect(await screen.findByText('dr. Ratih Kartini, Sp.JP')).toBeInTheDocument();
    const rows = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toMatchObject({
      Untuk: 'Anak',
      NIK: '3203014503230002',
      'Hubungan dengan pasien': 'Orang tua (ayah atau ibu)',
      'E-mail': 'Tidak diisi',
      'Cara bayar': 'BPJS Kesehatan',
      'Nomor kartu BPJS': '0001234567890',
      Rujukan: '0301R0011125B000123',
      'Biaya konsultasi': 'Ditanggung BPJS sesuai ketentuan',
      Poli: 'Poli Jantung',
      Lokasi: 'Lantai 2, Loket B',
    });
    expect(screen.getByText('Rina Marlina')).toBeInTheDocument();
    expect(screen.getByText('Daftar di Lantai 2, Loket B')).toBeInTheDocument();
    const bring = screen.getByRole('heading', { level: 4, name: 'Yang perlu dibawa' }).nextElementSibling;
    expect(
      within(bring as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Kartu Keluarga (KK) yang memuat NIK anak',
      'KTP orang tua atau wali',
      'Kartu BPJS Kesehatan (JKN-KIS) atau aplikasi Mobile JKN',
      'Surat rujukan dari faskes tingkat pertama',
      'Hasil pemeriksaan sebelumnya (bila ada)',
    ]);
    // UU PDP art. 25: the consent is the parent's or guardian's, and says so.
    expect(screen.getByText(/persetujuan orang tua atau wali \(UU PDP pasal 25\)/)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /^Sebagai orang tua atau wali, saya setuju/ }),
    ).toBeInTheDocument();
  });

  it('shows a newborn without a NIK and a paper referral', async () => {
    useDraftStore.setState({
      patient: { ...CHILD_PATIENT, newborn: true },
      contact: MOTHER_CONTACT,
      insurance: { ...BPJS_INSURANCE, paperReferral: true },
    });
    render({ lang: 'en' });
    expect(await screen.findByText('None yet (newborn)')).toBeInTheDocument();
    expect(screen.getByText('Paper referral, brought to the visit')).toBeInTheDocument();
    expect(screen.getByText("The baby's birth letter (surat keterangan lahir)")).toBeInTheDocument();
    expect(screen.getByText('Covered by BPJS as per its rules')).toBeInTheDocument();
  });

  it.each([
    ['id', 'mulai Rp 275.000, belum termasuk obat dan tindakan'],
    ['en', 'from Rp 275.000, excluding medicine and procedures'],
  ] as const)('shows the doctor’s fee at this hospital for self-pay (%s)', async (lang, fee) => {
    useDraftStore.setState({ insurance: SELF_PAY });
    render({ lang });
    expect(await screen.findByText(fee)).toBeInTheDocument();
    expect(screen.getByText(lang === 'id' ? '16.00–19.00 WIB' : '16:00–19:00 WIB')).toBeInTheDocument();
  });

  it('says what a slow submit is doing and keeps Back disabled until it is done', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const pending = new Promise<FakeAnswer>((resolve) => {
      answer = resolve;
    });
    const p = render({ api: { 'POST medika.appointment': () => pending } });
    await userEvent.click(consent());
    await userEvent.click(submitButton());
    expect(
      await screen.findByText('Menyimpan janji Anda… Mohon tunggu dan jangan tutup halaman ini.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menyimpan janji Anda…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const back = screen.getByRole('button', { name: 'Kembali' });
    expect(back).toBeDisabled();
    await userEvent.click(back);
    expect(p.onBack).not.toHaveBeenCalled();
    answer({ status: 201, body: { data: appointment() } });
    await waitFor(() => expect(p.location()).toBe('/appointment/success?code=K7PQ3MZXA9'));
  });
});

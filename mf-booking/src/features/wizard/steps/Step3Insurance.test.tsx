import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@hospital/i18n';
import { listAnswer } from '@hospital/remote-kit/testing';
import { bookingAnswers, sent } from '../../../testing/fakeApi';
import { BPJS_INSURANCE, INSURERS, PASSPORT_PATIENT } from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/renderWithApp';
import { EMPTY_INSURANCE, emptyDraft, useDraftStore } from '../draftStore';
import { Step3Insurance } from './Step3Insurance';

const props = () => ({ onNext: jest.fn(), onBack: jest.fn(), goTo: jest.fn(), nextLabel: 'Lanjut' });

beforeEach(() => {
  sessionStorage.clear();
  useDraftStore.setState(emptyDraft());
});

function render(lang: Locale = 'id') {
  const p = props();
  const view = renderWithApp(<Step3Insurance {...p} />, {
    lang,
    // The partners list names BPJS Kesehatan among the insurers.
    api: bookingAnswers({
      'GET web/rekanan': listAnswer([
        {
          industry_id: [1, 'Asuransi'],
          industry: { id: 1, code: 'insurance', name: 'Asuransi' },
          partners: [{ ...INSURERS[0], id: 1, slug: 'bpjs-kesehatan', name: 'BPJS Kesehatan' }, ...INSURERS],
        },
      ]),
    }),
  });
  return { ...p, ...view };
}

const summaryLinks = () =>
  within(screen.getByRole('alert', { name: /perlu diperbaiki|to fix/ }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Step 3: payment', () => {
  it.each([
    ['id', 'Kolom ini wajib diisi.', 'Bagaimana pembayarannya?: Kolom ini wajib diisi.'],
    ['en', 'This field is required.', 'How will the visit be paid?: This field is required.'],
  ] as const)('requires a choice (%s), said in the summary too', async (lang, message, link) => {
    const p = render(lang);
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(message);
    expect(summaryLinks()).toEqual([link]);
    expect(p.onNext).not.toHaveBeenCalled();
  });

  it('tells a passport holder that BPJS needs a NIK, on the choice and when it is chosen (docs/decisions.md, issue 26)', async () => {
    useDraftStore.setState({ patient: PASSPORT_PATIENT });
    const p = render('en');
    const bpjs = screen.getByRole('radio', { name: /BPJS Kesehatan/ });
    expect(bpjs).toHaveAccessibleDescription(expect.stringContaining('Needs the patient’s NIK'));
    await userEvent.click(bpjs);
    // No card or referral to type: they could not be used.
    expect(screen.queryByRole('textbox', { name: /BPJS/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(summaryLinks()).toEqual([
      'How will the visit be paid?: BPJS Kesehatan needs the patient’s NIK. With a passport or KITAS, choose self-pay or another insurer.',
    ]);
    expect(p.onNext).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: /^Self-pay/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(p.onNext).toHaveBeenCalledTimes(1));
  });

  it('offers self-pay, BPJS Kesehatan and other insurance', () => {
    render('en');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'self',
      'bpjs',
      'insurer',
    ]);
    expect(
      screen.getByRole('radio', { name: 'BPJS Kesehatan (national health insurance)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Other insurance' })).toBeInTheDocument();
  });

  it('goes on with self-pay and asks nothing more', async () => {
    const p = render();
    await userEvent.click(screen.getByRole('radio', { name: /Bayar sendiri/ }));
    expect(screen.queryByRole('combobox', { name: /Nama asuransi/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(p.onNext).toHaveBeenCalled());
    expect(useDraftStore.getState().insurance.kind).toBe('self');
  });

  it('for BPJS says plainly that a specialist needs a referral and what to bring', async () => {
    render();
    await userEvent.click(screen.getByRole('radio', { name: /^BPJS Kesehatan/ }));
    expect(
      screen.getByText('Kunjungan BPJS ke dokter spesialis memerlukan surat rujukan'),
    ).toBeInTheDocument();
    expect(screen.getByText(/faskes tingkat pertama tempat Anda terdaftar \(puskesmas/)).toBeInTheDocument();
    expect(screen.getByText(/^Bawa saat datang: kartu BPJS Kesehatan/)).toBeInTheDocument();
  });

  it('checks the 13-digit card and the referral number with the domain’s messages', async () => {
    const p = render();
    await userEvent.click(screen.getByRole('radio', { name: /^BPJS Kesehatan/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    const card = screen.getByRole('textbox', { name: /Nomor kartu BPJS Kesehatan/ });
    const referral = screen.getByRole('textbox', { name: /Nomor rujukan/ });
    expect(summaryLinks()).toEqual([
      'Nomor kartu BPJS Kesehatan: Kolom ini wajib diisi.',
      'Nomor rujukan: Kolom ini wajib diisi.',
    ]);
    await userEvent.click(screen.getByRole('link', { name: /^Nomor rujukan/ }));
    expect(referral).toHaveFocus();
    await userEvent.type(card, '0001 2345-6789');
    // Digits only, also when typed with spaces and dashes.
    expect(card).toHaveValue('000123456789');
    await userEvent.type(referral, '0301r0011125b00012');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(card).toHaveAccessibleDescription(
      '13 digit angka pada kartu JKN-KIS atau aplikasi Mobile JKN Nomor kartu BPJS terdiri dari 13 digit angka.',
    );
    expect(referral).toHaveAccessibleDescription(
      expect.stringContaining(
        'Nomor rujukan terdiri dari 19 huruf dan angka, seperti tertulis pada surat rujukan.',
      ),
    );
    await userEvent.type(card, '0');
    await userEvent.type(referral, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(p.onNext).toHaveBeenCalled());
    expect(useDraftStore.getState().insurance).toEqual({
      ...BPJS_INSURANCE,
      referralNumber: '0301r0011125b000123',
    });
  });

  it('takes a paper referral instead of its number', async () => {
    const p = render('en');
    await userEvent.click(screen.getByRole('radio', { name: /^BPJS Kesehatan/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /BPJS Kesehatan card number/ }),
      '0001234567890',
    );
    const paper = screen.getByRole('checkbox', { name: 'I bring a paper referral' });
    expect(paper).toHaveAccessibleDescription('No number needed; show the letter at registration.');
    await userEvent.click(paper);
    expect(screen.queryByRole('textbox', { name: /Referral number/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(p.onNext).toHaveBeenCalled());
    expect(useDraftStore.getState().insurance).toMatchObject({ kind: 'bpjs', paperReferral: true });
  });

  it('lists the other insurers of the partners list, BPJS left out, and needs the policy number', async () => {
    const p = render();
    await userEvent.click(screen.getByRole('radio', { name: /^Asuransi lain/ }));
    const insurer = await screen.findByRole('combobox', { name: /Nama asuransi/ });
    expect(sent(p.requests, 'GET web/rekanan').map((r) => r.query)).toEqual([
      { industry: 'insurance', lang: 'id' },
    ]);
    expect(
      within(insurer)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pilih asuransi', 'Asuransi Sehat Sentosa', 'Cakrawala Life']);
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(insurer).toHaveAccessibleDescription('Kolom ini wajib diisi.');
    expect(screen.getByRole('textbox', { name: /Nomor polis/ })).toHaveAccessibleDescription(
      expect.stringContaining('Kolom ini wajib diisi.'),
    );
    await userEvent.selectOptions(insurer, 'Cakrawala Life');
    await userEvent.type(screen.getByRole('textbox', { name: /Nomor polis/ }), 'p'.repeat(41));
    expect(await screen.findByText('Maksimal 40 karakter.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Nomor polis/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Nomor polis/ }), 'POL-123');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(p.onNext).toHaveBeenCalled());
    expect(useDraftStore.getState().insurance).toEqual({
      ...EMPTY_INSURANCE,
      kind: 'insurer',
      insurerId: '7',
      policyNumber: 'POL-123',
    });
  });
});

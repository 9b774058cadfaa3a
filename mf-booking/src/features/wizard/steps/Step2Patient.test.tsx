import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freezeDate, unfreezeDate } from '@hospital/remote-kit/testing';
import { CHILD_PATIENT, MOTHER_CONTACT, NOW, VALID_CONTACT, VALID_PATIENT } from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/renderWithApp';
import type { Locale } from '@hospital/i18n';
import { emptyDraft, useDraftStore } from '../draftStore';
import { Step2Patient } from './Step2Patient';

const props = () => ({ onNext: jest.fn(), onBack: jest.fn(), goTo: jest.fn(), nextLabel: 'Lanjut' });

beforeEach(() => {
  freezeDate(NOW);
  sessionStorage.clear();
  useDraftStore.setState(emptyDraft());
});
afterEach(() => unfreezeDate());

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const summaryBox = () => screen.getByRole('alert', { name: /hal yang perlu diperbaiki|things? to fix/ });

function render(lang: Locale = 'id') {
  const p = props();
  renderWithApp(<Step2Patient {...p} />, { lang });
  return p;
}

describe('Step 2: patient', () => {
  it('labels every field with the right autocomplete and inputmode', () => {
    render();
    expect(screen.getByRole('radio', { name: 'Saya sendiri' })).toBeChecked();
    expect(field(/Nama lengkap pasien/)).toHaveAttribute('autocomplete', 'name');
    expect(field(/^Tanggal/)).toHaveAttribute('autocomplete', 'bday-day');
    expect(field(/^Tanggal/)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('combobox', { name: /Bulan/ })).toHaveAttribute('autocomplete', 'bday-month');
    expect(field(/^Tahun/)).toHaveAttribute('autocomplete', 'bday-year');
    expect(field(/Nomor HP/)).toHaveAttribute('autocomplete', 'tel');
    expect(field(/Nomor HP/)).toHaveAttribute('inputmode', 'tel');
    expect(field(/E-mail/)).toHaveAttribute('autocomplete', 'email');
    expect(field(/E-mail/)).toHaveAttribute('inputmode', 'email');
    expect(field(/NIK/)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('group', { name: /Tanggal lahir/ })).toBeInTheDocument();
  });

  it('says next to the e-mail that it is optional: a phone is enough', () => {
    render();
    expect(field(/E-mail/)).toHaveAccessibleName('E-mail (tidak wajib)');
    expect(field(/E-mail/)).toHaveAccessibleDescription(
      'Tidak wajib: nomor HP sudah cukup untuk menghubungi Anda.',
    );
    expect(field(/E-mail/)).not.toHaveAttribute('aria-required');
    expect(field(/Nomor HP/)).toHaveAttribute('aria-required', 'true');
  });

  it('on a failed submit shows the error summary, focused, with the docs/product-rules.md §5 message on every empty field', async () => {
    const p = render();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    for (const name of [/Nama lengkap pasien/, /Nomor HP/, /NIK/]) {
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining('Kolom ini wajib diisi.'));
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(/^Tanggal/)).toHaveAccessibleDescription(expect.stringContaining('Kolom ini wajib diisi.'));
    expect(field(/E-mail/)).not.toHaveAttribute('aria-invalid');
    const box = summaryBox();
    expect(box).toHaveFocus();
    expect(within(box).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Ada 4 hal yang perlu diperbaiki',
    );
    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Nama lengkap pasien: Kolom ini wajib diisi.',
      'Tanggal lahir: Kolom ini wajib diisi.',
      'NIK (nomor induk kependudukan): Kolom ini wajib diisi.',
      'Nomor HP (WhatsApp): Kolom ini wajib diisi.',
    ]);
    expect(p.onNext).not.toHaveBeenCalled();
  });

  it('moves focus to the field of a summary link, the birth date to its wrong part', async () => {
    render();
    await userEvent.type(field(/^Tanggal/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await userEvent.click(within(summaryBox()).getByRole('link', { name: /^Nomor HP/ }));
    expect(field(/Nomor HP/)).toHaveFocus();
    await userEvent.click(within(summaryBox()).getByRole('link', { name: /^Tanggal lahir/ }));
    expect(screen.getByRole('combobox', { name: /Bulan/ })).toHaveFocus();
    // The summary stays as it was at the submit: typing does not make an alert speak again.
    await userEvent.type(field(/Nomor HP/), '081234567890');
    expect(within(summaryBox()).getAllByRole('link')).toHaveLength(4);
  });

  it('gives the required messages and the summary in English on an English page', async () => {
    render('en');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Patient's full name/ })).toHaveAccessibleDescription(
        expect.stringContaining('This field is required.'),
      ),
    );
    expect(summaryBox()).toHaveTextContent('There are 4 things to fix');
    expect(
      screen.getByRole('link', { name: "Patient's full name: This field is required." }),
    ).toHaveAttribute('href', '#booking-patient-name');
  });

  it.each([
    [
      'id',
      'Minimal 3 karakter.',
      'Maksimal 100 karakter.',
      'Format email salah.',
      'Isi nomor HP (WhatsApp) yang diawali 08 atau +628, contoh 081234567890.',
    ],
    [
      'en',
      'Minimal 3 character.',
      'Maximal 100 character.',
      'Email format is incorrect.',
      'Enter a mobile (WhatsApp) number starting with 08 or +628, e.g. 081234567890.',
    ],
  ] as const)('gives the exact messages for bad inputs (%s)', async (lang, min, max, email, phone) => {
    render(lang);
    const name = screen.getAllByRole('textbox')[0];
    await userEvent.type(name, 'Al');
    await userEvent.type(screen.getByRole('textbox', { name: /e-mail/i }), 'siti@');
    await userEvent.type(screen.getAllByRole('textbox', { name: /HP|Mobile/ })[0], '0812');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findAllByText(min)).not.toHaveLength(0);
    expect(screen.getAllByText(email, { exact: false })).not.toHaveLength(0);
    expect(screen.getAllByText(phone, { exact: false })).not.toHaveLength(0);
    await userEvent.clear(name);
    await userEvent.type(name, 'a'.repeat(101));
    expect(await screen.findByText(max)).toBeInTheDocument();
  });

  it('filters keys to digits in the phone and NIK fields, also when pasting', async () => {
    render();
    await userEvent.type(field(/Nomor HP/), '08a1-2b');
    expect(field(/Nomor HP/)).toHaveValue('0812');
    await userEvent.click(field(/NIK/));
    await userEvent.paste('3273 0123 4567 8901');
    expect(field(/NIK/)).toHaveValue('3273012345678901');
  });

  it('shows the age once the birth date is complete', async () => {
    render();
    await userEvent.type(field(/^Tanggal/), '21');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Bulan/ }), '11');
    await userEvent.type(field(/^Tahun/), '1990');
    expect(screen.getByText('Usia: 36 tahun')).toBeInTheDocument();
  });

  it('rejects a birth date in the future and an impossible one', async () => {
    render();
    await userEvent.type(field(/^Tanggal/), '30');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Bulan/ }), '02');
    await userEvent.type(field(/^Tahun/), '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findAllByText('Tanggal tidak valid.', { exact: false })).not.toHaveLength(0);
    await userEvent.clear(field(/^Tahun/));
    await userEvent.clear(field(/^Tanggal/));
    await userEvent.type(field(/^Tanggal/), '1');
    await userEvent.type(field(/^Tahun/), '2027');
    expect(await screen.findByText('Tanggal tidak boleh melewati hari ini.')).toBeInTheDocument();
  });

  it('saves what is typed to the draft at once and goes on when valid, without an e-mail', async () => {
    const p = render();
    await userEvent.type(field(/Nama lengkap pasien/), 'Siti');
    expect(useDraftStore.getState().patient.fullName).toBe('Siti');
    await userEvent.type(field(/Nama lengkap pasien/), ' Rahayu');
    await userEvent.type(field(/^Tanggal/), '21');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Bulan/ }), '11');
    await userEvent.type(field(/^Tahun/), '1990');
    await userEvent.type(field(/Nomor HP/), '081234567890');
    await userEvent.type(field(/NIK/), '3273012345678901');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(p.onNext).toHaveBeenCalledTimes(1));
    expect(useDraftStore.getState().patient).toEqual(VALID_PATIENT);
    expect(useDraftStore.getState().contact).toEqual({ ...VALID_CONTACT, email: '' });
  });

  it('fills the form from the draft after a reload', () => {
    useDraftStore.setState({ patient: VALID_PATIENT, contact: VALID_CONTACT });
    render();
    expect(field(/Nama lengkap pasien/)).toHaveValue('Siti Rahayu');
    expect(field(/NIK/)).toHaveValue('3273012345678901');
    expect(field(/E-mail/)).toHaveValue('siti@example.com');
    expect(screen.getByText('Usia: 36 tahun')).toBeInTheDocument();
  });
});

describe('Step 2: booking for someone else', () => {
  it.each([
    [
      'Anak',
      'Sesuai Kartu Keluarga (KK) atau akta kelahiran',
      '16 digit NIK anak, tertulis di Kartu Keluarga (KK)',
    ],
    ['Orang tua', 'Sesuai KTP pasien', '16 digit angka pada KTP pasien'],
    ['Keluarga lain', 'Sesuai KTP pasien', '16 digit angka pada KTP pasien'],
  ])('for “%s” speaks of the patient’s documents, never “your KTP”', async (choice, nameHint, nikHint) => {
    render();
    expect(field(/NIK/)).toHaveAccessibleDescription('16 digit angka pada KTP Anda');
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${choice}`) }));
    expect(field(/Nama lengkap pasien/)).toHaveAccessibleDescription(nameHint);
    expect(field(/NIK/)).toHaveAccessibleDescription(nikHint);
    // "Your KTP" is left for the booker's own name only.
    expect(screen.getByText(/^Isi data/)).not.toHaveTextContent('KTP Anda');
    expect(screen.getAllByText(/KTP Anda/)).toEqual([screen.getByText('Sesuai KTP Anda')]);
    // The browser must not fill in the booker's own name and birthday for someone else.
    expect(field(/Nama lengkap pasien/)).toHaveAttribute('autocomplete', 'off');
    expect(field(/^Tanggal/)).toHaveAttribute('autocomplete', 'off');
    expect(field(/Nama lengkap Anda/)).toHaveAttribute('autocomplete', 'name');
    expect(field(/Nomor HP Anda/)).toBeInTheDocument();
  });

  it("gives a child's birth date a child's example, never an adult's (issue 26 item 11)", async () => {
    render();
    const birth = () => screen.getByRole('group', { name: /Tanggal lahir/ });
    expect(birth()).toHaveAccessibleDescription('Contoh: 21 November 1990');
    await userEvent.click(screen.getByRole('radio', { name: /^Anak/ }));
    expect(birth()).toHaveAccessibleDescription(
      'Sesuai Kartu Keluarga atau akta kelahiran, contoh: 3 Maret 2022',
    );
    expect(birth()).not.toHaveAccessibleDescription(expect.stringContaining('1990'));
  });

  it('for a child asks for the parent or guardian, whose name, relationship and phone are the contact', async () => {
    const p = render();
    await userEvent.click(screen.getByRole('radio', { name: /^Anak/ }));
    expect(
      screen.getByRole('heading', { level: 3, name: 'Data Anda sebagai orang tua atau wali' }),
    ).toBeVisible();
    const relationship = screen.getByRole('radiogroup', { name: /Hubungan Anda dengan pasien/ });
    expect(
      within(relationship)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['Orang tua (ayah atau ibu)', 'Wali']);
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(
      within(summaryBox())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Nama lengkap pasien: Kolom ini wajib diisi.',
      'Tanggal lahir: Kolom ini wajib diisi.',
      'NIK (nomor induk kependudukan): Kolom ini wajib diisi.',
      'Nama lengkap Anda: Kolom ini wajib diisi.',
      'Hubungan Anda dengan pasien: Kolom ini wajib diisi.',
      'Nomor HP Anda (WhatsApp): Kolom ini wajib diisi.',
    ]);
    await userEvent.click(screen.getByRole('link', { name: /^Hubungan Anda/ }));
    expect(screen.getByRole('radio', { name: 'Orang tua (ayah atau ibu)' })).toHaveFocus();

    await userEvent.type(field(/Nama lengkap pasien/), CHILD_PATIENT.fullName);
    await userEvent.type(field(/^Tanggal/), '5');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Bulan/ }), '03');
    await userEvent.type(field(/^Tahun/), '2023');
    await userEvent.type(field(/NIK/), CHILD_PATIENT.nik);
    await userEvent.type(field(/Nama lengkap Anda/), MOTHER_CONTACT.fullName);
    await userEvent.click(screen.getByRole('radio', { name: 'Orang tua (ayah atau ibu)' }));
    await userEvent.type(field(/Nomor HP Anda/), MOTHER_CONTACT.phone);
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(p.onNext).toHaveBeenCalledTimes(1));
    expect(useDraftStore.getState().patient).toEqual(CHILD_PATIENT);
    expect(useDraftStore.getState().contact).toEqual(MOTHER_CONTACT);
  });

  it('takes a newborn without a NIK (per the schema), and keeps a NIK typed before', async () => {
    useDraftStore.setState({
      patient: { ...CHILD_PATIENT, nik: '3203' },
      contact: MOTHER_CONTACT,
    });
    const p = render('en');
    const newborn = screen.getByRole('checkbox', { name: 'A newborn baby without a NIK yet' });
    expect(newborn).toHaveAccessibleDescription(
      'No NIK needed. Bring the birth letter (surat keterangan lahir) to the visit.',
    );
    await userEvent.click(newborn);
    expect(screen.queryByRole('textbox', { name: /NIK/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(p.onNext).toHaveBeenCalledTimes(1));
    expect(useDraftStore.getState().patient).toMatchObject({ newborn: true, nik: '3203' });
    // "Newborn" is a child's: for oneself the NIK is asked again, as typed.
    await userEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    expect(screen.queryByRole('checkbox', { name: /newborn/ })).not.toBeInTheDocument();
    expect(field(/NIK/)).toHaveValue('3203');
  });

  it('takes a passport instead of the NIK, with its own label and message (docs/decisions.md, issue 26)', async () => {
    const p = render('en');
    const documents = screen.getByRole('radiogroup', { name: /Identity document/ });
    expect(within(documents).getByRole('radio', { name: /^NIK/ })).toBeChecked();
    await userEvent.click(within(documents).getByRole('radio', { name: /^Passport/ }));
    await userEvent.type(field(/Patient's full name/), 'Emma Larsen');
    await userEvent.type(field(/^Day/), '21');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Month/ }), '11');
    await userEvent.type(field(/^Year/), '1990');
    const number = screen.getByRole('textbox', { name: /Passport number/ });
    expect(number).toHaveAttribute('autocapitalize', 'characters');
    await userEvent.type(number, 'AB1');
    await userEvent.type(field(/Mobile number/), '081234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(
      within(summaryBox())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Passport number: A passport number has 6 to 20 letters and digits, as printed in the passport.',
    ]);
    await userEvent.type(number, '234567');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(p.onNext).toHaveBeenCalledTimes(1));
    expect(useDraftStore.getState().patient).toMatchObject({
      idDocument: 'passport',
      documentNumber: 'AB1234567',
      nik: '',
    });
  });

  it('for another family member offers the other relatives, for a parent asks none', async () => {
    render('en');
    await userEvent.click(screen.getByRole('radio', { name: /^Another family member/ }));
    const relationship = screen.getByRole('radiogroup', { name: /You are the patient's/ });
    expect(within(relationship).getAllByRole('radio')).toHaveLength(3);
    expect(within(relationship).getByRole('radio', { name: 'Husband or wife' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'My parent' }));
    expect(screen.queryByRole('radiogroup', { name: /You are the patient's/ })).not.toBeInTheDocument();
    expect(field(/Your full name/)).toBeInTheDocument();
    expect(field(/Your e-mail \(optional\)/)).toBeInTheDocument();
  });
});

describe('Step 2: the birth date as one question', () => {
  it('keeps the date message up to date whichever part changes after a submit', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    const group = screen.getByRole('group', { name: /Tanggal lahir/ });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Kolom ini wajib diisi.'));
    await userEvent.type(field(/^Tanggal/), '30');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Bulan/ }), '02');
    await userEvent.type(field(/^Tahun/), '1990');
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(expect.stringContaining('Tanggal tidak valid.')),
    );
    expect(field(/^Tanggal/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field(/^Tanggal/));
    await userEvent.type(field(/^Tanggal/), '28');
    await waitFor(() => expect(group).toHaveAccessibleDescription('Contoh: 21 November 1990'));
    expect(field(/^Tanggal/)).not.toHaveAttribute('aria-invalid');
  });
});

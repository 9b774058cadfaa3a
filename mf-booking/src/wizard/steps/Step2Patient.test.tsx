import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freezeDate, unfreezeDate } from '../../testing/clock';
import { VALID_PATIENT } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/renderWithApp';
import type { Locale } from '@hospital/i18n';
import { emptyDraft, useDraftStore } from '../draftStore';
import { Step2Patient } from './Step2Patient';

const props = () => ({ onNext: jest.fn(), onBack: jest.fn(), goTo: jest.fn(), nextLabel: 'Lanjut' });

beforeEach(() => {
  freezeDate();
  sessionStorage.clear();
  useDraftStore.setState(emptyDraft());
});
afterEach(() => unfreezeDate());

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

function render(lang: Locale = 'id') {
  const p = props();
  renderWithApp(<Step2Patient {...p} />, { lang });
  return p;
}

describe('Step 2: patient', () => {
  it('labels every field with the right autocomplete and inputmode', () => {
    render();
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

  it('shows the SPEC 5 required message on every empty field, linked to it', async () => {
    const p = render();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    for (const name of [/Nama lengkap pasien/, /Nomor HP/, /E-mail/, /NIK/]) {
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining('Kolom ini wajib diisi.'));
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(/^Tanggal/)).toHaveAccessibleDescription(expect.stringContaining('Kolom ini wajib diisi.'));
    // Focus goes to the first field to fix.
    expect(field(/Nama lengkap pasien/)).toHaveFocus();
    expect(p.onNext).not.toHaveBeenCalled();
  });

  it('gives the required messages in English on an English page', async () => {
    render('en');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Patient's full name/ })).toHaveAccessibleDescription(
        expect.stringContaining('This field is required.'),
      ),
    );
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
  });

  it.each([
    [
      'id',
      'Minimal 3 karakter.',
      'Maksimal 100 karakter.',
      'Format email salah.',
      'Nomor telepon tidak valid.',
    ],
    [
      'en',
      'Minimal 3 character.',
      'Maximal 100 character.',
      'Email format is incorrect.',
      'Phone number is not valid.',
    ],
  ] as const)('gives the exact messages for bad inputs (%s)', async (lang, min, max, email, phone) => {
    render(lang);
    const name = screen.getAllByRole('textbox')[0];
    await userEvent.type(name, 'Al');
    await userEvent.type(screen.getByRole('textbox', { name: /e-mail/i }), 'siti@');
    await userEvent.type(screen.getAllByRole('textbox', { name: /HP|Mobile/ })[0], '0812');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findByText(min)).toBeInTheDocument();
    expect(screen.getByText(email)).toBeInTheDocument();
    expect(screen.getByText(phone)).toBeInTheDocument();
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
    expect(await screen.findByText('Tanggal tidak valid.')).toBeInTheDocument();
    await userEvent.clear(field(/^Tahun/));
    await userEvent.clear(field(/^Tanggal/));
    await userEvent.type(field(/^Tanggal/), '1');
    await userEvent.type(field(/^Tahun/), '2027');
    expect(await screen.findByText('Tanggal tidak boleh melewati hari ini.')).toBeInTheDocument();
  });

  it('saves what is typed to the draft at once and goes on when valid', async () => {
    const p = render();
    await userEvent.type(field(/Nama lengkap pasien/), 'Siti');
    expect(useDraftStore.getState().patient.fullName).toBe('Siti');
    await userEvent.type(field(/Nama lengkap pasien/), ' Rahayu');
    await userEvent.type(field(/^Tanggal/), '21');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Bulan/ }), '11');
    await userEvent.type(field(/^Tahun/), '1990');
    await userEvent.type(field(/Nomor HP/), '081234567890');
    await userEvent.type(field(/E-mail/), 'siti@example.com');
    await userEvent.type(field(/NIK/), '3273012345678901');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(p.onNext).toHaveBeenCalledTimes(1));
    expect(useDraftStore.getState().patient).toEqual(VALID_PATIENT);
  });

  it('fills the form from the draft after a reload', () => {
    useDraftStore.setState({ patient: VALID_PATIENT });
    render();
    expect(field(/Nama lengkap pasien/)).toHaveValue('Siti Rahayu');
    expect(field(/NIK/)).toHaveValue('3273012345678901');
    expect(screen.getByText('Usia: 36 tahun')).toBeInTheDocument();
  });
});

describe('Step 2: the birth date as one question', () => {
  beforeEach(() => {
    freezeDate();
    useDraftStore.setState(emptyDraft());
  });
  afterEach(() => unfreezeDate());

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

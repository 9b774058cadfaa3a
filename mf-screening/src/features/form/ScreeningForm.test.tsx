import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ScreeningResult } from '@hospital/api-client';
import type { Locale } from '@hospital/i18n';
import { renderWithApp } from '../../testing/renderWithApp';
import { DRAFT_KEY } from './draftStorage';
import { ScreeningForm, type SubmitScreening } from './ScreeningForm';
import { TEST_DEFINITION } from './testDefinition';

const RESULT = { id: '5b0c6f0e-0a43-4a43-9d0e-6c1f6f0b9a11', category: 'low' } as ScreeningResult;

function renderForm(
  submit: SubmitScreening = jest.fn().mockResolvedValue(RESULT),
  onSubmitted = jest.fn(),
  lang: Locale = 'id',
) {
  const view = renderWithApp(
    <ScreeningForm definition={TEST_DEFINITION} submit={submit} onSubmitted={onSubmitted} />,
    { lang },
  );
  return { ...view, submit, onSubmitted };
}

function group(name: RegExp) {
  return screen.getByRole('radiogroup', { name });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nama lengkap/), 'Siti Rahayu');
  await user.type(screen.getByLabelText(/Nomor telepon/), '081234567890');
  await user.click(within(group(/demam/)).getByLabelText('Ya'));
  await user.click(within(group(/Kontak erat/)).getByLabelText('Dengan pasien terkonfirmasi'));
  await user.type(screen.getByLabelText(/Suhu tubuh/), '37,8');
  await user.type(screen.getByLabelText(/Berat badan/), '60');
}

describe('ScreeningForm (rendered from the definition)', () => {
  beforeEach(async () => {
    window.sessionStorage.clear();
  });

  it('renders each question type with its own control', () => {
    renderForm();
    expect(
      within(group(/demam/))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['yes', 'no']);
    expect(within(group(/Kontak erat/)).getAllByRole('radio')).toHaveLength(2);
    const temperature = screen.getByLabelText(/Suhu tubuh/);
    expect(temperature).toHaveAttribute('inputmode', 'decimal');
    expect(temperature).toHaveAccessibleDescription(/Antara 34 dan 43 °C/);
    expect(screen.getByLabelText(/Gejala pertama/)).toHaveAttribute('type', 'date');
    // Required questions are marked as such; optional ones are not.
    expect(group(/demam/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/Berat badan/)).toHaveAttribute('aria-required', 'true');
    expect(temperature).not.toHaveAttribute('aria-required');
  });

  it('shows the docs/product-rules.md §5 required message on every required field, in both languages', async () => {
    const user = userEvent.setup();
    const { submit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    await waitFor(() => expect(screen.getAllByText('Kolom ini wajib diisi.')).toHaveLength(5));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Suhu tubuh/)).not.toHaveAttribute('aria-invalid');
  });

  it('gives its messages in English on an English page', async () => {
    const user = userEvent.setup();
    renderForm(undefined, undefined, 'en');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(5));
    expect(screen.queryByText('Kolom ini wajib diisi.')).toBeNull();
  });

  it('shows the number and date messages', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Suhu tubuh/), '50');
    await user.type(screen.getByLabelText(/Berat badan/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    expect(await screen.findByText('Masukkan angka antara 34 dan 43.')).toBeInTheDocument();
    expect(screen.getByText('Kolom ini harus berupa angka.')).toBeInTheDocument();
  });

  it('submits the typed answers with an idempotency key and reports the result', async () => {
    const user = userEvent.setup();
    const { submit, onSubmitted } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(RESULT));
    expect(submit).toHaveBeenCalledWith(
      {
        formId: 1,
        visitor: { name: 'Siti Rahayu', phone: '081234567890' },
        answers: { fever: true, contact: 'confirmed', temperature: 37.8, weight: 60 },
      },
      expect.stringMatching(/.{8,}/),
    );
    // The draft is gone once the result is stored.
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps every answer after a failed submit and retries with the same key', async () => {
    const user = userEvent.setup();
    const submit = jest
      .fn<ReturnType<SubmitScreening>, Parameters<SubmitScreening>>()
      .mockRejectedValueOnce(new ApiError({ status: 0, code: 'network', message: 'Network Error' }))
      .mockResolvedValueOnce(RESULT);
    const { onSubmitted } = renderForm(submit);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    expect(await screen.findByText('Jawaban belum terkirim')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nama lengkap/)).toHaveValue('Siti Rahayu');
    expect(within(group(/demam/)).getByLabelText('Ya')).toBeChecked();
    expect(onSubmitted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Kirim lagi' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(RESULT));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1][1]).toBe(submit.mock.calls[0][1]);
  });

  it('puts the server’s field messages on the fields', async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Periksa kembali data yang diisi.',
        fields: { 'visitor.phone': 'Nomor telepon tidak valid.' },
      }),
    );
    renderForm(submit);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    expect(await screen.findByText('Nomor telepon tidak valid.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nomor telepon/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a draft across a reload (remount) of the page', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(screen.getByLabelText(/Nama lengkap/), 'Budi');
    await user.click(within(group(/Kontak erat/)).getByLabelText('Tidak ada'));
    await user.type(screen.getByLabelText(/Gejala pertama/), '2026-11-01');
    first.unmount();

    renderForm();
    expect(screen.getByLabelText(/Nama lengkap/)).toHaveValue('Budi');
    expect(within(group(/Kontak erat/)).getByLabelText('Tidak ada')).toBeChecked();
    expect(screen.getByLabelText(/Gejala pertama/)).toHaveValue('2026-11-01');
  });
});

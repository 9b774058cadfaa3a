import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and passes inputMode / autoComplete through', () => {
    render(<TextField label="Nomor telepon" name="phone" inputMode="tel" autoComplete="tel" />);
    const input = screen.getByRole('textbox', { name: 'Nomor telepon' });
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('name', 'phone');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('links the error with aria-describedby, sets aria-invalid and announces it', () => {
    render(<TextField label="Email" hint="nama@contoh.com" error="Email format is incorrect." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('nama@contoh.com Email format is incorrect.');
    expect(screen.getByRole('alert')).toHaveTextContent('Email format is incorrect.');
  });

  it('has no aria-invalid and an empty alert region while valid', () => {
    render(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('keeps the alert region in place so a new error is announced by content change', async () => {
    function Validated() {
      const [error, setError] = useState<string>();
      return (
        <>
          <TextField label="Nama lengkap" error={error} />
          <button type="button" onClick={() => setError('This field is required.')}>
            Kirim
          </button>
        </>
      );
    }
    render(<Validated />);
    const region = screen.getByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(screen.getByRole('alert')).toBe(region);
    expect(region).toHaveTextContent('This field is required.');
  });

  it('shows the required marker with accessible words and sets aria-required', () => {
    render(<TextField label="Nama lengkap" required requiredLabel="wajib diisi" />);
    const input = screen.getByRole('textbox', { name: /Nama lengkap/ });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleName('Nama lengkap wajib diisi');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('merges a caller aria-describedby', () => {
    render(
      <>
        <p id="privacy">Data Anda aman.</p>
        <TextField label="NIK" aria-describedby="privacy" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'NIK' })).toHaveAccessibleDescription('Data Anda aman.');
  });

  it('works with react-hook-form register (ref + onChange forwarded)', async () => {
    const onValid = jest.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ name: string }>();
      return (
        <form onSubmit={handleSubmit(onValid)} noValidate>
          <TextField
            label="Nama"
            error={formState.errors.name?.message}
            {...register('name', { required: 'This field is required.' })}
          />
          <button type="submit">Simpan</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Nama' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'Siti');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Siti' }, expect.anything());
  });
});

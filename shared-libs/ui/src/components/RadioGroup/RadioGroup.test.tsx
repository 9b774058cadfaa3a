import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { RadioGroup } from './RadioGroup';

const insurance = [
  { value: 'self', label: 'Pribadi' },
  { value: 'bpjs', label: 'BPJS', description: 'Bawa kartu BPJS', disabled: false },
  { value: 'company', label: 'Asuransi perusahaan' },
];

describe('RadioGroup', () => {
  it('is a fieldset named by its legend with native radios sharing a name', () => {
    render(<RadioGroup legend="Jenis pembayaran" name="payment" options={insurance} />);
    const group = screen.getByRole('radiogroup', { name: 'Jenis pembayaran' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    radios.forEach((radio) => expect(radio).toHaveAttribute('name', 'payment'));
    expect(screen.getByRole('radio', { name: 'BPJS' })).toHaveAccessibleDescription('Bawa kartu BPJS');
  });

  it('links the error to the group, marks it invalid and announces it', () => {
    render(
      <RadioGroup
        legend="Jenis pembayaran"
        options={insurance}
        hint="Pilih satu"
        error="This field is required."
        required
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /Jenis pembayaran/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Pilih satu This field is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
  });

  it('works controlled and reports the chosen value', async () => {
    function Controlled() {
      const [value, setValue] = useState('self');
      return <RadioGroup legend="Bayar" options={insurance} value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Pribadi' })).toBeChecked();
    await userEvent.click(screen.getByText('Asuransi perusahaan'));
    expect(screen.getByRole('radio', { name: 'Asuransi perusahaan' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pribadi' })).not.toBeChecked();
  });

  it('works with react-hook-form register through inputProps', async () => {
    const onValid = jest.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ payment: string }>();
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <RadioGroup legend="Bayar" options={insurance} inputProps={register('payment')} />
          <button type="submit">Lanjut</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('radio', { name: 'BPJS' }));
    await user.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(onValid).toHaveBeenCalledWith({ payment: 'bpjs' }, expect.anything());
  });
});

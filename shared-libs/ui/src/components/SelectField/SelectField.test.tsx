import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './SelectField';

const hospitals = [
  { value: '1', label: 'Medika Hospital Bandung' },
  { value: '2', label: 'Medika Hospital Cianjur' },
];

describe('SelectField', () => {
  it('renders a labelled select with placeholder and options', async () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="Rumah sakit"
        placeholder="Pilih rumah sakit"
        options={hospitals}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Rumah sakit' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Pilih rumah sakit',
      'Medika Hospital Bandung',
      'Medika Hospital Cianjur',
    ]);
    await userEvent.selectOptions(select, '2');
    expect(select).toHaveValue('2');
    expect(onChange).toHaveBeenCalled();
  });

  it('links its error and forwards the ref', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <SelectField ref={ref} label="Poli" options={hospitals} error="This field is required." required />,
    );
    const select = screen.getByRole('combobox', { name: /Poli/ });
    expect(ref.current).toBe(select);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('This field is required.');
  });
});

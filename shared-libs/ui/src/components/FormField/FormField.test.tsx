import { render, screen } from '@testing-library/react';
import { FormField } from './FormField';

describe('FormField', () => {
  it('gives the control its id, description and state', () => {
    render(
      <FormField label="Tanggal lahir" hint="HH-BB-TTTT" error="Wajib diisi." required describedBy="extra">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText(/Tanggal lahir/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toHaveLength(3);
    expect(describedBy[2]).toBe('extra');
    expect(document.getElementById(describedBy[0])).toHaveTextContent('HH-BB-TTTT');
    expect(document.getElementById(describedBy[1])).toHaveTextContent('Wajib diisi.');
  });

  it('leaves the control valid and undescribed without hint or error', () => {
    render(<FormField label="Nama">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByLabelText('Nama');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-required');
  });
});

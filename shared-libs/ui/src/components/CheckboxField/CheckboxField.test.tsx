import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField } from './CheckboxField';

describe('CheckboxField', () => {
  it('is a labelled checkbox that toggles from its label', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<CheckboxField ref={ref} label="Saya setuju dengan kebijakan privasi" name="consent" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Saya setuju dengan kebijakan privasi' });
    expect(ref.current).toBe(checkbox);
    await userEvent.click(screen.getByText('Saya setuju dengan kebijakan privasi'));
    expect(checkbox).toBeChecked();
  });

  it('links hint and error and marks itself invalid and required', () => {
    render(
      <CheckboxField
        label="Setuju"
        hint="Wajib untuk melanjutkan"
        error="This field is required."
        required
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: /Setuju/ });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    expect(checkbox).toHaveAccessibleDescription('Wajib untuk melanjutkan This field is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
  });
});

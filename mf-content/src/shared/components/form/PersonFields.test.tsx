import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../testing/renderWithApp';
import { EmailField, NameField, PhoneField } from './PersonFields';

describe('PersonFields', () => {
  it('asks for name, e-mail and phone with the autofill and keyboard hints phones rely on', () => {
    renderWithApp(
      <>
        <NameField name="name" />
        <EmailField name="email" />
        <PhoneField name="phone" error="This field is required." />
      </>,
      { lang: 'en' },
    );
    const name = screen.getByRole('textbox', { name: /Full name/ });
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toHaveAttribute('aria-required', 'true');
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAccessibleDescription(/For example: 0812 3456 7890/);
    expect(phone).toHaveAccessibleDescription(/This field is required\./);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a form word the label while the field stays an e-mail field', () => {
    renderWithApp(<EmailField name="email" label="E-mail address" />, { lang: 'id' });
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByText(/wajib diisi/)).toBeInTheDocument();
  });
});

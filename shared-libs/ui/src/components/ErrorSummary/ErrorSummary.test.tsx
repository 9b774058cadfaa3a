import { render, screen } from '@testing-library/react';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('names each field with its message, as a link to the field', () => {
    render(
      <ErrorSummary
        title="Ada 2 hal yang perlu diperbaiki"
        entries={[
          { id: 'contact-name', label: 'Nama lengkap', message: 'Kolom ini wajib diisi.' },
          { id: 'contact-email', label: 'E-mail', message: 'Format e-mail tidak valid.' },
        ]}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ada 2 hal yang perlu diperbaiki');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Nama lengkap: Kolom ini wajib diisi.', '#contact-name'],
      ['E-mail: Format e-mail tidak valid.', '#contact-email'],
    ]);
  });

  it('renders nothing when there is nothing to fix', () => {
    const { container } = render(<ErrorSummary title="x" entries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

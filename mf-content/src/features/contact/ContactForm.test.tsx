import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../testing/renderWithApp';
import { ContactForm, HONEYPOT_FIELD } from './ContactForm';

const SENT = {
  'POST web/contactus': { status: 201, body: { data: { id: 1, received_at: '', message: 'ok' } } },
};

async function fill() {
  await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Budi Santoso');
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'budi@example.com');
  await userEvent.type(
    screen.getByRole('textbox', { name: /Message/ }),
    'Apakah poli anak buka hari Minggu?',
  );
}

describe('ContactForm', () => {
  it('shows the docs/product-rules.md §5 messages and sends nothing while invalid', async () => {
    const { requests } = renderWithApp(<ContactForm />, { lang: 'en', api: SENT });
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('Minimal 10 character.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends name, email and message form-encoded (docs/product-rules.md §7) and confirms with the hospital phone', async () => {
    const { requests } = renderWithApp(<ContactForm />, { lang: 'en', api: SENT });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message has been sent')).toBeInTheDocument();
    expect(screen.getByText(/call \(022\) 780 1234/)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0].headers['Content-Type']).toContain('application/x-www-form-urlencoded');
    expect(requests[0].body).toEqual({
      name: 'Budi Santoso',
      email: 'budi@example.com',
      message: 'Apakah poli anak buka hari Minggu?',
    });
  });

  it('drops a message whose honeypot field was filled (a bot) without calling the API', async () => {
    const { container, requests } = renderWithApp(<ContactForm />, { lang: 'en', api: SENT });
    await fill();
    const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    await userEvent.type(trap as HTMLInputElement, 'https://spam.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message has been sent')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the Indonesian messages in Indonesian', async () => {
    renderWithApp(<ContactForm />, { lang: 'id' });
    await userEvent.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findAllByText('Kolom ini wajib diisi.')).toHaveLength(3);
  });
});

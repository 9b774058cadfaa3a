import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAnswer } from '@hospital/remote-kit/testing';
import { BANDUNG } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/renderWithApp';
import { ContactForm, HONEYPOT_FIELD } from './ContactForm';

const CIANJUR = {
  ...BANDUNG,
  id: 2,
  slug: 'medika-hospital-cianjur',
  name: 'Medika Hospital Cianjur',
  phone: '622638201234',
  phone_display: '(0263) 820 1234',
};

const SENT = {
  'POST web/contactus': { status: 201, body: { data: { id: 1, received_at: '', message: 'ok' } } },
  'GET web/company': listAnswer([BANDUNG, CIANJUR]),
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
    // Each hospital with its own hotline: a Cianjur patient is never sent to Bandung's (issue 26).
    expect(screen.getByText(/call your hospital/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '(0263) 820 1234' })).toHaveAttribute(
      'href',
      'tel:+622638201234',
    );
    expect(screen.getByText('Medika Hospital Cianjur:', { exact: false })).toHaveTextContent(
      'Medika Hospital Cianjur: (0263) 820 1234',
    );
    expect(screen.getByRole('link', { name: '(022) 780 1234' })).toHaveAttribute('href', 'tel:+62227801234');
    // The thank-you reads the hotlines (web/company); one message was sent.
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].headers['Content-Type']).toContain('application/x-www-form-urlencoded');
    expect(posts[0].body).toEqual({
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
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the Indonesian messages in Indonesian', async () => {
    renderWithApp(<ContactForm />, { lang: 'id' });
    await userEvent.click(screen.getByRole('button', { name: 'Kirim pesan' }));
    expect(await screen.findAllByText('Kolom ini wajib diisi.')).toHaveLength(3);
  });
});

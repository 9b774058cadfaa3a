import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@hospital/api-client';
import { fakeRoutes, type FakeAnswer } from '@hospital/api-client/testing';
import type { Locale } from '@hospital/i18n';
import { renderChrome } from '../testing/renderChrome';
import { NewsletterForm } from './NewsletterForm';

const subscribed = (already = false): FakeAnswer => ({
  status: already ? 200 : 201,
  body: { data: { subscribed: true, already_subscribed: already, message: 'ok' } },
});

function setup(answer: () => FakeAnswer | Promise<FakeAnswer>, lang: Locale = 'id') {
  // The form posts with the browser's client (a submission is never part of a server render).
  const fake = fakeRoutes({ 'POST web/newsletter': answer });
  configureApi({ adapter: fake.adapter, lang });
  renderChrome(<NewsletterForm />, { lang });
  return {
    fake: { requests: fake.calls },
    email: () => screen.getByRole('textbox', { name: /Alamat e-mail|E-mail address/ }),
    submit: () => screen.getByRole('button', { name: /Berlangganan|Subscribe/ }),
  };
}

describe('NewsletterForm', () => {
  it('shows the docs/product-rules.md §5 messages in Indonesian and sends nothing invalid', async () => {
    const user = userEvent.setup();
    const { fake, email, submit } = setup(() => subscribed());
    await user.click(submit());
    expect(await screen.findByText('Kolom ini wajib diisi.')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    await user.type(email(), 'not-an-email');
    await user.click(submit());
    expect(await screen.findByText('Format email salah.')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('shows the docs/product-rules.md §5 messages in English on an English page', async () => {
    const user = userEvent.setup();
    const { fake, email, submit } = setup(() => subscribed(), 'en');
    await user.click(submit());
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(email(), 'not-an-email');
    await user.click(submit());
    expect(await screen.findByText('Email format is incorrect.')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('on success sends the e-mail, resets the field and shows the thank-you dialog until closed', async () => {
    const user = userEvent.setup();
    const { fake, email, submit } = setup(() => subscribed());
    await user.type(email(), 'sari@example.com');
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', { name: 'Terima kasih!' });
    expect(
      within(dialog).getByText('Anda sudah berlangganan kabar sehat dari Medika Hospital.'),
    ).toBeVisible();
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: 'web/newsletter' });
    expect(fake.requests[0].body).toMatchObject({ email: 'sari@example.com' });
    expect(email()).toHaveValue('');

    // The dialog stays until the visitor closes it (× and the footer button both say "Tutup").
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Tutup' });
    expect(closeButtons).toHaveLength(2);
    await user.click(closeButtons[1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers a second subscription of the same address kindly', async () => {
    const user = userEvent.setup();
    const { email, submit } = setup(() => subscribed(true));
    await user.type(email(), 'sari@example.com');
    await user.click(submit());
    expect(await screen.findByText('E-mail Anda sudah terdaftar sebelumnya. Terima kasih!')).toBeVisible();
  });

  it('keeps the typed e-mail and says it could not subscribe when the API is down', async () => {
    const user = userEvent.setup();
    const { email, submit } = setup(() => ({ networkError: true }));
    await user.type(email(), 'sari@example.com');
    await user.click(submit());
    expect(
      await screen.findByText(
        'Maaf, kami tidak dapat mendaftarkan langganan Anda saat ini. Silakan coba lagi.',
      ),
    ).toBeVisible();
    expect(email()).toHaveValue('sari@example.com');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so in English on an English page', async () => {
    const user = userEvent.setup();
    const { email, submit } = setup(() => ({ networkError: true }), 'en');
    await user.type(email(), 'sari@example.com');
    await user.click(submit());
    expect(await screen.findByText(/could not subscribe/)).toBeVisible();
  });

  it('shows the API field message when the server rejects the address', async () => {
    const user = userEvent.setup();
    const { email, submit } = setup(() => ({
      status: 400,
      body: {
        error: { code: 'validation_failed', message: 'invalid', fields: { email: 'Format email salah.' } },
      },
    }));
    await user.type(email(), 'sari@example.com');
    await user.click(submit());
    expect(await screen.findByText('Format email salah.')).toBeVisible();
    expect(email()).toHaveValue('sari@example.com');
  });

  it('marks the button busy while sending', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { email, submit } = setup(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    fireEvent.change(email(), { target: { value: 'sari@example.com' } });
    fireEvent.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    await act(async () => answer(subscribed()));
    await screen.findByRole('dialog');
    expect(submit()).not.toHaveAttribute('aria-busy');
  });

  it('posts to /newsletter in the page’s language with the page to go back to, for a browser without scripts', () => {
    configureApi({ adapter: fakeRoutes({}).adapter, lang: 'en' });
    const { container } = renderChrome(<NewsletterForm />, {
      lang: 'en',
      route: { pathname: '/news/sehat', layout: 'default' },
    });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/en/newsletter');
    expect(form).toHaveFormValues({ email: '', from: '/news/sehat' });
  });

  it('sends no way back from /newsletter itself', () => {
    configureApi({ adapter: fakeRoutes({}).adapter, lang: 'id' });
    const { container } = renderChrome(<NewsletterForm />, {
      route: { pathname: '/newsletter', layout: 'default' },
    });
    expect(container.querySelector('form')).toHaveAttribute('action', '/newsletter');
    expect(container.querySelector('input[name="from"]')).toBeNull();
  });
});

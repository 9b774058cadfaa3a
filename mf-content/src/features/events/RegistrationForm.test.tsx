import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HospitalEvent } from '@hospital/api-client';
import type { FakeAnswer } from '@hospital/remote-kit/testing';
import { hospitalEvent } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/renderWithApp';
import { RegistrationForm } from './RegistrationForm';

const REGISTER = 'POST web/post/registration';

function event(overrides: Partial<HospitalEvent> = {}): HospitalEvent {
  return hospitalEvent(2, { slug: 'seminar-awam', name: 'Seminar', ...overrides });
}

async function fillAndJoin() {
  await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Siti Rahayu');
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'siti@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), '081234567890');
  await userEvent.click(screen.getByRole('button', { name: 'Join Event' }));
}

function renderForm(answer?: FakeAnswer, onStateChanged = jest.fn()) {
  return renderWithApp(<RegistrationForm event={event()} onStateChanged={onStateChanged} />, {
    lang: 'en',
    api: answer ? { [REGISTER]: answer } : {},
  });
}

describe('RegistrationForm', () => {
  it('offers "Join Event" while registration is open', () => {
    renderWithApp(<RegistrationForm event={event()} onStateChanged={jest.fn()} />, { lang: 'en' });
    expect(screen.getByRole('button', { name: 'Join Event' })).toBeEnabled();
    expect(screen.queryByText('Register Closed')).toBeNull();
  });

  it.each([
    ['past', { registration: 'past', registration_open: false }, 'This event has already taken place.'],
    ['full', { registration: 'full', registration_open: false }, 'All places have been taken.'],
    [
      'closed',
      { registration: 'closed', registration_open: false },
      'Registration for this event is closed.',
    ],
  ] as const)('shows "Register Closed" when the event is %s', (_state, overrides, reason) => {
    renderWithApp(<RegistrationForm event={event(overrides)} onStateChanged={jest.fn()} />, { lang: 'en' });
    const button = screen.getByRole('button', { name: 'Register Closed' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(screen.queryByRole('button', { name: 'Join Event' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('validates with the docs/product-rules.md §5 messages before sending anything', async () => {
    const { requests } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Join Event' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Join Event' }));
    expect(await screen.findByText('Email format is incorrect.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('registers by slug and shows the confirmation', async () => {
    const { requests } = renderForm({
      status: 201,
      body: {
        data: {
          id: 9,
          event_id: 2,
          event_slug: 'seminar-awam',
          registered_at: '2026-11-21T05:00:00Z',
          already_registered: false,
          message: 'Thank you, you are registered. See you at the event!',
        },
      },
    });
    await fillAndJoin();
    expect(await screen.findByText('You are registered')).toBeInTheDocument();
    expect(screen.getByText('Thank you, you are registered. See you at the event!')).toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([
      { event_slug: 'seminar-awam', name: 'Siti Rahayu', email: 'siti@example.com', phone: '081234567890' },
    ]);
  });

  it('reports a 409 (filled up meanwhile) and asks the page to reload the event', async () => {
    const onStateChanged = jest.fn();
    renderForm(
      { status: 409, body: { error: { code: 'event_full', message: 'This event is full.' } } },
      onStateChanged,
    );
    await fillAndJoin();
    expect(await screen.findByText('This event is full.')).toBeInTheDocument();
    await waitFor(() => expect(onStateChanged).toHaveBeenCalledTimes(1));
  });

  it('speaks Indonesian too', () => {
    renderWithApp(
      <RegistrationForm
        event={event({ registration: 'full', registration_open: false })}
        onStateChanged={jest.fn()}
      />,
      {
        lang: 'id',
      },
    );
    expect(screen.getByRole('button', { name: 'Pendaftaran Ditutup' })).toBeDisabled();
  });
});

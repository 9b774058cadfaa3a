import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type HospitalEvent } from '@hospital/api-client';
import { renderPage } from '../../testing/render';
import { RegistrationForm } from './RegistrationForm';

const registerForEvent = jest.fn();
jest.mock('../../api/contentApi', () => ({ contentApi: () => ({ registerForEvent }) }));

function event(overrides: Partial<HospitalEvent> = {}): HospitalEvent {
  return {
    id: 2,
    slug: 'seminar-awam',
    name: 'Seminar',
    summary: '',
    body: [],
    start: '2099-11-30T09:00:00+07:00',
    end: '2099-11-30T11:30:00+07:00',
    location: 'Aula',
    company_id: 1,
    image: '',
    capacity: 120,
    registered: 10,
    registration: 'open',
    registration_open: true,
    path: '/event/seminar-awam',
    ...overrides,
  };
}

beforeEach(() => registerForEvent.mockReset());

describe('RegistrationForm', () => {
  it('offers "Join Event" while registration is open', () => {
    renderPage(<RegistrationForm event={event()} onStateChanged={jest.fn()} />);
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
    renderPage(<RegistrationForm event={event(overrides)} onStateChanged={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Register Closed' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(screen.queryByRole('button', { name: 'Join Event' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('validates with the SPEC 5 messages before sending anything', async () => {
    renderPage(<RegistrationForm event={event()} onStateChanged={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Join Event' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Join Event' }));
    expect(await screen.findByText('Email format is incorrect.')).toBeInTheDocument();
    expect(registerForEvent).not.toHaveBeenCalled();
  });

  it('registers by slug and shows the confirmation', async () => {
    registerForEvent.mockResolvedValue({
      id: 9,
      event_id: 2,
      event_slug: 'seminar-awam',
      registered_at: '2026-11-21T05:00:00Z',
      already_registered: false,
      message: 'Thank you, you are registered. See you at the event!',
    });
    renderPage(<RegistrationForm event={event()} onStateChanged={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Siti Rahayu');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'siti@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), '081234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Join Event' }));
    expect(await screen.findByText('You are registered')).toBeInTheDocument();
    expect(screen.getByText('Thank you, you are registered. See you at the event!')).toBeInTheDocument();
    expect(registerForEvent).toHaveBeenCalledWith({
      event_slug: 'seminar-awam',
      name: 'Siti Rahayu',
      email: 'siti@example.com',
      phone: '081234567890',
    });
  });

  it('reports a 409 (filled up meanwhile) and asks the page to reload the event', async () => {
    registerForEvent.mockRejectedValue(
      new ApiError({ status: 409, code: 'event_full', message: 'This event is full.' }),
    );
    const onStateChanged = jest.fn();
    renderPage(<RegistrationForm event={event()} onStateChanged={onStateChanged} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Siti Rahayu');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'siti@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), '081234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Join Event' }));
    expect(await screen.findByText('This event is full.')).toBeInTheDocument();
    await waitFor(() => expect(onStateChanged).toHaveBeenCalledTimes(1));
  });

  it('speaks Indonesian too', () => {
    renderPage(
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

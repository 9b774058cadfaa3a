import type { HospitalEvent } from '@hospital/api-client';
import { placesLeft, registrationView } from './registrationState';

const NOW = new Date('2026-11-21T05:00:00Z');

function event(overrides: Partial<HospitalEvent>): HospitalEvent {
  return {
    id: 1,
    slug: 'seminar',
    name: 'Seminar',
    summary: '',
    body: [],
    start: '2026-11-30T09:00:00+07:00',
    end: '2026-11-30T11:30:00+07:00',
    location: 'Aula',
    company_id: 1,
    online: false,
    venue_address: null,
    image: '',
    capacity: 120,
    registered: 64,
    registration: 'open',
    registration_open: true,
    path: '/event/seminar',
    ...overrides,
  };
}

describe('registrationView (Join Event / Register Closed)', () => {
  it('is open for a future event with places and open registration', () => {
    expect(registrationView(event({}), NOW)).toEqual({ open: true });
  });

  it('is closed as past when the API says so or the start time has passed', () => {
    expect(registrationView(event({ registration: 'past', registration_open: false }), NOW)).toEqual({
      open: false,
      reason: 'past',
    });
    // A page left open past the start: the stale "open" from the API no longer applies.
    expect(registrationView(event({ start: '2026-11-21T11:00:00+07:00' }), NOW)).toEqual({
      open: false,
      reason: 'past',
    });
  });

  it('is closed as full when every place is taken', () => {
    expect(registrationView(event({ registration: 'full', registration_open: false }), NOW)).toEqual({
      open: false,
      reason: 'full',
    });
    expect(registrationView(event({ registered: 120 }), NOW)).toEqual({ open: false, reason: 'full' });
  });

  it('is closed when the organiser closed the registration', () => {
    expect(registrationView(event({ registration: 'closed', registration_open: false }), NOW)).toEqual({
      open: false,
      reason: 'closed',
    });
  });

  it('counts the places left, never below zero', () => {
    expect(placesLeft(event({}))).toBe(56);
    expect(placesLeft(event({ registered: 130 }))).toBe(0);
  });
});

import type { HospitalEvent } from '@hospital/api-client';

export type ClosedReason = 'past' | 'full' | 'closed';

export type RegistrationView = { open: true } | { open: false; reason: ClosedReason };

export type EventFacts = Pick<
  HospitalEvent,
  'start' | 'registration' | 'registration_open' | 'capacity' | 'registered'
>;

/**
 * "Join Event" or "Register Closed" (docs/product-rules.md §4). The API's state is the authority; the start time and
 * the places are re-checked so a page left open past the start (or a stale list) never offers a form.
 * `now` is given, never read here: during a render it must be the render's time (useRegistrationView).
 */
export function registrationView(event: EventFacts, now: Date): RegistrationView {
  const start = Date.parse(event.start);
  if (event.registration === 'past' || (Number.isFinite(start) && start <= now.getTime())) {
    return { open: false, reason: 'past' };
  }
  if (event.registration === 'closed') return { open: false, reason: 'closed' };
  if (event.registration === 'full' || event.registered >= event.capacity)
    return { open: false, reason: 'full' };
  if (!event.registration_open) return { open: false, reason: 'closed' };
  return { open: true };
}

/** Places still free, never negative. */
export function placesLeft(event: Pick<HospitalEvent, 'capacity' | 'registered'>): number {
  return Math.max(0, event.capacity - event.registered);
}

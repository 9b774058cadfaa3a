import { meter } from '../http/metrics';

/** How a booking attempt ended, as the booking domain decided it (appointments.ts). */
export type BookingOutcome = 'created' | 'full' | 'duplicate';

const bookings = meter('@hospital/api').createCounter('api_bookings', {
  description: 'Booking attempts by outcome: created, full (no place left), duplicate (one active already)',
});

/** Counts one booking decision (docs/decisions.md, "Issue 28 — metrics"); a replayed answer is none. */
export function countBooking(outcome: BookingOutcome): void {
  bookings.add(1, { outcome });
}

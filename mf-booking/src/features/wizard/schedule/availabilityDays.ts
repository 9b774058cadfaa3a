import type { AvailabilityDay, AvailabilitySession } from '@hospital/api-client';

export type DayStatus = 'available' | 'full' | 'leave' | 'none';

/** A session can be booked when it still runs and has a free place. */
export function isSessionBookable(session: AvailabilitySession): boolean {
  return session.status === 'open' && session.remaining > 0;
}

/**
 * `available`: at least one bookable session; `full`: sessions exist but none can be booked (still
 * selectable, so the patient sees them marked full); `leave`: the doctor is on leave; `none`: no session (or only sessions that already ended).
 */
export function dayStatus(day: AvailabilityDay | undefined): DayStatus {
  if (!day) return 'none';
  if (day.on_leave) return 'leave';
  // Sessions that already ended today are history, not a reason to open the day.
  const running = day.sessions.filter((session) => session.status !== 'closed');
  if (running.length === 0) return 'none';
  return running.some(isSessionBookable) ? 'available' : 'full';
}

export function isDaySelectable(day: AvailabilityDay | undefined): boolean {
  const status = dayStatus(day);
  return status === 'available' || status === 'full';
}

export function bookableCount(day: AvailabilityDay | undefined): number {
  return day ? day.sessions.filter(isSessionBookable).length : 0;
}

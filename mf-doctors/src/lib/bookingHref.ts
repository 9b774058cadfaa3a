/** What the booking wizard pre-selects; the booking team reads exactly these query parameters. */
export interface BookingTarget {
  doctorId: number;
  companyId: number;
  poliId: number;
  /** A specific session (profile page): the wizard may also pre-select the date. */
  date?: string;
  sessionId?: number;
}

export const BOOKING_PATH = '/appointment/create';

export function bookingHref({ doctorId, companyId, poliId, date, sessionId }: BookingTarget): string {
  const params = new URLSearchParams({
    doctor: String(doctorId),
    company: String(companyId),
    poli: String(poliId),
  });
  if (date) params.set('date', date);
  if (sessionId !== undefined) params.set('session', String(sessionId));
  return `${BOOKING_PATH}?${params.toString()}`;
}

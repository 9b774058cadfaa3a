import type { Appointment } from '@hospital/api-client';
import type { Lang } from '@hospital/domain';

/**
 * The booking just made, for the success page (it survives a reload of that page in this tab).
 * The birth date lets the page fetch the booking again in the other language.
 */
export interface LastBooking {
  appointment: Appointment;
  lang: Lang;
  bornDate: string;
  /** Confetti once per booking, not on every reload. */
  celebrated: boolean;
}

export const LAST_BOOKING_KEY = 'medika.booking.last';

export function saveLastBooking(booking: LastBooking): void {
  try {
    sessionStorage.setItem(LAST_BOOKING_KEY, JSON.stringify(booking));
  } catch {
    // Storage full or blocked: the success page then offers the look-up by code instead.
  }
}

export function readLastBooking(): LastBooking | null {
  try {
    const raw = sessionStorage.getItem(LAST_BOOKING_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LastBooking>;
    if (!value.appointment || typeof value.appointment.code !== 'string') return null;
    return {
      appointment: value.appointment,
      lang: value.lang === 'en' ? 'en' : 'id',
      bornDate: typeof value.bornDate === 'string' ? value.bornDate : '',
      celebrated: value.celebrated === true,
    };
  } catch {
    return null;
  }
}

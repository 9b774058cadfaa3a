/**
 * Jakarta's clock, where both hospitals are (WIB). It has been UTC+7 without daylight saving since
 * 1964, so a fixed offset is exact and spares every runtime (server and browser alike) its own ICU
 * time zone data: the server's HTML and the browser's render then agree to the minute.
 */
export const JAKARTA_UTC_OFFSET = '+07:00';
export const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The calendar date (`YYYY-MM-DD`) and wall-clock time (`HH:MM`) of a moment in Jakarta. */
export interface JakartaMoment {
  date: string;
  time: string;
}

/** A moment (an ISO timestamp with its offset, or a Date) as Jakarta reads it; null when invalid. */
export function inJakarta(moment: string | Date): JakartaMoment | null {
  const ms = typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
  if (Number.isNaN(ms)) return null;
  const local = new Date(ms + JAKARTA_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** `HH:MM` in Jakarta now, to compare with the API's session times. */
export function jakartaTime(now: Date = new Date()): string {
  return inJakarta(now)?.time ?? '';
}

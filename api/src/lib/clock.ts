import {
  addDays,
  JAKARTA_OFFSET_MS,
  JAKARTA_UTC_OFFSET,
  jakartaTime,
  todayInJakarta,
} from '@hospital/domain';

export type Clock = () => Date;

export interface JakartaNow {
  now: Date;
  /** `YYYY-MM-DD` in Asia/Jakarta. */
  today: string;
  /** `HH:MM` in Asia/Jakarta. */
  time: string;
}

export function jakartaNow(now: Date): JakartaNow {
  return { now, today: todayInJakarta(now), time: jakartaTime(now) };
}

/** Weekday (0 = Sunday) of an ISO date. */
export function weekday(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/** Every ISO date from `from` to `to`, inclusive. */
export function dateRange(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = from; day <= to && dates.length < 400; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/** ISO timestamp with the WIB offset, e.g. `2026-11-23T08:00:00+07:00`. */
export function wibTimestamp(date: string, time: string): string {
  return `${date}T${time}:00${JAKARTA_UTC_OFFSET}`;
}

export function toWibIso(value: Date): string {
  const shifted = new Date(value.getTime() + JAKARTA_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}${JAKARTA_UTC_OFFSET}`;
}

import { addDays } from '@hospital/domain';

/** A timestamp at a WIB wall-clock time on an ISO date. */
export function wib(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+07:00`);
}

export function daysFrom(today: string, n: number): string {
  return addDays(today, n);
}

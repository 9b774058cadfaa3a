import { formatDate, MONTH_NAMES, type Lang } from '@hospital/domain';
import { formatClockTime } from '@hospital/domain/src/clockTime';

/** `2026-11-20` → `20 November 2026` (no weekday: lists stay short). */
export function formatShortDate(iso: string, lang: Lang): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return '';
  return `${day} ${MONTH_NAMES[lang][month - 1]} ${year}`;
}

/** The wall-clock time of an ISO timestamp written with its offset (`...T10:00:00+07:00` → `10:00`). */
export function timeOf(isoWithOffset: string): string {
  return isoWithOffset.slice(11, 16);
}

/**
 * Event times are given in WIB (+07:00), written as each language writes times:
 * `Kamis, 26 November 2026, 10.00–12.00 WIB` / `Thursday, 26 November 2026, 10:00–12:00 WIB`.
 */
export function formatEventWhen(start: string, end: string, lang: Lang): string {
  const startDay = start.slice(0, 10);
  const endDay = end.slice(0, 10);
  const time = (iso: string) => formatClockTime(timeOf(iso), lang);
  const first = `${formatDate(startDay, lang)}, ${time(start)}`;
  if (startDay === endDay) return `${first}–${time(end)} WIB`;
  return `${first} – ${formatDate(endDay, lang)}, ${time(end)} WIB`;
}

/** `5:30` style duration of a video. */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.max(0, Math.round(totalSeconds - minutes * 60));
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

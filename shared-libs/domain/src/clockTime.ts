import type { Lang } from './lang';

/**
 * A wall-clock time as each language writes it (the rule every remote follows): Indonesian with a dot (`14.00`),
 * English with a colon (`14:00`). `hhmm` is the API's `HH:MM`.
 */
export function formatClockTime(hhmm: string, lang: Lang): string {
  return lang === 'id' ? hhmm.replace(':', '.') : hhmm;
}

/** `08:00`, `11:30` → `08.00–11.30` / `08:00–11:30` (an en dash, no spaces: one span of hours). */
export function formatTimeRange(start: string, end: string, lang: Lang): string {
  return `${formatClockTime(start, lang)}–${formatClockTime(end, lang)}`;
}

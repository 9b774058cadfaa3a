import type { Lang } from './lang';

/**
 * A wall-clock time as each language writes it (issue 15 item 9): Indonesian with a dot (`14.00`),
 * English with a colon (`14:00`). `hhmm` is the API's `HH:MM`.
 */
export function formatClockTime(hhmm: string, lang: Lang): string {
  return lang === 'id' ? hhmm.replace(':', '.') : hhmm;
}

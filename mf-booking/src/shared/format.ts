import { formatDate, MONTH_NAMES, parseIsoDate, type Lang } from '@hospital/domain';

/** `2026-11-22` → `22 November 2026`. */
export function formatDayMonthYear(iso: string, lang: Lang): string {
  const parts = parseIsoDate(iso);
  if (!parts) return '';
  return `${parts.day} ${MONTH_NAMES[lang][parts.month - 1]} ${parts.year}`;
}

/** `22–23 November 2026`, `30 November – 2 Desember 2026`, or one date when start equals end. */
export function formatDateRange(start: string, end: string, lang: Lang): string {
  const a = parseIsoDate(start);
  const b = parseIsoDate(end);
  if (!a || !b) return '';
  if (start === end) return formatDayMonthYear(start, lang);
  if (a.year === b.year && a.month === b.month) {
    return `${a.day}–${b.day} ${MONTH_NAMES[lang][a.month - 1]} ${a.year}`;
  }
  if (a.year === b.year) {
    return `${a.day} ${MONTH_NAMES[lang][a.month - 1]} – ${formatDayMonthYear(end, lang)}`;
  }
  return `${formatDayMonthYear(start, lang)} – ${formatDayMonthYear(end, lang)}`;
}

/** `Selasa, 24 November 2026` (day name first, as on a hospital letter). */
export function formatVisitDate(iso: string, lang: Lang): string {
  return formatDate(iso, lang);
}

/** `2026-11` → `November 2026`. */
export function formatMonth(month: string, lang: Lang): string {
  const parts = parseIsoDate(`${month}-01`);
  return parts ? `${MONTH_NAMES[lang][parts.month - 1]} ${parts.year}` : '';
}

/** `62812…` → `+62 812-3456-7890`, readable for a check; '' stays ''. */
export function formatPhone62(phone62: string): string {
  if (!/^62\d+$/.test(phone62)) return phone62;
  const rest = phone62.slice(2);
  const groups = [rest.slice(0, 3), rest.slice(3, 7), rest.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}

/**
 * A time of day as each language writes it (issue 15 item 9): `14.00` in Indonesian, `14:00` in English.
 * The API gives `HH:MM`.
 */
export function formatTime(hhmm: string, lang: Lang): string {
  return lang === 'id' ? hhmm.replace(':', '.') : hhmm;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `16.00–19.00 WIB` / `16:00–19:00 WIB`: a session's hours. */
export function formatTimeRange(t: Translate, start: string, end: string, lang: Lang): string {
  return t('common.timeRange', { start: formatTime(start, lang), end: formatTime(end, lang) });
}

import { formatDate, type Lang } from '@hospital/domain';

// Jakarta has no daylight saving: UTC+7 all year, so a fixed offset is exact.
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

function jakartaParts(iso: string): { date: string; time: string } | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const local = new Date(ms + JAKARTA_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

function clock(time: string, lang: Lang): string {
  return lang === 'id' ? time.replace(':', '.') : time;
}

/** `2026-11-24T18:45:00+07:00` → `Selasa, 24 November 2026, 18.45 WIB`. */
export function formatWib(iso: string, lang: Lang): string {
  const parts = jakartaParts(iso);
  return parts ? `${formatDate(parts.date, lang)}, ${clock(parts.time, lang)} WIB` : '';
}

/** A start and end on one day: `Selasa, 24 November 2026, 19.00–19.30 WIB`; else two full moments. */
export function formatWibRange(startIso: string, endIso: string, lang: Lang): string {
  const start = jakartaParts(startIso);
  const end = jakartaParts(endIso);
  if (!start || !end) return '';
  if (start.date === end.date) {
    return `${formatDate(start.date, lang)}, ${clock(start.time, lang)}–${clock(end.time, lang)} WIB`;
  }
  return `${formatWib(startIso, lang)} – ${formatWib(endIso, lang)}`;
}

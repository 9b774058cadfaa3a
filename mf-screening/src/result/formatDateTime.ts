import { formatDate, type Lang } from '@hospital/domain';

// Jakarta has no daylight saving: UTC+7 all year, so a fixed offset is exact.
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** `2026-11-21T04:05:00Z` → `Sabtu, 21 November 2026, 11.05 WIB` / `Saturday, 21 November 2026, 11:05 WIB`. */
export function formatJakartaDateTime(iso: string, lang: Lang): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const local = new Date(time + JAKARTA_OFFSET_MS).toISOString();
  const separator = lang === 'id' ? '.' : ':';
  return `${formatDate(local.slice(0, 10), lang)}, ${local.slice(11, 13)}${separator}${local.slice(14, 16)} WIB`;
}

/** `62227801119` → `022 780 1119`: the way a local number is dialled and read. */
export function formatLocalPhone(digits62: string): string {
  const local = digits62.startsWith('62') ? `0${digits62.slice(2)}` : digits62;
  // The last seven digits are the subscriber number (3 + 4); what comes before is the area code.
  return local.replace(/^(0\d+)(\d{3})(\d{4})$/, '$1 $2 $3');
}

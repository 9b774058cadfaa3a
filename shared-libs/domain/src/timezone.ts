/**
 * Indonesian time zone labels. docs/product-rules.md §9 lists WITA and WIT swapped; this is the correct mapping
 * (docs/architecture.md §7): WITA is central Indonesia (Makassar), WIT eastern (Jayapura).
 */
export const TIME_ZONES = {
  WIB: 'Asia/Jakarta',
  WITA: 'Asia/Makassar',
  WIT: 'Asia/Jayapura',
} as const;

export type TimeZoneLabel = keyof typeof TIME_ZONES;

/** `Asia/Makassar` → `WITA`; undefined for a zone outside Indonesia's three. */
export function timeZoneLabel(timeZone: string): TimeZoneLabel | undefined {
  const labels = Object.keys(TIME_ZONES) as TimeZoneLabel[];
  return labels.find((label) => TIME_ZONES[label] === timeZone);
}

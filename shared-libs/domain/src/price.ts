import type { Lang } from './lang';

export const SHORT_UNITS = ['Ribu', 'Juta', 'Milyar', 'Triliun'] as const;
export type ShortUnit = (typeof SHORT_UNITS)[number];

const CURRENCY = 'Rp';

// Grouped by hand rather than with Intl so the output never depends on the runtime's ICU data.
function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function sign(value: number): string {
  return value < 0 ? '-' : '';
}

/** `1500000` → `Rp 1.500.000`: rounded to whole rupiah, dot thousands separator, `-Rp 5.000` when negative. */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return `${CURRENCY} 0`;
  const rounded = Math.round(Math.abs(value));
  if (rounded === 0) return `${CURRENCY} 0`;
  return `${sign(value)}${CURRENCY} ${groupThousands(rounded.toFixed(0))}`;
}

/**
 * Short price: `1500000` → `Rp 1,5 Juta`. Rule: below 1.000 the full price; otherwise the largest unit
 * (Ribu 10^3, Juta 10^6, Milyar 10^9, Triliun 10^12) with at most one decimal, rounded half up, a
 * trailing `,0` dropped, and a value that rounds up to 1.000 of a unit promoted to the next one.
 * Both languages use the same Indonesian units and decimal comma: prices are in rupiah, SPEC 9 names
 * only these units, and a decimal point next to the dot thousands separator would be ambiguous.
 * `lang` is accepted so callers do not need to change if English units are ever wanted.
 */
export function formatShortPrice(value: number, _lang: Lang): string {
  if (!Number.isFinite(value)) return formatPrice(0);
  const abs = Math.abs(value);
  if (Math.round(abs) < 1000) return formatPrice(value);
  let unitIndex = 0;
  while (unitIndex < SHORT_UNITS.length - 1 && abs >= 1000 ** (unitIndex + 2)) unitIndex += 1;
  let tenths = Math.round((abs / 1000 ** (unitIndex + 1)) * 10);
  if (tenths >= 10000 && unitIndex < SHORT_UNITS.length - 1) {
    unitIndex += 1;
    tenths = Math.round((abs / 1000 ** (unitIndex + 1)) * 10);
  }
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  const amount = `${groupThousands(String(whole))}${decimal ? `,${decimal}` : ''}`;
  return `${sign(value)}${CURRENCY} ${amount} ${SHORT_UNITS[unitIndex]}`;
}

import type { Lang } from './lang';

export const SHORT_UNITS = ['Ribu', 'Juta', 'Milyar', 'Triliun'] as const;

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

/** The short units of docs/product-rules.md §9 as English writes them: the same powers of 1.000. */
const SHORT_UNITS_EN = ['Thousand', 'Million', 'Billion', 'Trillion'] as const;

/**
 * Short price, where space is tight (cards): `1500000` → `Rp 1,5 Juta` / `Rp 1.5 Million`. Rule: below
 * 1.000 the full price; otherwise the largest unit (Ribu 10^3, Juta 10^6, Milyar 10^9, Triliun 10^12)
 * with at most two decimals, rounded half up, trailing zeros dropped, and a value that rounds up to
 * 1.000 of a unit promoted to the next one. Two decimals, because patients decide on these prices
 * (docs/decisions.md, issue 15 item 4): `Rp 1,15 Juta` is the room's rate, where one decimal would say `Rp 1,2 Juta`.
 * Indonesian writes docs/product-rules.md §9's units with a decimal comma; English names the same units in English with
 * a decimal point, as an English reader reads "1,5 Juta" as nothing. The whole part keeps docs/product-rules.md §9's dot
 * separator.
 */
export function formatShortPrice(value: number, lang: Lang): string {
  if (!Number.isFinite(value)) return formatPrice(0);
  const abs = Math.abs(value);
  if (Math.round(abs) < 1000) return formatPrice(value);
  let unitIndex = 0;
  while (unitIndex < SHORT_UNITS.length - 1 && abs >= 1000 ** (unitIndex + 2)) unitIndex += 1;
  let hundredths = Math.round((abs / 1000 ** (unitIndex + 1)) * 100);
  if (hundredths >= 100000 && unitIndex < SHORT_UNITS.length - 1) {
    unitIndex += 1;
    hundredths = Math.round((abs / 1000 ** (unitIndex + 1)) * 100);
  }
  const whole = Math.floor(hundredths / 100);
  const decimals = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const point = lang === 'en' ? '.' : ',';
  const unit = (lang === 'en' ? SHORT_UNITS_EN : SHORT_UNITS)[unitIndex];
  const amount = `${groupThousands(String(whole))}${decimals ? `${point}${decimals}` : ''}`;
  return `${sign(value)}${CURRENCY} ${amount} ${unit}`;
}

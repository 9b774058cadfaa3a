// Separators people type inside phone numbers; they carry no meaning.
const SEPARATORS = /[\s\-().]/g;
const PHONE_CHARS = /^\+?[\d\s\-().]+$/;
// 62 plus 7..13 digits: 9 to 15 digits in all (E.164 allows at most 15).
const NORMALISED_PHONE = /^62\d{7,13}$/;

/**
 * Normalises an Indonesian phone number to the `62...` form (docs/product-rules.md §5: the leading character is
 * replaced with 62). `08...` → `628...`, `+62...` and `62...` keep their digits, a bare `8...`
 * (leading zero forgotten) gets `62` in front. Spaces, dashes, dots and brackets are removed.
 */
export function phoneTo62(raw: string): string {
  const compact = raw.trim().replace(SEPARATORS, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (digits === '') return '';
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
}

/** True for a number that, once normalised with `phoneTo62`, has 9 to 15 digits starting with 62. */
export function isValidPhone(raw: string): boolean {
  if (!PHONE_CHARS.test(raw.trim())) return false;
  return NORMALISED_PHONE.test(phoneTo62(raw));
}

// An Indonesian mobile number (HP, the one WhatsApp reaches): 628 and 7..11 more digits, i.e. 08… with
// 10 to 14 digits as people type it. A landline (022…, 0263…) has no WhatsApp.
const NORMALISED_MOBILE = /^628\d{7,11}$/;

/** True for an Indonesian mobile number (08…, 628…, +628…): what a WhatsApp field asks for. */
export function isValidMobilePhone(raw: string): boolean {
  if (!PHONE_CHARS.test(raw.trim())) return false;
  return NORMALISED_MOBILE.test(phoneTo62(raw));
}

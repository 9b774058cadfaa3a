// Two-digit-after-zero area codes of big cities; the others (0263 Cianjur...) have three digits.
const SHORT_AREA_CODES = ['021', '022', '024', '031', '061'];

/**
 * A 62… number as Indonesians write it: mobiles `0811-2200-1234`, landlines `(022) 780 1119`.
 * Anything else is returned as it came.
 */
export function formatPhoneDisplay(phone62: string): string {
  const digits = phone62.replace(/\D/g, '');
  if (!digits.startsWith('62') || digits.length < 9) return phone62;
  const local = `0${digits.slice(2)}`;
  if (local.startsWith('08')) return `${local.slice(0, 4)}-${local.slice(4, 8)}-${local.slice(8)}`;
  const areaLength = SHORT_AREA_CODES.includes(local.slice(0, 3)) ? 3 : 4;
  const rest = local.slice(areaLength);
  return `(${local.slice(0, areaLength)}) ${rest.slice(0, 3)} ${rest.slice(3)}`;
}

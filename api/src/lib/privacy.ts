import type { IdentityDocument } from '@hospital/contract';
/** `3273012345678901` → `************8901`. */
/**
 * A patient's identity number masked, and which document it is (docs/decisions.md, issue 26): the NIK in
 * `nik_masked` as before, any document's in `document_masked`.
 */
export function maskedIdentity(
  idDocument: IdentityDocument,
  number: string | null,
): { nik_masked: string; id_document: IdentityDocument; document_masked: string } {
  const masked = number ? maskNumber(number) : '';
  return { nik_masked: idDocument === 'nik' ? masked : '', id_document: idDocument, document_masked: masked };
}

export function maskNik(nik: string): string {
  return maskNumber(nik);
}

/** Any identity number with its last 4 characters only: `0001234567890` → `*********7890`. */
export function maskNumber(value: string): string {
  return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

/** The last 4 characters of an identity number, kept beside it for the desk's search (issue 26). */
export function identitySuffix(value: string): string {
  return value.slice(-4).toUpperCase();
}

/** An identity number masked from its stored suffix: 16 digits for a NIK, an unknown length otherwise. */
export function maskedFromSuffix(idDocument: IdentityDocument, suffix: string | null): string {
  if (!suffix) return '';
  return `${'*'.repeat(idDocument === 'nik' ? 12 : 4)}${suffix}`;
}

/** `Siti Rahayu` → `S*** R*****`. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word[0]}${'*'.repeat(Math.max(0, word.length - 1))}`)
    .join(' ');
}

/** `Siti Rahayu Putri` → `SR`. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/** `6281234567890` → `6281******890`. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 7)}${phone.slice(-3)}`;
}

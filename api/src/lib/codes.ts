import { randomBytes, randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: codes are read aloud and typed from paper. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const BOOKING_CODE_LENGTH = 10;

/** 10 characters from 31 symbols: about 2^49 codes, unguessable by enumeration. */
export function newBookingCode(): string {
  let code = '';
  for (let i = 0; i < BOOKING_CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What people type: lower case, spaces or dashes (`k7pq-3mzx-a9`) all find the same booking. */
export function normaliseBookingCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== BOOKING_CODE_LENGTH) return null;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

/** 128 random bits, URL-safe: meeting and room identifiers. */
export function newOpaqueId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

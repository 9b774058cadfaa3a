import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import {
  IDENTITY_DOCUMENTS,
  PATIENT_RELATIONS,
  type IdentityDocument,
  type PatientRelation,
} from '@hospital/domain';
import type { ApiSecrets } from './secrets';

/**
 * Node's crypto for what docs/decisions.md, issue 13 asks: the NIK stored with AES-256-GCM plus a keyed HMAC for
 * look-ups, patient handles sealed with AES-256-GCM (so they say nothing, not even whether two
 * handles name the same patient), and consultation tokens as HMACs of the meeting id.
 */

const NIK_FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key of its own per purpose, derived from TOKEN_SECRET (a handle key never signs a token). */
function subkey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `medika ${purpose}`, 32));
}

function seal(key: Buffer, plaintext: Buffer, aad: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

function open(key: Buffer, sealed: Buffer, aad: Buffer): Buffer | null {
  if (sealed.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(aad);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return null;
  }
}

// NIK at rest -------------------------------------------------------------------------------------

/** The patient's id is the associated data: a ciphertext copied to another row does not decrypt. */
function nikAad(patientId: string): Buffer {
  return Buffer.from(`patients.nik:${patientId}`);
}

/** `v1.<base64url of iv + ciphertext + tag>` */
export function encryptNik(secrets: ApiSecrets, nik: string, patientId: string): string {
  return `${NIK_FORMAT}.${seal(secrets.nikEncryptionKey, Buffer.from(nik), nikAad(patientId)).toString('base64url')}`;
}

/** The NIK, or null when the value was not written with this key for this patient. */
export function decryptNik(secrets: ApiSecrets, stored: string, patientId: string): string | null {
  const [format, body] = stored.split('.');
  if (format !== NIK_FORMAT || !body) return null;
  return (
    open(secrets.nikEncryptionKey, Buffer.from(body, 'base64url'), nikAad(patientId))?.toString() ?? null
  );
}

// BPJS card and referral numbers at rest (docs/decisions.md, issue 15) ---------------------------------------------------

/** Personal numbers kept with a booking; each has its own associated data, so values cannot be swapped. */
export type BookingSecretField = 'bpjs_card' | 'referral_number';

/** The booking code is the associated data: a value copied to another booking does not decrypt. */
function bookingAad(field: BookingSecretField, code: string): Buffer {
  return Buffer.from(`appointments.${field}:${code}`);
}

/** `v1.<base64url>` under NIK_ENCRYPTION_KEY, the key of every identity number the API keeps. */
export function encryptBookingField(
  secrets: ApiSecrets,
  field: BookingSecretField,
  value: string,
  code: string,
): string {
  const sealed = seal(secrets.nikEncryptionKey, Buffer.from(value), bookingAad(field, code));
  return `${NIK_FORMAT}.${sealed.toString('base64url')}`;
}

/** The value, or null when it was not written with this key for this booking and field. */
export function decryptBookingField(
  secrets: ApiSecrets,
  field: BookingSecretField,
  stored: string,
  code: string,
): string | null {
  const [format, body] = stored.split('.');
  if (format !== NIK_FORMAT || !body) return null;
  return (
    open(secrets.nikEncryptionKey, Buffer.from(body, 'base64url'), bookingAad(field, code))?.toString() ??
    null
  );
}

/** Keyed, so a leaked table cannot be matched against the 10^16 possible NIKs. */
export function nikLookupHash(secrets: ApiSecrets, nik: string): string {
  return createHmac('sha256', secrets.nikHmacKey).update(nik).digest('hex');
}

/**
 * The look-up hash of any identity number (docs/decisions.md, issue 26): a NIK's as before; a passport's
 * or KITAS's over `<document>:<number>`, so a foreign number never meets a NIK with the same digits.
 */
export function identityLookupHash(secrets: ApiSecrets, document: IdentityDocument, number: string): string {
  return nikLookupHash(secrets, document === 'nik' ? number : `${document}:${number}`);
}

// Patient handles ---------------------------------------------------------------------------------

const HANDLE_PURPOSE = 'patient-handle v1';
const HANDLE_AAD = Buffer.from('medika patient handle: book an appointment');

interface HandlePayload {
  /** Patient id. */
  p: string;
  /** Expiry, epoch seconds. */
  e: number;
  /** For whom the patient was registered (docs/decisions.md, issue 15); absent in handles of older releases. */
  w?: PatientRelation;
  /** The patient's name as the caller typed it (what the booking shows, never the stored record's). */
  n?: string;
  /** The identity document the patient gave (issue 26); absent in older handles: the NIK. */
  d?: IdentityDocument;
}

/** What the caller said of the patient, kept in the handle for the booking. */
export interface HandleDetails {
  forWhom: PatientRelation;
  fullName: string;
  /** Which identity document (BPJS needs the NIK); `nik` when not said. */
  idDocument?: IdentityDocument;
}

/**
 * A different opaque string at every call for the same patient; only `openPatientHandle` reads it.
 * At most about 700 characters (a name of 100 characters of 4 bytes each).
 */
export function sealPatientHandle(
  secrets: ApiSecrets,
  patientId: string,
  expiresAt: Date,
  details?: HandleDetails,
): string {
  const payload: HandlePayload = {
    p: patientId,
    e: Math.floor(expiresAt.getTime() / 1000),
    w: details?.forWhom,
    n: details?.fullName,
    d: details?.idDocument,
  };
  const key = subkey(secrets.tokenSecret, HANDLE_PURPOSE);
  return seal(key, Buffer.from(JSON.stringify(payload)), HANDLE_AAD).toString('base64url');
}

export type OpenedHandle =
  | {
      ok: true;
      patientId: string;
      /** Empty for a handle sealed by a release before docs/decisions.md, issue 15. */
      details: Partial<HandleDetails>;
    }
  | { ok: false; reason: 'invalid' | 'expired' };

export function openPatientHandle(secrets: ApiSecrets, handle: string, now: Date): OpenedHandle {
  if (!/^[A-Za-z0-9_-]{40,1000}$/.test(handle)) return { ok: false, reason: 'invalid' };
  const plain = open(
    subkey(secrets.tokenSecret, HANDLE_PURPOSE),
    Buffer.from(handle, 'base64url'),
    HANDLE_AAD,
  );
  if (!plain) return { ok: false, reason: 'invalid' };
  let payload: Partial<HandlePayload>;
  try {
    payload = JSON.parse(plain.toString()) as Partial<HandlePayload>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof payload.p !== 'string' || typeof payload.e !== 'number') return { ok: false, reason: 'invalid' };
  if (payload.e * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  const forWhom = PATIENT_RELATIONS.find((relation) => relation === payload.w);
  const fullName = typeof payload.n === 'string' ? payload.n : undefined;
  const idDocument = IDENTITY_DOCUMENTS.find((document) => document === payload.d);
  return { ok: true, patientId: payload.p, details: { forWhom, fullName, idDocument } };
}

// Consultation tokens ------------------------------------------------------------------------------

export type ParticipantRole = 'patient' | 'doctor';
const TOKEN_PURPOSE = 'consultation-participant v1';

/** 128 bits of an HMAC of the role and the meeting id: stateless, and useless for another meeting. */
export function participantToken(secrets: ApiSecrets, meetingId: string, role: ParticipantRole): string {
  return createHmac('sha256', subkey(secrets.tokenSecret, TOKEN_PURPOSE))
    .update(`${role}\n${meetingId}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// Desk staff (docs/decisions.md, issue 24) ----------------------------------------------------------

const TOTP_PURPOSE = 'staff-totp-secret v1';
const CSRF_PURPOSE = 'desk-csrf v1';

/** The username is the associated data: a secret copied to another account does not open. */
function totpAad(username: string): Buffer {
  return Buffer.from(`staff_accounts.totp:${username}`);
}

/**
 * A desk person's TOTP secret at rest, `v1.<base64url>`, under a key derived from TOKEN_SECRET: the
 * server must read it back to check a code, so it cannot be hashed; a copy of the table alone
 * computes no code.
 */
export function sealTotpSecret(secrets: ApiSecrets, username: string, secret: string): string {
  const sealed = seal(subkey(secrets.tokenSecret, TOTP_PURPOSE), Buffer.from(secret), totpAad(username));
  return `${NIK_FORMAT}.${sealed.toString('base64url')}`;
}

/** The secret, or null when it was not sealed with this key for this username. */
export function openTotpSecret(secrets: ApiSecrets, username: string, stored: string): string | null {
  const [format, body] = stored.split('.');
  if (format !== NIK_FORMAT || !body) return null;
  const key = subkey(secrets.tokenSecret, TOTP_PURPOSE);
  return open(key, Buffer.from(body, 'base64url'), totpAad(username))?.toString() ?? null;
}

/** The key @fastify/csrf-protection binds each desk CSRF token to its session with. */
export function deskCsrfKey(secrets: ApiSecrets): Buffer {
  return subkey(secrets.tokenSecret, CSRF_PURPOSE);
}

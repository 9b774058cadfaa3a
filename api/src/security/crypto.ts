import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { ApiSecrets } from './secrets';

/**
 * Node's crypto for what issue 13 asks: the NIK stored with AES-256-GCM plus a keyed HMAC for
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

/** Keyed, so a leaked table cannot be matched against the 10^16 possible NIKs. */
export function nikLookupHash(secrets: ApiSecrets, nik: string): string {
  return createHmac('sha256', secrets.nikHmacKey).update(nik).digest('hex');
}

// Patient handles ---------------------------------------------------------------------------------

const HANDLE_PURPOSE = 'patient-handle v1';
const HANDLE_AAD = Buffer.from('medika patient handle: book an appointment');

interface HandlePayload {
  /** Patient id. */
  p: string;
  /** Expiry, epoch seconds. */
  e: number;
}

/** A different opaque string at every call for the same patient; only `openPatientHandle` reads it. */
export function sealPatientHandle(secrets: ApiSecrets, patientId: string, expiresAt: Date): string {
  const payload: HandlePayload = { p: patientId, e: Math.floor(expiresAt.getTime() / 1000) };
  const key = subkey(secrets.tokenSecret, HANDLE_PURPOSE);
  return seal(key, Buffer.from(JSON.stringify(payload)), HANDLE_AAD).toString('base64url');
}

export type OpenedHandle = { ok: true; patientId: string } | { ok: false; reason: 'invalid' | 'expired' };

export function openPatientHandle(secrets: ApiSecrets, handle: string, now: Date): OpenedHandle {
  if (!/^[A-Za-z0-9_-]{40,300}$/.test(handle)) return { ok: false, reason: 'invalid' };
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
  return { ok: true, patientId: payload.p };
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

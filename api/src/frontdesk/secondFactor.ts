import { randomInt } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { DeskEnrolment } from '@hospital/contract';
import {
  isRecoveryCodeShape,
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  SIGN_IN_FORGET_AFTER_HOURS,
  signInDelaySeconds,
} from '@hospital/domain';
import { staffAccounts, staffRecoveryCodes } from '../db/schema';
import type { Database, Queryable } from '../db/types';

/*
 * The desk's second factor (docs/decisions.md, issue 24): TOTP (RFC 6238, otplib: SHA-1, 6 digits,
 * 30 s, what every authenticator app reads from a QR code) and one-time recovery codes.
 */

/** Shown in the authenticator app beside the username. */
export const TOTP_ISSUER = 'Medika Hospital';
/**
 * A code is accepted during its own 30 s period and, for the time it takes to arrive, the first 5 s of
 * the next one (RFC 6238 §5.2, past only): at most 35 s. Never a code of a period to come.
 */
const TOTP_TOLERANCE: [number, number] = [5, 0];

export function newTotpSecret(): string {
  return generateSecret();
}

/** What the enrolment step shows: the key in groups of four for typing, its URI, and that URI as a QR code. */
export async function enrolmentOf(username: string, secret: string): Promise<DeskEnrolment> {
  const uri = generateURI({ issuer: TOTP_ISSUER, label: username, secret });
  return {
    secret: secret.match(/.{1,4}/g)?.join(' ') ?? secret,
    otpauth_uri: uri,
    qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
  };
}

/**
 * The time step the code belongs to, or null. `afterStep` (the last step accepted for this person)
 * refuses that code and every older one: a code opens one sign-in (ASVS 5.0 6.5.1). The server's own
 * clock decides, never the client's.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_TOLERANCE,
      afterTimeStep: afterStep ?? undefined,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A token of the wrong shape or an unreadable secret: no match.
    return null;
  }
}

/**
 * Records the accepted step, unless another request used the same (or a later) step first: two
 * parallel sign-ins with one code, one wins.
 */
export async function claimTotpStep(db: Queryable, staffId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, staffId),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return claimed.length === 1;
}

export type FactorClaim = { ok: true } | { ok: false; retryAt: Date };

/**
 * Claims one second-factor attempt on the account, counted as a failure until `forgetFactorFailures`
 * says it was right. Only someone who typed the right password gets here, so these count on the
 * account itself, whatever the client: a password known on many machines still buys only the
 * schedule's few guesses at a million codes.
 */
export async function claimFactorAttempt(db: Database, staffId: number, now: Date): Promise<FactorClaim> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ failures: staffAccounts.factorFailures, next: staffAccounts.factorNextAttemptAt })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staffId))
      .for('update');
    if (!row) return { ok: false, retryAt: now };
    const forgotten =
      !row.next || now.getTime() - row.next.getTime() > SIGN_IN_FORGET_AFTER_HOURS * 3_600_000;
    // Only a wait the schedule imposed refuses: without one, `next` is the last attempt's own time, and
    // of two codes sent at once the request that read its clock first but got the row second would be
    // refused by it.
    if (!forgotten && row.next && signInDelaySeconds(row.failures) > 0 && row.next > now)
      return { ok: false, retryAt: row.next };
    const failures = (forgotten ? 0 : row.failures) + 1;
    await tx
      .update(staffAccounts)
      .set({
        factorFailures: failures,
        factorNextAttemptAt: new Date(now.getTime() + signInDelaySeconds(failures) * 1000),
      })
      .where(eq(staffAccounts.id, staffId));
    return { ok: true };
  });
}

export async function forgetFactorFailures(db: Queryable, staffId: number): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ factorFailures: 0, factorNextAttemptAt: null })
    .where(eq(staffAccounts.id, staffId));
}

/**
 * Keeps a proven authenticator and the new recovery codes, for an account still without a factor
 * only: of two enrolments at once the first wins (false for the other).
 */
export async function saveEnrolment(
  db: Database,
  staffId: number,
  sealedSecret: string,
  step: number,
  recoveryCodes: string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(staffAccounts)
      .set({
        totpSecretEncrypted: sealedSecret,
        totpLastStep: step,
        factorFailures: 0,
        factorNextAttemptAt: null,
      })
      .where(and(eq(staffAccounts.id, staffId), isNull(staffAccounts.totpSecretEncrypted)))
      .returning({ id: staffAccounts.id });
    if (!done) return false;
    await storeRecoveryCodes(tx, staffId, recoveryCodes);
    return true;
  });
}

// Recovery codes --------------------------------------------------------------------------------

/** Ten new codes, normalised (`formatRecoveryCode` shows them); each from the CSPRNG. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join(''),
  );
}

/**
 * argon2id at OWASP's password-storage minimum (19 MiB, 2 passes, 1 lane): a recovery code has 50
 * random bits, far more than a chosen password, and a sign-in may check all ten.
 */
const RECOVERY_HASH = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Recovery codes as stored. 50 bits each is below the 112 bits a fast hash would need (ASVS 5.0
 * 6.5.2), so argon2id with its own random salt.
 */
export function hashRecoveryCodes(codes: readonly string[]): Promise<string[]> {
  return Promise.all(codes.map((code) => argon2.hash(normaliseRecoveryCode(code), RECOVERY_HASH)));
}

/** Replaces a person's recovery codes by these hashes. */
export async function storeRecoveryCodeHashes(
  tx: Queryable,
  staffId: number,
  hashes: readonly string[],
): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

export async function storeRecoveryCodes(tx: Queryable, staffId: number, codes: string[]): Promise<void> {
  await storeRecoveryCodeHashes(tx, staffId, await hashRecoveryCodes(codes));
}

export async function recoveryCodesLeft(db: Queryable, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/**
 * Uses one recovery code: true when it matched an unused one, which is then spent (in one statement,
 * so two parallel sign-ins with the same code cannot both pass).
 */
export async function useRecoveryCode(
  db: Queryable,
  staffId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const normalised = normaliseRecoveryCode(code);
  if (!isRecoveryCodeShape(normalised)) return false;
  const unused = await db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  const matches = await Promise.all(
    unused.map((row) => argon2.verify(row.codeHash, normalised).catch(() => false)),
  );
  const match = unused.find((_, i) => matches[i]);
  if (!match) return false;
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.id, match.id), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return spent.length === 1;
}

import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { staffAccounts, staffSessions } from '../../db/schema';
import type { Database } from '../../db/types';

/** Wrong passwords in a row before an account is locked, and for how long (docs/decisions.md, issue 18). */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
/** A desk session ends after this long without a request, and after `SESSION_HOURS` in any case. */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_HOURS = 10;

export type StaffRecord = typeof staffAccounts.$inferSelect;

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes: OWASP's password storage advice
 * is met). One hash takes about 50 ms here: slow enough for a stolen table, fast enough for a desk.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Verified when the username is unknown, so a wrong name costs as long as a wrong password and the
// answer's timing does not tell which usernames exist.
let decoy: Promise<string> | null = null;

export type LoginResult =
  | { ok: true; staff: StaffRecord }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'locked'; until: Date };

export async function checkLogin(
  db: Database,
  username: string,
  password: string,
  now: Date,
): Promise<LoginResult> {
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username));
  if (!account) {
    decoy ??= hashPassword(randomBytes(16).toString('hex'));
    await argon2.verify(await decoy, password).catch(() => false);
    return { ok: false, reason: 'wrong' };
  }
  if (account.lockedUntil && account.lockedUntil > now)
    return { ok: false, reason: 'locked', until: account.lockedUntil };
  const right = await argon2.verify(account.passwordHash, password).catch(() => false);
  if (right) {
    await db
      .update(staffAccounts)
      .set({ failedLogins: 0, lockedUntil: null })
      .where(eq(staffAccounts.id, account.id));
    return { ok: true, staff: account };
  }
  // Counted in the database in one statement, so parallel guesses on several site servers all count.
  const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  const [after] = await db
    .update(staffAccounts)
    .set({
      failedLogins: sql`case when ${staffAccounts.failedLogins} + 1 >= ${MAX_FAILED_LOGINS} then 0 else ${staffAccounts.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${staffAccounts.failedLogins} + 1 >= ${MAX_FAILED_LOGINS} then ${lockUntil.toISOString()}::timestamptz else ${staffAccounts.lockedUntil} end`,
    })
    .where(eq(staffAccounts.id, account.id))
    .returning({ lockedUntil: staffAccounts.lockedUntil });
  if (after?.lockedUntil && after.lockedUntil > now)
    return { ok: false, reason: 'locked', until: after.lockedUntil };
  return { ok: false, reason: 'wrong' };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session: the token goes into the cookie, only its hash into the database. */
export async function openSession(db: Database, staffId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MINUTES * 60_000),
    endsAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000),
  });
  // Sessions that are over are swept on the way (no timer needed on any process).
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.endsAt, now)));
  return token;
}

/** The staff of a live session, moving its idle limit forward; null when unknown or over. */
export async function sessionStaff(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<StaffRecord | null> {
  if (!token || token.length > 200) return null;
  const idle = new Date(now.getTime() + SESSION_IDLE_MINUTES * 60_000);
  const [session] = await db
    .update(staffSessions)
    .set({ expiresAt: sql`least(${idle.toISOString()}::timestamptz, ${staffSessions.endsAt})` })
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.endsAt, now),
      ),
    )
    .returning({ staffId: staffSessions.staffId });
  if (!session) return null;
  const [staff] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, session.staffId));
  return staff ?? null;
}

export async function closeSession(db: Database, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { and, desc, eq, gt, lt, notInArray, or, sql } from 'drizzle-orm';
import {
  DESK_MAX_SESSIONS_PER_STAFF,
  DESK_SECOND_FACTOR_MINUTES,
  DESK_SESSION_HOURS,
  DESK_SESSION_IDLE_MINUTES,
  SIGN_IN_FORGET_AFTER_HOURS,
  signInDelaySeconds,
} from '@hospital/domain';
import { deskEvents, staffAccounts, staffDevices, staffSessions, staffSignInAttempts } from '../db/schema';
import type { Database, Queryable } from '../db/types';

/*
 * Desk staff sign-in and sessions (docs/decisions.md, issues 18 and 24; api/README.md, "Staff
 * sign-in"): a password, then a second factor; each step its own session token; wrong passwords
 * slowed per username and client, never for everyone.
 */

export type StaffRecord = typeof staffAccounts.$inferSelect;
export type SessionRecord = typeof staffSessions.$inferSelect;
export type SessionStage = 'second_factor' | 'enrol' | 'full';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes: OWASP's password storage advice
 * is met). One hash takes about 50 ms here: slow enough for a stolen table, fast enough for a desk.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who is knocking: the address, and the desk browser's own cookie when it has one. */
export interface SignInClient {
  address: string;
  deviceToken: string | undefined;
}

// Verified when the username is unknown, so a wrong name costs as long as a wrong password and the
// answer's timing does not tell which usernames exist.
let decoy: Promise<string> | null = null;

export type PasswordResult =
  | { ok: true; staff: StaffRecord; deviceHash: string | null }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'throttled'; retryAt: Date };

/**
 * The client an attempt is counted on: a browser where this person completed a sign-in before is a
 * client of its own (an attacker elsewhere, or behind the hospital's own address, cannot slow it
 * down); any other browser counts as its address. A made-up device cookie is therefore worth nothing.
 */
async function clientKey(db: Queryable, staffId: number | null, client: SignInClient): Promise<string> {
  if (staffId !== null && client.deviceToken && client.deviceToken.length <= 200) {
    const deviceHash = hashToken(client.deviceToken);
    const [known] = await db
      .select({ staffId: staffDevices.staffId })
      .from(staffDevices)
      .where(and(eq(staffDevices.staffId, staffId), eq(staffDevices.deviceHash, deviceHash)));
    if (known) return `device:${deviceHash}`;
  }
  return `ip:${client.address}`;
}

/**
 * Claims one password attempt for (username, client), counted as a failure until the password proves
 * right. In one transaction with the row locked, so parallel guesses from one client wait their turn
 * instead of all passing the check at once.
 */
async function claimPasswordAttempt(
  db: Database,
  username: string,
  client: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; retryAt: Date }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(staffSignInAttempts)
      .values({ username, client, failures: 0, nextAttemptAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(staffSignInAttempts)
      .where(and(eq(staffSignInAttempts.username, username), eq(staffSignInAttempts.client, client)))
      .for('update');
    const forgotten =
      !row || now.getTime() - row.nextAttemptAt.getTime() > SIGN_IN_FORGET_AFTER_HOURS * 3_600_000;
    // Only a wait the schedule imposed refuses: without one, `nextAttemptAt` is the last attempt's own
    // time, and a request that read its clock first but got the row second would be refused by it.
    if (row && !forgotten && signInDelaySeconds(row.failures) > 0 && row.nextAttemptAt > now)
      return { ok: false, retryAt: row.nextAttemptAt };
    const failures = (forgotten ? 0 : (row?.failures ?? 0)) + 1;
    await tx
      .update(staffSignInAttempts)
      .set({ failures, nextAttemptAt: new Date(now.getTime() + signInDelaySeconds(failures) * 1000) })
      .where(and(eq(staffSignInAttempts.username, username), eq(staffSignInAttempts.client, client)));
    return { ok: true };
  });
}

/** The first step: the password, slowed per username and client (docs/decisions.md, issue 24). */
export async function checkPassword(
  db: Database,
  username: string,
  password: string,
  client: SignInClient,
  now: Date,
): Promise<PasswordResult> {
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username));
  const key = await clientKey(db, account?.id ?? null, client);
  const claim = await claimPasswordAttempt(db, username, key, now);
  if (!claim.ok) return { ok: false, reason: 'throttled', retryAt: claim.retryAt };
  if (!account) {
    decoy ??= hashPassword(randomBytes(16).toString('hex'));
    await argon2.verify(await decoy, password).catch(() => false);
    return { ok: false, reason: 'wrong' };
  }
  const right = await argon2.verify(account.passwordHash, password).catch(() => false);
  // A person who left is refused like a wrong password: the answer says nothing of the account.
  if (!right || account.disabledAt) return { ok: false, reason: 'wrong' };
  await db
    .delete(staffSignInAttempts)
    .where(and(eq(staffSignInAttempts.username, username), eq(staffSignInAttempts.client, key)));
  // Rows of clients that stopped trying are swept on the way (no timer needed on any process).
  await db
    .delete(staffSignInAttempts)
    .where(
      lt(staffSignInAttempts.nextAttemptAt, new Date(now.getTime() - SIGN_IN_FORGET_AFTER_HOURS * 3_600_000)),
    );
  return {
    ok: true,
    staff: account,
    deviceHash: client.deviceToken ? hashToken(client.deviceToken) : null,
  };
}

/** After a completed sign-in, this browser counts as this person's own client (see `clientKey`). */
export async function rememberDevice(
  db: Queryable,
  staffId: number,
  deviceToken: string | undefined,
  now: Date,
): Promise<void> {
  if (!deviceToken || deviceToken.length > 200) return;
  await db
    .insert(staffDevices)
    .values({ staffId, deviceHash: hashToken(deviceToken), lastSignInAt: now })
    .onConflictDoUpdate({
      target: [staffDevices.staffId, staffDevices.deviceHash],
      set: { lastSignInAt: now },
    });
}

/** A new random device cookie value (256 bits). */
export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

// Sessions ---------------------------------------------------------------------------------------

export interface OpenSession {
  stage: SessionStage;
  clientAddress: string;
  /** Enrolment: the new authenticator's secret, sealed. */
  pendingSecret?: string;
}

/**
 * Opens a session with a new token (the cookie gets the token, the database only its hash). A full
 * session lives `DESK_SESSION_IDLE_MINUTES` without a request and `DESK_SESSION_HOURS` at most; a
 * half-open one (between password and second factor) `DESK_SECOND_FACTOR_MINUTES` in all.
 */
export async function openSession(
  db: Queryable,
  staffId: number,
  now: Date,
  options: OpenSession,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const full = options.stage === 'full';
  const idle = full ? DESK_SESSION_IDLE_MINUTES * 60_000 : DESK_SECOND_FACTOR_MINUTES * 60_000;
  const ends = full ? DESK_SESSION_HOURS * 3_600_000 : DESK_SECOND_FACTOR_MINUTES * 60_000;
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    stage: options.stage,
    pendingTotpSecretEncrypted: options.pendingSecret ?? null,
    clientAddress: options.clientAddress,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + idle),
    endsAt: new Date(now.getTime() + ends),
  });
  if (full) {
    // One person holds at most DESK_MAX_SESSIONS_PER_STAFF signed-in browsers; the oldest gives way.
    const keep = db
      .select({ tokenHash: staffSessions.tokenHash })
      .from(staffSessions)
      .where(and(eq(staffSessions.staffId, staffId), eq(staffSessions.stage, 'full')))
      .orderBy(desc(staffSessions.createdAt), desc(staffSessions.id))
      .limit(DESK_MAX_SESSIONS_PER_STAFF);
    await db
      .delete(staffSessions)
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          eq(staffSessions.stage, 'full'),
          notInArray(staffSessions.tokenHash, keep),
        ),
      );
  }
  // Sessions that are over are swept on the way.
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.endsAt, now)));
  return token;
}

export interface LiveSession {
  session: SessionRecord;
  staff: StaffRecord;
}

/**
 * The session of a token and its person, or null when unknown, over, or the person's account was
 * ended. A request to a full session moves its idle limit forward (never past its absolute one).
 */
export async function liveSession(
  db: Queryable,
  token: string | undefined,
  now: Date,
): Promise<LiveSession | null> {
  if (!token || token.length > 200) return null;
  const idle = new Date(now.getTime() + DESK_SESSION_IDLE_MINUTES * 60_000);
  const [session] = await db
    .update(staffSessions)
    .set({
      expiresAt: sql`case when ${staffSessions.stage} = 'full'
        then least(${idle.toISOString()}::timestamptz, ${staffSessions.endsAt})
        else ${staffSessions.expiresAt} end`,
      lastSeenAt: now,
    })
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.endsAt, now),
      ),
    )
    .returning();
  if (!session) return null;
  const [staff] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, session.staffId));
  if (!staff || staff.disabledAt) return null;
  return { session, staff };
}

/** The signed-in person of a token (a full session only), or null. */
export async function sessionStaff(
  db: Queryable,
  token: string | undefined,
  now: Date,
): Promise<LiveSession | null> {
  const live = await liveSession(db, token, now);
  return live && live.session.stage === 'full' ? live : null;
}

export async function closeSession(db: Queryable, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/** Ends every session of a person (every stage); the number of signed-in ones ended. */
export async function closeSessionsOf(db: Queryable, staffId: number): Promise<number> {
  const ended = await db
    .delete(staffSessions)
    .where(eq(staffSessions.staffId, staffId))
    .returning({ stage: staffSessions.stage });
  return ended.filter((s) => s.stage === 'full').length;
}

export interface SignInRow {
  session: SessionRecord;
  staff: StaffRecord;
}

/** The live signed-in sessions of a hospital (a supervisor) or of one person, newest first. */
export async function signIns(
  db: Queryable,
  scope: { companyId: number } | { staffId: number },
  now: Date,
): Promise<SignInRow[]> {
  const rows = await db
    .select({ session: staffSessions, staff: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.stage, 'full'),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.endsAt, now),
        'companyId' in scope
          ? eq(staffAccounts.companyId, scope.companyId)
          : eq(staffAccounts.id, scope.staffId),
      ),
    )
    .orderBy(desc(staffSessions.lastSeenAt), desc(staffSessions.id));
  return rows;
}

/** A session by the id a list shows, with its person. */
export async function signInById(db: Queryable, id: number): Promise<SignInRow | null> {
  const [row] = await db
    .select({ session: staffSessions, staff: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.id, id), eq(staffSessions.stage, 'full')));
  return row ?? null;
}

export async function closeSessionById(db: Queryable, id: number): Promise<number> {
  const ended = await db
    .delete(staffSessions)
    .where(eq(staffSessions.id, id))
    .returning({ id: staffSessions.id });
  return ended.length;
}

export async function staffByUsername(db: Queryable, username: string): Promise<StaffRecord | null> {
  const [staff] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username));
  return staff ?? null;
}

/** What a sign-in step or a supervisor did, beside the desk's queue actions in `desk_events`. */
export type StaffEvent =
  'sign_in' | 'enrol' | 'recovery_code_used' | 'sign_out' | 'sign_out_everywhere' | 'end_sign_ins';

export async function recordStaffEvent(
  db: Queryable,
  staff: StaffRecord,
  action: StaffEvent,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .insert(deskEvents)
    .values({ staffId: staff.id, companyId: staff.companyId, action, detail, at: now });
}

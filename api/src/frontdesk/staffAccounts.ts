import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { staffAccounts, staffRecoveryCodes } from '../db/schema';
import type { Database } from '../db/types';
import { closeSessionsOf, hashPassword, staffByUsername, type StaffRecord } from './staffAuth';

/*
 * Looking after the desk's accounts (docs/decisions.md, issue 24), for whoever runs the site
 * (`npm run desk-staff -w api`): add a person, reset a lost authenticator, give a new password, end
 * an account. Passwords are generated, never chosen, and shown once.
 */

/** 120 random bits, typed once by the person from what they were handed. */
export function generatedPassword(): string {
  return randomBytes(15).toString('base64url');
}

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,59}$/;

export async function addStaff(
  db: Database,
  person: { username: string; displayName: string; companyId: number; role: 'desk' | 'supervisor' },
): Promise<{ password: string }> {
  if (!USERNAME_PATTERN.test(person.username))
    throw new Error('A username has 3 to 60 small letters, digits, dots, dashes or underscores.');
  if (await staffByUsername(db, person.username)) throw new Error(`${person.username} exists already.`);
  const password = generatedPassword();
  await db.insert(staffAccounts).values({ ...person, passwordHash: await hashPassword(password) });
  return { password };
}

async function existing(db: Database, username: string): Promise<StaffRecord> {
  const staff = await staffByUsername(db, username);
  if (!staff) throw new Error(`No desk account ${username}.`);
  return staff;
}

/**
 * A lost or replaced phone: the authenticator and the recovery codes go, every session ends, and the
 * next sign-in enrols a new one. Done after seeing the person (ASVS 5.0 6.4.4: proof as at enrolment).
 */
export async function resetFactor(db: Database, username: string): Promise<number> {
  const staff = await existing(db, username);
  await db
    .update(staffAccounts)
    .set({ totpSecretEncrypted: null, totpLastStep: null, factorFailures: 0, factorNextAttemptAt: null })
    .where(eq(staffAccounts.id, staff.id));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id));
  return closeSessionsOf(db, staff.id);
}

/** A new generated password (the old one stops working and every session ends). */
export async function newPassword(db: Database, username: string): Promise<{ password: string }> {
  const staff = await existing(db, username);
  const password = generatedPassword();
  await db
    .update(staffAccounts)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(staffAccounts.id, staff.id));
  await closeSessionsOf(db, staff.id);
  return { password };
}

/** The person left (or came back): a disabled account signs nobody in and its sessions end. */
export async function setDisabled(
  db: Database,
  username: string,
  disabled: boolean,
  now: Date,
): Promise<void> {
  const staff = await existing(db, username);
  await db
    .update(staffAccounts)
    .set({ disabledAt: disabled ? now : null })
    .where(eq(staffAccounts.id, staff.id));
  if (disabled) await closeSessionsOf(db, staff.id);
}

export async function listStaff(db: Database): Promise<StaffRecord[]> {
  return db.select().from(staffAccounts).orderBy(asc(staffAccounts.companyId), asc(staffAccounts.username));
}

import { sql } from 'drizzle-orm';
import type { Database } from '../db/types';
import { staffAccounts } from '../db/schema';
import { hashPassword } from '../services/frontdesk/staffAuth';
import { BANDUNG, CIANJUR } from './organisation';

/**
 * One demonstration desk account per hospital (docs/decisions.md, issue 18). The passwords are published in the README
 * for trying the desk out; a real deployment replaces these accounts before opening the desk.
 */
export const DEMO_DESK_ACCOUNTS = [
  {
    username: 'desk.bandung',
    displayName: 'Pendaftaran Bandung',
    companyId: BANDUNG,
    password: 'desk-bandung-2026',
  },
  {
    username: 'desk.cianjur',
    displayName: 'Pendaftaran Cianjur',
    companyId: CIANJUR,
    password: 'desk-cianjur-2026',
  },
] as const;

/** Adds the accounts that are missing (also to a database seeded before the desk existed). */
export async function seedStaff(db: Database): Promise<number> {
  // A database migrated only part of the way (the migration tests build such) has no desk yet.
  const result = await db.execute<{ t: string | null }>(sql`select to_regclass('staff_accounts')::text as t`);
  if (!(result as unknown as { rows: { t: string | null }[] }).rows[0]?.t) return 0;
  const existing = new Set(
    (await db.select({ username: staffAccounts.username }).from(staffAccounts)).map((r) => r.username),
  );
  const missing = DEMO_DESK_ACCOUNTS.filter((a) => !existing.has(a.username));
  for (const account of missing) {
    await db
      .insert(staffAccounts)
      .values({
        username: account.username,
        displayName: account.displayName,
        companyId: account.companyId,
        passwordHash: await hashPassword(account.password),
      })
      .onConflictDoNothing();
  }
  return missing.length;
}

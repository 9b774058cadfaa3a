import argon2 from 'argon2';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/types';
import { staffAccounts, staffSessions } from '../db/schema';
import { sealTotpSecret } from '../security/crypto';
import type { ApiSecrets } from '../security/secrets';
import { hashRecoveryCodes, storeRecoveryCodeHashes } from '../frontdesk/secondFactor';
import { hashPassword } from '../frontdesk/staffAuth';
import { DEMO_RECOVERY_CODES, DEMO_STAFF, RETIRED_DEMO_ACCOUNTS } from './demoStaff';

/**
 * Adds the demonstration desk accounts that are missing (also to a database seeded before the desk
 * existed), and disables the shared accounts of issue 18 that still have their published password
 * (docs/decisions.md, issue 24). Returns how many accounts were added.
 */
export async function seedStaff(db: Database, secrets: ApiSecrets): Promise<number> {
  // A database migrated only part of the way (the migration tests build such) has no desk yet.
  const result = await db.execute<{ t: string | null }>(sql`select to_regclass('staff_accounts')::text as t`);
  if (!(result as unknown as { rows: { t: string | null }[] }).rows[0]?.t) return 0;
  await retireSharedDemoAccounts(db);
  const existing = new Set(
    (await db.select({ username: staffAccounts.username }).from(staffAccounts)).map((r) => r.username),
  );
  const missing = DEMO_STAFF.filter((a) => !existing.has(a.username));
  if (missing.length === 0) return 0;
  // Hashed side by side, and the shared demo recovery codes once for all: each argon2id run takes
  // about 50 ms (seconds on a loaded machine), and a first start should not wait for thirty.
  const [passwordHashes, codeHashes] = await Promise.all([
    Promise.all(missing.map((account) => hashPassword(account.password))),
    hashRecoveryCodes(DEMO_RECOVERY_CODES),
  ]);
  for (const [i, account] of missing.entries()) {
    const [added] = await db
      .insert(staffAccounts)
      .values({
        username: account.username,
        displayName: account.displayName,
        companyId: account.companyId,
        role: account.role,
        passwordHash: passwordHashes[i],
        totpSecretEncrypted: account.totpSecret
          ? sealTotpSecret(secrets, account.username, account.totpSecret)
          : null,
      })
      .onConflictDoNothing()
      .returning({ id: staffAccounts.id });
    if (added && account.totpSecret) await storeRecoveryCodeHashes(db, added.id, codeHashes);
  }
  return missing.length;
}

async function retireSharedDemoAccounts(db: Database): Promise<void> {
  const names = RETIRED_DEMO_ACCOUNTS.map((a) => a.username);
  const live = await db
    .select({ id: staffAccounts.id, username: staffAccounts.username, hash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(and(inArray(staffAccounts.username, names), isNull(staffAccounts.disabledAt)));
  for (const account of live) {
    const published = RETIRED_DEMO_ACCOUNTS.find((a) => a.username === account.username)?.password ?? '';
    if (!(await argon2.verify(account.hash, published).catch(() => false))) continue;
    await db.update(staffAccounts).set({ disabledAt: new Date() }).where(eq(staffAccounts.id, account.id));
    await db.delete(staffSessions).where(eq(staffSessions.staffId, account.id));
  }
}

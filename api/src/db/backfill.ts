import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { decryptNik, encryptNik, nikLookupHash } from '../security/crypto';
import type { ApiSecrets } from '../security/secrets';
import { pgErrorCode, UNIQUE_VIOLATION } from '../lib/dbErrors';
import { identitySuffix } from '../lib/privacy';
import { patients } from './schema';
import type { Database } from './types';

export interface BackfillSummary {
  /** Rows whose NIK was encrypted now. */
  encrypted: number;
  /**
   * Rows left in clear because an encrypted row with the same NIK and birth date exists (only an
   * older release writing during a rolling upgrade can cause this); the desk merges them.
   */
  conflicts: number;
}

const BATCH = 200;

/**
 * Encrypts the NIKs that releases before migration 0002 stored in clear (`legacy_nik`), in batches,
 * then rewrites the table (VACUUM FULL) so the clear values do not linger in dead row versions.
 * Runs at every start, after the migrations: a no-op once nothing is left.
 */
export async function encryptLegacyNiks(db: Database, secrets: ApiSecrets): Promise<BackfillSummary> {
  const summary: BackfillSummary = { encrypted: 0, conflicts: 0 };
  const skipped = new Set<string>();
  for (;;) {
    const rows = await db
      .select({ id: patients.id, nik: patients.legacyNik })
      .from(patients)
      .where(isNotNull(patients.legacyNik))
      .limit(BATCH + skipped.size);
    const todo = rows.filter((row) => !skipped.has(row.id));
    if (todo.length === 0) break;
    for (const row of todo) {
      const nik = row.nik ?? '';
      try {
        const updated = await db
          .update(patients)
          .set({
            nikEncrypted: encryptNik(secrets, nik, row.id),
            nikHmac: nikLookupHash(secrets, nik),
            idSuffix: identitySuffix(nik),
            legacyNik: null,
          })
          .where(and(eq(patients.id, row.id), eq(patients.legacyNik, nik)))
          .returning({ id: patients.id });
        summary.encrypted += updated.length;
      } catch (error) {
        if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
        skipped.add(row.id);
        summary.conflicts += 1;
      }
    }
  }
  if (summary.encrypted > 0) await db.execute(sql`vacuum full patients`);
  return summary;
}

/**
 * The last 4 characters of each identity number stored before the desk searched by them
 * (docs/decisions.md, issue 26), read once from the encrypted number, in batches. Runs at every start,
 * after the migrations: a no-op once every row has one. A row that does not decrypt with these keys
 * is left without (the desk still finds it by code, name or phone) and not tried again this start.
 */
export async function fillIdentitySuffixes(db: Database, secrets: ApiSecrets): Promise<number> {
  let filled = 0;
  const skipped = new Set<string>();
  for (;;) {
    const rows = await db
      .select({ id: patients.id, encrypted: patients.nikEncrypted })
      .from(patients)
      .where(and(isNull(patients.idSuffix), isNotNull(patients.nikEncrypted)))
      .limit(BATCH + skipped.size);
    const todo = rows.filter((row) => !skipped.has(row.id));
    if (todo.length === 0) return filled;
    for (const row of todo) {
      const number = row.encrypted ? decryptNik(secrets, row.encrypted, row.id) : null;
      if (!number) {
        skipped.add(row.id);
        continue;
      }
      await db
        .update(patients)
        .set({ idSuffix: identitySuffix(number) })
        .where(eq(patients.id, row.id));
      filled += 1;
    }
  }
}

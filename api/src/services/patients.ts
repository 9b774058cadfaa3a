import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PatientInput } from '@hospital/domain';
import { patients } from '../db/schema';
import type { Database } from '../db/types';
import { encryptNik, nikLookupHash } from '../security/crypto';
import type { ApiSecrets } from '../security/secrets';

/**
 * The record of the patient a registration names. A patient is a NIK together with a birth date: a
 * known pair is reused unchanged (the public site never changes nor reads back a stored record), a new
 * one is stored with the NIK encrypted. A newborn without a NIK has nothing to be matched by, so each
 * such registration is a new record, which the desk merges once the baby has a NIK.
 */
export async function patientRecordFor(
  db: Database,
  secrets: ApiSecrets,
  input: PatientInput,
): Promise<{ id: string }> {
  const id = randomUUID();
  const base = { id, fullName: input.fullName, bornDate: input.bornDate };
  if (!input.nik) {
    await db.insert(patients).values({ ...base, newborn: true });
    return { id };
  }
  const nikHmac = nikLookupHash(secrets, input.nik);
  const inserted = await db
    .insert(patients)
    .values({ ...base, nikHmac, nikEncrypted: encryptNik(secrets, input.nik, id) })
    .onConflictDoNothing({ target: [patients.nikHmac, patients.bornDate] })
    .returning({ id: patients.id });
  if (inserted[0]) return inserted[0];
  const [known] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.nikHmac, nikHmac), eq(patients.bornDate, input.bornDate)));
  // Patients are never deleted, so the conflicting row is there.
  if (!known) throw new Error('patient vanished between insert and select');
  return known;
}

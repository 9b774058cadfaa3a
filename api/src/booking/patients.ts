import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Patient } from '@hospital/contract';
import type { PatientInput } from '@hospital/domain';
import type { AppContext } from '../context';
import { patients } from '../db/schema';
import type { Database } from '../db/types';
import { encryptNik, identityLookupHash, sealPatientHandle } from '../security/crypto';
import type { ApiSecrets } from '../security/secrets';
import { toWibIso } from '../lib/clock';
import { identitySuffix, maskNik, maskNumber } from '../lib/privacy';

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
  const { idDocument } = input;
  const base = { id, fullName: input.fullName, bornDate: input.bornDate, idDocument };
  // A passport or KITAS is kept like a NIK: encrypted under the same key, found by its own hash.
  const number = idDocument === 'nik' ? input.nik : input.documentNumber;
  if (!number) {
    await db.insert(patients).values({ ...base, newborn: true });
    return { id };
  }
  const nikHmac = identityLookupHash(secrets, idDocument, number);
  const inserted = await db
    .insert(patients)
    .values({
      ...base,
      nikHmac,
      nikEncrypted: encryptNik(secrets, number, id),
      idSuffix: identitySuffix(number),
    })
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

/**
 * A patient is a NIK together with a birth date. The answer is the same for a new and a known pair
 * (status, shape, and a handle that differs at every call): it neither reveals nor changes a stored
 * record, and the patient id never leaves the API (api/README.md, "Patients and handles").
 */
export async function registerPatient(ctx: AppContext, input: PatientInput): Promise<Patient> {
  const { secrets } = ctx.config;
  // A NIK given with "newborn" is a NIK: the baby has one already, and is found by it.
  const { nik, idDocument, documentNumber } = input;
  const row = await patientRecordFor(ctx.db, secrets, input);
  const expiresAt = new Date(ctx.clock().getTime() + ctx.config.patientHandleTtlSeconds * 1000);
  return {
    handle: sealPatientHandle(secrets, row.id, expiresAt, {
      forWhom: input.forWhom,
      fullName: input.fullName,
      idDocument,
    }),
    handle_expires_at: toWibIso(expiresAt),
    full_name: input.fullName,
    born_date: input.bornDate,
    nik_masked: nik ? maskNik(nik) : '',
    id_document: idDocument,
    document_masked: idDocument === 'nik' ? (nik ? maskNik(nik) : '') : maskNumber(documentNumber),
  };
}

import { asc, eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Transaction } from '../db/types';
import { mcuSessions } from './doctors';
import { MCU_POLIS, POLIS } from './organisation';

/**
 * The MCU clinics and their mornings (docs/decisions.md, issue 26) for a database seeded before them:
 * without them its check-up packages name no clinic and cannot be booked. Each hospital's clinic goes in
 * under the seed's id when that id is free; only a clinic added now gets sessions (by a general
 * practitioner of that hospital free that morning, as the seed picks), so a second start, or a clinic the
 * hospital already runs, is left as it is. Returns the clinics and the sessions added.
 */
export async function addMcuClinics(tx: Transaction): Promise<{ clinics: number; sessions: number }> {
  const companies = new Set((await tx.select({ id: t.companies.id }).from(t.companies)).map((c) => c.id));
  const wanted = POLIS.filter((p) => Object.values(MCU_POLIS).includes(p.id) && companies.has(p.companyId));
  if (wanted.length === 0) return { clinics: 0, sessions: 0 };
  const added = await tx
    .insert(t.polis)
    .values(wanted)
    .onConflictDoNothing()
    .returning({ id: t.polis.id, companyId: t.polis.companyId });
  if (added.length === 0) return { clinics: 0, sessions: 0 };
  const doctors = await tx
    .select({ id: t.doctors.id, specialitySlug: t.doctors.specialitySlug, companyId: t.doctors.companyId })
    .from(t.doctors)
    .where(eq(t.doctors.specialitySlug, 'umum'))
    .orderBy(asc(t.doctors.id));
  const sessions = await tx
    .select({
      doctorId: t.practiceSessions.doctorId,
      dayOfWeek: t.practiceSessions.dayOfWeek,
      startTime: t.practiceSessions.startTime,
      endTime: t.practiceSessions.endTime,
    })
    .from(t.practiceSessions)
    .where(
      inArray(
        t.practiceSessions.doctorId,
        doctors.map((d) => d.id),
      ),
    );
  const rows = mcuSessions(
    doctors,
    sessions,
    added.map((p) => p.companyId),
  ).filter((row) => added.some((p) => p.id === row.poliId));
  if (rows.length > 0) await tx.insert(t.practiceSessions).values(rows);
  return { clinics: added.length, sessions: rows.length };
}

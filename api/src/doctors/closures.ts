import { and, asc, eq, gte } from 'drizzle-orm';
import { isValidIsoDate } from '@hospital/domain';
import { companies, hospitalClosures, type Localized } from '../db/schema';
import type { Database } from '../db/types';
import { pgErrorCode } from '../lib/dbErrors';

/*
 * A hospital's own closed days (docs/decisions.md, issue 26 — closed days), kept by whoever runs the
 * site with `npm run closures -w api`. Their sessions are never offered (`occurrences` in ./schedule.ts)
 * and a booking or move onto one is refused (`assertSessionRunsOn` in ../booking/appointments.ts).
 */

export interface ClosureInput {
  companyId: number;
  /** `YYYY-MM-DD`, today or later. */
  date: string;
  reason: Localized;
}

export interface ClosureView {
  companyId: number;
  companyName: string;
  date: string;
  reason: Localized;
}

/** Refused input, with what to change; the command line prints the message. */
export class ClosureInputError extends Error {}

/** The closure as it will be stored, or why it is refused (checked before the database is asked). */
export function checkClosure(input: ClosureInput, today: string): ClosureInput {
  if (!isValidIsoDate(input.date)) throw new ClosureInputError(`"${input.date}" is not a date (YYYY-MM-DD).`);
  if (input.date < today) throw new ClosureInputError(`${input.date} is in the past (today is ${today}).`);
  const reason = { id: input.reason.id.trim(), en: input.reason.en.trim() };
  if (!reason.id || !reason.en)
    throw new ClosureInputError('The reason is needed in Indonesian and in English.');
  return { ...input, reason };
}

export async function addClosure(db: Database, input: ClosureInput, today: string): Promise<void> {
  const { companyId, date, reason } = checkClosure(input, today);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new ClosureInputError(`No hospital has the id ${companyId}.`);
  try {
    await db.insert(hospitalClosures).values({ companyId, closedOn: date, reason });
  } catch (error) {
    if (pgErrorCode(error) === '23505')
      throw new ClosureInputError(`That hospital is already closed on ${date}.`);
    throw error;
  }
}

/** Removes a closure; false when there was none. */
export async function removeClosure(db: Database, companyId: number, date: string): Promise<boolean> {
  const removed = await db
    .delete(hospitalClosures)
    .where(and(eq(hospitalClosures.companyId, companyId), eq(hospitalClosures.closedOn, date)))
    .returning({ id: hospitalClosures.id });
  return removed.length > 0;
}

/** Closures from `from` on, by date. */
export async function listClosures(db: Database, from: string): Promise<ClosureView[]> {
  const rows = await db
    .select({
      companyId: hospitalClosures.companyId,
      companyName: companies.name,
      date: hospitalClosures.closedOn,
      reason: hospitalClosures.reason,
    })
    .from(hospitalClosures)
    .innerJoin(companies, eq(companies.id, hospitalClosures.companyId))
    .where(gte(hospitalClosures.closedOn, from))
    .orderBy(asc(hospitalClosures.closedOn), asc(hospitalClosures.companyId));
  return rows;
}

import { and, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { addDays } from '@hospital/domain';
import type { AvailabilitySession, Lang, SessionStatus } from '@hospital/contract';
import { doctorLeaves, hospitalClosures, practiceSessions, sessionDays, type Localized } from '../db/schema';
import type { Queryable } from '../db/types';
import { dateRange, weekday, type JakartaNow } from '../lib/clock';
import { holidayOn } from './holidays';
import type { ReferenceData } from '../lib/reference';

export type SessionRecord = typeof practiceSessions.$inferSelect;
export type LeaveRecord = typeof doctorLeaves.$inferSelect;
export type ClosureRecord = typeof hospitalClosures.$inferSelect;

export interface ScheduleData {
  sessions: SessionRecord[];
  leaves: LeaveRecord[];
  /** The hospitals' own closed days from the range's first day on. */
  closures: ClosureRecord[];
  /** `${sessionId}|${date}` → places booked. */
  booked: Map<string, number>;
  /** `${sessionId}|${date}` → quota fixed when the first booking of that day was made. */
  quotas: Map<string, number>;
}

export interface ScheduleScope {
  doctorIds?: number[];
  companyId?: number;
  poliId?: number;
  from: string;
  to: string;
}

export function bookingKey(sessionId: number, date: string): string {
  return `${sessionId}|${date}`;
}

interface StaticSchedule {
  sessions: SessionRecord[];
  leaves: LeaveRecord[];
  closures: ClosureRecord[];
}

// Sessions, leaves and closures change through back-office work only; lists read them from a short cache
// and only the booked counts from the database. Bookings always read them fresh.
const TTL_MS = 15_000;

export class ScheduleCache {
  private value: StaticSchedule | null = null;
  private loadedAt = 0;
  private pending: Promise<StaticSchedule> | null = null;

  constructor(private readonly db: Queryable) {}

  async get(): Promise<StaticSchedule> {
    if (this.value && Date.now() - this.loadedAt < TTL_MS) return this.value;
    if (!this.pending) {
      this.pending = Promise.all([
        this.db.select().from(practiceSessions).where(eq(practiceSessions.active, true)),
        this.db.select().from(doctorLeaves),
        this.db.select().from(hospitalClosures),
      ])
        .then(([sessions, leaves, closures]) => {
          this.value = { sessions, leaves, closures };
          this.loadedAt = Date.now();
          return this.value;
        })
        .finally(() => {
          this.pending = null;
        });
    }
    return this.pending;
  }
}

function inScope(session: SessionRecord, scope: ScheduleScope, doctorIds: Set<number> | undefined): boolean {
  if (doctorIds && !doctorIds.has(session.doctorId)) return false;
  if (scope.companyId !== undefined && session.companyId !== scope.companyId) return false;
  if (scope.poliId !== undefined && session.poliId !== scope.poliId) return false;
  return session.onDate === null || (session.onDate >= scope.from && session.onDate <= scope.to);
}

async function loadStatic(db: Queryable, scope: ScheduleScope): Promise<StaticSchedule> {
  const conditions: (SQL | undefined)[] = [
    eq(practiceSessions.active, true),
    or(
      isNull(practiceSessions.onDate),
      and(gte(practiceSessions.onDate, scope.from), lte(practiceSessions.onDate, scope.to)),
    ),
  ];
  if (scope.doctorIds) {
    conditions.push(inArray(practiceSessions.doctorId, scope.doctorIds.length ? scope.doctorIds : [-1]));
  }
  if (scope.companyId !== undefined) conditions.push(eq(practiceSessions.companyId, scope.companyId));
  if (scope.poliId !== undefined) conditions.push(eq(practiceSessions.poliId, scope.poliId));
  const sessions = await db
    .select()
    .from(practiceSessions)
    .where(and(...conditions));
  const leaveDoctorIds = scope.doctorIds ?? [...new Set(sessions.map((s) => s.doctorId))];
  const leaves =
    leaveDoctorIds.length === 0
      ? []
      : await db
          .select()
          .from(doctorLeaves)
          .where(and(inArray(doctorLeaves.doctorId, leaveDoctorIds), gte(doctorLeaves.endDate, scope.from)));
  const closures = await db
    .select()
    .from(hospitalClosures)
    .where(and(gte(hospitalClosures.closedOn, scope.from), lte(hospitalClosures.closedOn, scope.to)));
  return { sessions, leaves, closures };
}

/**
 * Sessions in scope (weekly, or extra within the range), leaves overlapping the range, and the
 * booked counts. With a cache, sessions and leaves come from memory; without one, from the database.
 */
export async function loadSchedule(
  db: Queryable,
  scope: ScheduleScope,
  cache?: ScheduleCache,
): Promise<ScheduleData> {
  let sessions: SessionRecord[];
  let leaves: LeaveRecord[];
  let closures: ClosureRecord[];
  if (cache) {
    const all = await cache.get();
    const doctorIds = scope.doctorIds ? new Set(scope.doctorIds) : undefined;
    sessions = all.sessions.filter((s) => inScope(s, scope, doctorIds));
    const leaveDoctors = doctorIds ?? new Set(sessions.map((s) => s.doctorId));
    leaves = all.leaves.filter((l) => leaveDoctors.has(l.doctorId) && l.endDate >= scope.from);
    closures = all.closures.filter((c) => c.closedOn >= scope.from && c.closedOn <= scope.to);
  } else {
    ({ sessions, leaves, closures } = await loadStatic(db, scope));
  }
  const booked = new Map<string, number>();
  const quotas = new Map<string, number>();
  if (sessions.length > 0) {
    const wanted = new Set(sessions.map((s) => s.id));
    // One range scan on the date index; a long IN list of session ids costs more than it saves.
    const days = await db
      .select()
      .from(sessionDays)
      .where(and(gte(sessionDays.visitDate, scope.from), lte(sessionDays.visitDate, scope.to)));
    for (const day of days) {
      if (!wanted.has(day.sessionId)) continue;
      booked.set(bookingKey(day.sessionId, day.visitDate), day.booked);
      quotas.set(bookingKey(day.sessionId, day.visitDate), day.quota);
    }
  }
  return { sessions, leaves, closures, booked, quotas };
}

/** The hospital's own closure on a date, if it announced one (national holidays are ./holidays.ts). */
export function closureOn(
  closures: ClosureRecord[],
  companyId: number,
  date: string,
): ClosureRecord | undefined {
  return closures.find((c) => c.companyId === companyId && c.closedOn === date);
}

export function leaveOn(leaves: LeaveRecord[], doctorId: number, date: string): LeaveRecord | undefined {
  return leaves.find((l) => l.doctorId === doctorId && l.startDate <= date && l.endDate >= date);
}

/** The last day of an unbroken run of leave that covers `date`, or null. */
export function leaveUntil(leaves: LeaveRecord[], doctorId: number, date: string): string | null {
  let current = leaveOn(leaves, doctorId, date);
  if (!current) return null;
  let end = current.endDate;
  // Back-to-back leaves (annual leave then a conference) read as one absence.
  while ((current = leaveOn(leaves, doctorId, addDays(end, 1)))) end = current.endDate;
  return end;
}

export function sessionRunsOn(session: SessionRecord, date: string): boolean {
  if (session.onDate) return session.onDate === date;
  return session.dayOfWeek === weekday(date);
}

export function sessionStatus(
  session: SessionRecord,
  date: string,
  remaining: number,
  now: JakartaNow,
): SessionStatus {
  if (date < now.today || (date === now.today && session.endTime <= now.time)) return 'closed';
  return remaining > 0 ? 'open' : 'full';
}

export interface Occurrence {
  session: SessionRecord;
  date: string;
  quota: number;
  booked: number;
  remaining: number;
  status: SessionStatus;
  leave: LeaveRecord | undefined;
}

/**
 * Dated occurrences of the sessions between two dates, in date and start-time order. National
 * holidays have none: the hospital is closed (./holidays.ts), so no list offers them; nor has a
 * hospital's own closed day for its sessions (`hospital_closures`).
 */
export function occurrences(data: ScheduleData, from: string, to: string, now: JakartaNow): Occurrence[] {
  const result: Occurrence[] = [];
  for (const date of dateRange(from, to)) {
    if (holidayOn(date)) continue;
    const running = data.sessions
      .filter((s) => sessionRunsOn(s, date) && !closureOn(data.closures, s.companyId, date))
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id);
    for (const session of running) {
      const key = bookingKey(session.id, date);
      const quota = data.quotas.get(key) ?? session.quota;
      const booked = data.booked.get(key) ?? 0;
      const remaining = Math.max(0, quota - booked);
      result.push({
        session,
        date,
        quota,
        booked,
        remaining,
        status: sessionStatus(session, date, remaining, now),
        leave: leaveOn(data.leaves, session.doctorId, date),
      });
    }
  }
  return result;
}

export function toAvailabilitySession(o: Occurrence, ref: ReferenceData, lang: Lang): AvailabilitySession {
  const doctor = ref.doctorsById.get(o.session.doctorId);
  const poli = ref.polis.get(o.session.poliId);
  const company = ref.companies.get(o.session.companyId);
  return {
    session_id: o.session.id,
    doctor_id: o.session.doctorId,
    doctor_name: doctor?.name ?? '',
    doctor_slug: doctor?.slug ?? '',
    poli_id: o.session.poliId,
    poli_name: poli ? poli.name[lang] : '',
    company_id: o.session.companyId,
    company_name: company?.name ?? '',
    date: o.date,
    start: o.session.startTime,
    end: o.session.endTime,
    quota: o.quota,
    booked: o.booked,
    remaining: o.remaining,
    telemedicine: o.session.telemedicine,
    status: o.status,
    extra: o.session.onDate !== null,
  };
}

export function lastBookableDate(today: string, windowDays: number): string {
  return addDays(today, windowDays);
}

export function localizedReason(leave: LeaveRecord | undefined, lang: Lang): string | null {
  return leave ? (leave.reason as Localized)[lang] : null;
}

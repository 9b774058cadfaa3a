import { addDays, dayName } from '@hospital/domain';
import type { Doctor, DoctorDetail, Lang, NextSession, ScheduleDay, ScheduleLine } from '@hospital/contract';
import type { JakartaNow } from '../lib/clock';
import type { MediaUrl } from '../media/urls';
import type { DoctorRecord, ReferenceData } from '../lib/reference';
import { leaveUntil, occurrences, type Occurrence, type ScheduleData, type SessionRecord } from './schedule';

/** Monday first, as Indonesian calendars show the week. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export interface DoctorView {
  lang: Lang;
  now: JakartaNow;
  /** First and last date searched for the next session. */
  from: string;
  to: string;
  media: MediaUrl;
  /** Limits the schedule lines and next session (hospital or poli filter of `web/jadwal`). */
  lineFilter?: (session: SessionRecord) => boolean;
}

function toLine(session: SessionRecord, ref: ReferenceData, lang: Lang): ScheduleLine {
  return {
    session_id: session.id,
    day: session.dayOfWeek ?? 0,
    start: session.startTime,
    end: session.endTime,
    quota: session.quota,
    poli_id: session.poliId,
    poli_name: ref.polis.get(session.poliId)?.name[lang] ?? '',
    company_id: session.companyId,
    company_name: ref.companies.get(session.companyId)?.name ?? '',
    telemedicine: session.telemedicine,
  };
}

export function toNext(o: Occurrence): NextSession {
  return {
    session_id: o.session.id,
    date: o.date,
    start: o.session.startTime,
    end: o.session.endTime,
    company_id: o.session.companyId,
    poli_id: o.session.poliId,
    quota: o.quota,
    booked: o.booked,
    remaining: o.remaining,
    telemedicine: o.session.telemedicine,
  };
}

export function groupSessions(data: ScheduleData): Map<number, ScheduleData> {
  const byDoctor = new Map<number, ScheduleData>();
  for (const session of data.sessions) {
    let entry = byDoctor.get(session.doctorId);
    if (!entry) {
      entry = { sessions: [], leaves: [], closures: data.closures, booked: data.booked, quotas: data.quotas };
      byDoctor.set(session.doctorId, entry);
    }
    entry.sessions.push(session);
  }
  for (const leave of data.leaves) {
    let entry = byDoctor.get(leave.doctorId);
    if (!entry) {
      entry = { sessions: [], leaves: [], closures: data.closures, booked: data.booked, quotas: data.quotas };
      byDoctor.set(leave.doctorId, entry);
    }
    entry.leaves.push(leave);
  }
  return byDoctor;
}

/** Open, bookable occurrences (not full, not ended, not on leave) of one doctor. */
export function openOccurrences(data: ScheduleData, view: DoctorView, limit: number): Occurrence[] {
  const filtered = view.lineFilter ? { ...data, sessions: data.sessions.filter(view.lineFilter) } : data;
  return occurrences(filtered, view.from, view.to, view.now)
    .filter((o) => o.status === 'open' && !o.leave)
    .slice(0, limit);
}

export function buildDoctor(
  doctor: DoctorRecord,
  ref: ReferenceData,
  data: ScheduleData | undefined,
  view: DoctorView,
): Doctor {
  const { lang, now } = view;
  const sessions = data?.sessions ?? [];
  const leaves = data?.leaves ?? [];
  const weekly = sessions.filter((s) => s.dayOfWeek !== null);
  const shown = view.lineFilter ? weekly.filter(view.lineFilter) : weekly;
  const lines = [...shown]
    .sort(
      (a, b) =>
        WEEK_ORDER.indexOf(a.dayOfWeek ?? 0) - WEEK_ORDER.indexOf(b.dayOfWeek ?? 0) ||
        a.startTime.localeCompare(b.startTime),
    )
    .map((s) => toLine(s, ref, lang));
  const schedule: ScheduleDay[] = WEEK_ORDER.map((day) => ({
    day,
    name: dayName(day, lang),
    lines: lines.filter((l) => l.day === day),
  })).filter((d) => d.lines.length > 0);
  const companyIds = [...new Set([doctor.companyId, ...weekly.map((s) => s.companyId)])];
  const next = data ? openOccurrences(data, view, 1)[0] : undefined;
  const speciality = ref.specialities.get(doctor.specialitySlug);
  return {
    id: doctor.id,
    pid: doctor.pid,
    slug: doctor.slug,
    name: doctor.name,
    company_id: doctor.companyId,
    company_ids: companyIds,
    photo: view.media('doctor', doctor.slug),
    speciality: speciality ? speciality.name[lang] : '',
    speciality_slug: doctor.specialitySlug,
    profil: doctor.profil[lang],
    gender: doctor.gender,
    poli_ids: [...new Set(sessions.map((s) => s.poliId))],
    schedule,
    lines,
    leaves: leaves
      .filter((l) => l.endDate >= now.today)
      .sort((a, b) => a.startDate.localeCompare(b.startDate))
      .map((l) => ({ start_date: l.startDate, end_date: l.endDate, reason: l.reason[lang] })),
    on_leave_until: leaveUntil(leaves, doctor.id, now.today),
    next_session: next ? toNext(next) : null,
    // Per hospital, in hospital order; the lists show them where patients decide (docs/decisions.md, issue 15 item 4).
    fees: ref.fees.get(doctor.id) ?? [],
    path: `/doctor/${doctor.slug}`,
  };
}

export function buildDoctorDetail(
  doctor: DoctorRecord,
  ref: ReferenceData,
  data: ScheduleData | undefined,
  view: DoctorView,
): DoctorDetail {
  const base = buildDoctor(doctor, ref, data, view);
  return {
    ...base,
    education: doctor.education.map((e) => e[view.lang]),
    languages: doctor.languages.map((l) => l[view.lang]),
    upcoming_sessions: data ? openOccurrences(data, view, 10).map(toNext) : [],
  };
}

export function searchRange(
  now: JakartaNow,
  startDay: number,
  windowDays: number,
): { from: string; to: string } {
  return { from: addDays(now.today, startDay), to: addDays(now.today, windowDays) };
}

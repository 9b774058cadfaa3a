import {
  DOCTOR_ORDERS,
  type Doctor,
  type DoctorDetail,
  type DoctorOrder,
  type Lang,
} from '@hospital/contract';
import type { AppContext } from '../context';
import type { ListPage } from '../http/envelope';
import { notFound } from '../lib/errors';
import {
  matchesFilter,
  parseList,
  parseNonNegativeInt,
  type ListSpec,
  type ParsedFilter,
  type ParsedList,
  type QueryInput,
} from '../http/queryParams';
import { jakartaNow } from '../lib/clock';
import { buildDoctor, buildDoctorDetail, groupSessions, searchRange, type DoctorView } from './doctors';
import type { DoctorRecord } from '../lib/reference';
import { loadSchedule, type SessionRecord } from './schedule';

/** The doctor lists of `web/dokter` and `web/jadwal`, and one doctor of `web/dokter/:slug`. */

type DoctorField =
  'id' | 'physicians' | 'company_id' | 'poli_id' | 'speciality_slug' | 'speciality' | 'name' | 'day';

export const DOCTOR_SPEC: ListSpec<DoctorField, DoctorOrder> = {
  fields: {
    id: { type: 'int' },
    physicians: { type: 'int' },
    company_id: { type: 'int' },
    poli_id: { type: 'int' },
    speciality_slug: { type: 'text', ops: ['=', '!=', 'in', 'not in'] },
    speciality: { type: 'text', ops: ['=', '!=', 'in', 'not in'] },
    name: { type: 'text', ops: ['=', 'ilike'] },
    day: { type: 'int' },
  },
  params: ['id', 'physicians', 'company_id', 'poli_id', 'speciality', 'day'],
  orders: DOCTOR_ORDERS,
  defaultOrder: 'name asc',
  defaultLimit: 20,
  extraParams: ['name', 'q', 'start_day'],
};

export interface DoctorQuery {
  parsed: ParsedList<DoctorField, DoctorOrder>;
  /** First day searched for the next session, 0 = today. */
  startDay: number;
}

/** The list query of both doctor lists; `name` or `q` searches the name. */
export function parseDoctorQuery(ctx: AppContext, query: QueryInput): DoctorQuery {
  const parsed = parseList(query, DOCTOR_SPEC);
  const name = parsed.extras.name ?? parsed.extras.q;
  if (name && name.trim() !== '') parsed.filters.push({ field: 'name', op: 'ilike', value: name.trim() });
  const startDay = parseNonNegativeInt(parsed.extras.start_day, 'start_day', 0, ctx.config.bookingWindowDays);
  return { parsed, startDay };
}

function lineFilterFrom(filters: ParsedFilter<DoctorField>[]): ((s: SessionRecord) => boolean) | undefined {
  const relevant = filters.filter(
    (f) => (f.field === 'company_id' || f.field === 'poli_id') && f.op !== 'ilike',
  );
  if (relevant.length === 0) return undefined;
  return (session) =>
    relevant.every((f) => matchesFilter(f.field === 'company_id' ? session.companyId : session.poliId, f));
}

/** Sorts by the person's name, not by the `dr.`/`drg.` title. */
function nameKey(name: string): string {
  return name.replace(/^(dr|drg)\.\s*/i, '').toLowerCase();
}

/**
 * `scheduleOnly` (`web/jadwal`): only doctors with schedule lines, the lines limited to the hospital
 * and clinic filters.
 */
export async function listDoctors(
  ctx: AppContext,
  { parsed, startDay }: DoctorQuery,
  lang: Lang,
  scheduleOnly: boolean,
): Promise<ListPage<Doctor>> {
  const now = jakartaNow(ctx.clock());
  const ref = await ctx.ref.get();
  const { from, to } = searchRange(now, startDay, ctx.config.bookingWindowDays);
  const data = await loadSchedule(ctx.db, { from: now.today, to }, ctx.schedules);
  const byDoctor = groupSessions(data);
  const lineFilter = scheduleOnly ? lineFilterFrom(parsed.filters) : undefined;
  const view: DoctorView = { lang, now, from, to, media: ctx.media, lineFilter };

  const candidates = ref.doctors.filter((doctor) => {
    const sessions = byDoctor.get(doctor.id)?.sessions ?? [];
    const weekly = sessions.filter((s) => s.dayOfWeek !== null);
    const scoped = lineFilter ? weekly.filter(lineFilter) : weekly;
    if (scheduleOnly && scoped.length === 0) return false;
    return parsed.filters.every((f) => {
      switch (f.field) {
        case 'id':
        case 'physicians':
          return matchesFilter(doctor.id, f);
        case 'company_id':
          return matchesFilter([...new Set([doctor.companyId, ...weekly.map((s) => s.companyId)])], f);
        case 'poli_id':
          return matchesFilter([...new Set(sessions.map((s) => s.poliId))], f);
        case 'speciality':
        case 'speciality_slug':
          return matchesFilter(doctor.specialitySlug, f);
        case 'name':
          return matchesFilter(doctor.name, f);
        case 'day':
          return matchesFilter([...new Set(scoped.map((s) => s.dayOfWeek ?? -1))], f);
      }
    });
  });

  const build = (doctor: DoctorRecord) => buildDoctor(doctor, ref, byDoctor.get(doctor.id), view);
  let page: Doctor[];
  if (parsed.order === 'next_session asc') {
    const all = candidates.map(build);
    const key = (d: Doctor) => (d.next_session ? `${d.next_session.date} ${d.next_session.start}` : '9999');
    all.sort((a, b) => key(a).localeCompare(key(b)) || a.name.localeCompare(b.name));
    page = all.slice(parsed.offset, parsed.offset + parsed.limit);
  } else {
    const sorted = [...candidates].sort((a, b) => {
      if (parsed.order === 'id asc') return a.id - b.id;
      const byName = nameKey(a.name).localeCompare(nameKey(b.name));
      return parsed.order === 'name desc' ? -byName : byName;
    });
    page = sorted.slice(parsed.offset, parsed.offset + parsed.limit).map(build);
  }
  return { results: page, count: candidates.length };
}

/** One doctor by id (digits) or slug, with the upcoming sessions of the booking window. */
export async function findDoctor(ctx: AppContext, key: string, lang: Lang): Promise<DoctorDetail> {
  const ref = await ctx.ref.get();
  const doctor = /^\d+$/.test(key)
    ? ref.doctorsById.get(Number(key))
    : ref.doctors.find((d) => d.slug === key.toLowerCase());
  if (!doctor) throw notFound();
  const now = jakartaNow(ctx.clock());
  const { from, to } = searchRange(now, 0, ctx.config.bookingWindowDays);
  const data = await loadSchedule(ctx.db, { doctorIds: [doctor.id], from: now.today, to }, ctx.schedules);
  return buildDoctorDetail(doctor, ref, data, { lang, now, from, to, media: ctx.media });
}

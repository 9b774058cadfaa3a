import type { FastifyInstance } from 'fastify';
import {
  DOCTOR_ORDERS,
  type Doctor,
  type DoctorOrder,
  type Poli,
  type Speciality,
} from '@hospital/api-client';
import { MOTHER_AND_CHILD_POLI_IDS } from '@hospital/domain';
import type { AppContext } from '../context';
import { itemOf, listOf } from '../http/envelope';
import { notFound } from '../http/errors';
import {
  assertKnownParams,
  matchesFilter,
  parseList,
  parseNonNegativeInt,
  type ListSpec,
  type ParsedFilter,
  type QueryInput,
} from '../http/queryParams';
import {
  buildDoctor,
  buildDoctorDetail,
  groupSessions,
  searchRange,
  type DoctorView,
} from '../services/doctors';
import { loadSchedule, type SessionRecord } from '../services/schedule';
import { poliLocation, type CompanyRecord } from '../services/reference';
import { nowOf, queryOf } from './helpers';

type DoctorField =
  'id' | 'physicians' | 'company_id' | 'poli_id' | 'speciality_slug' | 'speciality' | 'name' | 'day';

const DOCTOR_SPEC: ListSpec<DoctorField, DoctorOrder> = {
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

interface DoctorListOptions {
  /** `web/jadwal`: only doctors with schedule lines, lines limited to the hospital/poli filters. */
  scheduleOnly: boolean;
}

function lineFilterFrom(filters: ParsedFilter<DoctorField>[]): ((s: SessionRecord) => boolean) | undefined {
  const relevant = filters.filter(
    (f) => (f.field === 'company_id' || f.field === 'poli_id') && f.op !== 'ilike',
  );
  if (relevant.length === 0) return undefined;
  return (session) =>
    relevant.every((f) => matchesFilter(f.field === 'company_id' ? session.companyId : session.poliId, f));
}

function parseDoctorQuery(ctx: AppContext, query: QueryInput) {
  const parsed = parseList(query, DOCTOR_SPEC);
  const name = parsed.extras.name ?? parsed.extras.q;
  if (name && name.trim() !== '') parsed.filters.push({ field: 'name', op: 'ilike', value: name.trim() });
  const startDay = parseNonNegativeInt(parsed.extras.start_day, 'start_day', 0, ctx.config.bookingWindowDays);
  return { parsed, startDay };
}

export function registerDoctorRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function doctorList(query: QueryInput, langCode: 'id' | 'en', options: DoctorListOptions) {
    const { parsed, startDay } = parseDoctorQuery(ctx, query);
    const now = nowOf(ctx);
    const ref = await ctx.ref.get();
    const { from, to } = searchRange(now, startDay, ctx.config.bookingWindowDays);
    const data = await loadSchedule(ctx.db, { from: now.today, to }, ctx.schedules);
    const byDoctor = groupSessions(data);
    const lineFilter = options.scheduleOnly ? lineFilterFrom(parsed.filters) : undefined;
    const view: DoctorView = { lang: langCode, now, from, to, media: ctx.media, lineFilter };

    const candidates = ref.doctors.filter((doctor) => {
      const sessions = byDoctor.get(doctor.id)?.sessions ?? [];
      const weekly = sessions.filter((s) => s.dayOfWeek !== null);
      const scoped = lineFilter ? weekly.filter(lineFilter) : weekly;
      if (options.scheduleOnly && scoped.length === 0) return false;
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

    const build = (doctor: (typeof candidates)[number]) =>
      buildDoctor(doctor, ref, byDoctor.get(doctor.id), view);
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
    return listOf(page, candidates.length);
  }

  app.get('/web/dokter', async (request) =>
    doctorList(queryOf(request), request.lang, { scheduleOnly: false }),
  );
  app.get('/web/jadwal', async (request) =>
    doctorList(queryOf(request), request.lang, { scheduleOnly: true }),
  );

  app.get<{ Params: { slug: string } }>('/web/dokter/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    const ref = await ctx.ref.get();
    const key = request.params.slug;
    const doctor = /^\d+$/.test(key)
      ? ref.doctorsById.get(Number(key))
      : ref.doctors.find((d) => d.slug === key.toLowerCase());
    if (!doctor) throw notFound();
    const now = nowOf(ctx);
    const { from, to } = searchRange(now, 0, ctx.config.bookingWindowDays);
    const data = await loadSchedule(ctx.db, { doctorIds: [doctor.id], from: now.today, to }, ctx.schedules);
    return itemOf(
      buildDoctorDetail(doctor, ref, data, { lang: request.lang, now, from, to, media: ctx.media }),
    );
  });

  type PoliField = 'id' | 'company_id' | 'name' | 'day' | 'speciality_slug';
  type PoliOrder = 'seq asc' | 'seq desc' | 'name asc' | 'id asc';
  const POLI_SPEC: ListSpec<PoliField, PoliOrder> = {
    fields: {
      id: { type: 'int' },
      company_id: { type: 'int' },
      name: { type: 'text', ops: ['=', 'ilike'] },
      day: { type: 'int' },
      speciality_slug: { type: 'text', ops: ['=', '!=', 'in', 'not in'] },
    },
    params: ['id', 'company_id', 'day'],
    orders: ['seq asc', 'seq desc', 'name asc', 'id asc'],
    defaultOrder: 'seq asc',
    defaultLimit: 100,
    extraParams: ['with_schedule', 'start_day'],
  };

  app.get('/web/poli', async (request) => {
    const query = queryOf(request);
    const parsed = parseList(query, POLI_SPEC);
    const lang = request.lang;
    // start_day is the appointment-search variant of SPEC 7: it implies "with schedule".
    const withSchedule =
      parsed.extras.with_schedule === 'true' ||
      parsed.extras.with_schedule === '1' ||
      parsed.extras.start_day !== undefined;
    if (parsed.extras.start_day !== undefined) {
      parseNonNegativeInt(parsed.extras.start_day, 'start_day', 0, ctx.config.bookingWindowDays);
    }
    const ref = await ctx.ref.get();
    const now = nowOf(ctx);
    const data = await loadSchedule(ctx.db, { from: now.today, to: now.today }, ctx.schedules);
    const weekly = data.sessions.filter((s) => s.dayOfWeek !== null);
    const polis = [...ref.polis.values()].filter((p) => !p.excluded);
    const filtered = polis.filter((p) => {
      const sessions = weekly.filter((s) => s.poliId === p.id);
      if (withSchedule && sessions.length === 0) return false;
      return parsed.filters.every((f) => {
        switch (f.field) {
          case 'id':
            return matchesFilter(p.id, f);
          case 'company_id':
            return matchesFilter(p.companyId, f);
          case 'name':
            return matchesFilter([p.name.id, p.name.en], f);
          case 'day':
            return matchesFilter([...new Set(sessions.map((s) => s.dayOfWeek ?? -1))], f);
          case 'speciality_slug':
            return matchesFilter(p.specialitySlug ?? '', f);
        }
      });
    });
    filtered.sort((a, b) => {
      switch (parsed.order) {
        case 'seq desc':
          return b.seq - a.seq || b.companyId - a.companyId;
        case 'name asc':
          return a.name[lang].localeCompare(b.name[lang]) || a.companyId - b.companyId;
        case 'id asc':
          return a.id - b.id;
        default:
          return a.seq - b.seq || a.companyId - b.companyId;
      }
    });
    const page = filtered.slice(parsed.offset, parsed.offset + parsed.limit).map((p): Poli => ({
      id: p.id,
      seq: p.seq,
      name: p.name[lang],
      company_id: p.companyId,
      company_name: ref.companies.get(p.companyId)?.name ?? '',
      speciality_slug: p.specialitySlug ?? '',
      is_mother_and_child: MOTHER_AND_CHILD_POLI_IDS.includes(p.id),
      doctor_count: new Set(weekly.filter((s) => s.poliId === p.id).map((s) => s.doctorId)).size,
      location: poliLocation(ref, p.id, lang),
    }));
    return listOf(page, filtered.length);
  });

  app.get('/web/speciality', async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['company_id']);
    const companyId =
      query.company_id === undefined ? undefined : parseNonNegativeInt(query.company_id, 'company_id', 0);
    const ref = await ctx.ref.get();
    const now = nowOf(ctx);
    const data = await loadSchedule(ctx.db, { from: now.today, to: now.today, companyId }, ctx.schedules);
    const lang = request.lang;
    const results: Speciality[] = [];
    for (const speciality of ref.specialities.values()) {
      const poliIds = [...ref.polis.values()]
        .filter((p) => !p.excluded && p.specialitySlug === speciality.slug)
        .filter((p) => companyId === undefined || p.companyId === companyId)
        .map((p) => p.id);
      if (poliIds.length === 0) continue;
      const doctorIds = new Set(
        ref.doctors
          .filter((d) => d.specialitySlug === speciality.slug)
          .filter((d) => companyId === undefined || data.sessions.some((s) => s.doctorId === d.id))
          .map((d) => d.id),
      );
      results.push({
        slug: speciality.slug,
        name: speciality.name[lang],
        description: speciality.description[lang],
        doctor_count: doctorIds.size,
        poli_ids: poliIds,
        path: `/specialist/${speciality.slug}`,
      });
    }
    return listOf(results);
  });

  const toCompany = (c: CompanyRecord, lang: 'id' | 'en') => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    short_name: c.shortName,
    city: c.city,
    address: c.address,
    postal_code: c.postalCode,
    phone: c.phone,
    phone_display: c.phoneDisplay,
    emergency_phone: c.emergencyPhone,
    whatsapp: c.whatsapp,
    email: c.email,
    opening_hours: c.openingHours.map((o) => ({ label: o.label[lang], hours: o.hours[lang] })),
    latitude: c.latitude,
    longitude: c.longitude,
    description: c.description[lang],
    image: ctx.media('hospital', c.slug),
    path: `/hospital/${c.slug}`,
    bed_count: c.bedCount,
    services: c.services.map((s) => s[lang]),
  });

  app.get('/web/company', async (request) => {
    assertKnownParams(queryOf(request), []);
    const ref = await ctx.ref.get();
    return listOf([...ref.companies.values()].map((c) => toCompany(c, request.lang)));
  });

  app.get<{ Params: { slug: string } }>('/web/company/:slug', async (request) => {
    assertKnownParams(queryOf(request), []);
    const ref = await ctx.ref.get();
    const key = request.params.slug;
    const company = [...ref.companies.values()].find((c) => c.slug === key || String(c.id) === key);
    if (!company) throw notFound();
    return itemOf(toCompany(company, request.lang));
  });
}

/** Sorts by the person's name, not by the `dr.`/`drg.` title. */
function nameKey(name: string): string {
  return name.replace(/^(dr|drg)\.\s*/i, '').toLowerCase();
}

import type { Company, Lang, Poli, Speciality } from '@hospital/contract';
import type { AppContext } from '../context';
import type { ListPage } from '../http/envelope';
import { notFound } from '../lib/errors';
import { matchesFilter, parseNonNegativeInt, type ListSpec, type ParsedList } from '../http/queryParams';
import { toCompany, toPoli, toSpeciality } from './mappers';
import { jakartaNow } from '../lib/clock';
import type { ReferenceData } from '../lib/reference';
import { loadSchedule } from './schedule';

/** The hospitals, their clinics (poli) and the specialities, counted from today's weekly sessions. */

type PoliField = 'id' | 'company_id' | 'name' | 'day' | 'speciality_slug';
type PoliOrder = 'seq asc' | 'seq desc' | 'name asc' | 'id asc';
export const POLI_LIST: ListSpec<PoliField, PoliOrder> = {
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

export async function listPolis(
  ctx: AppContext,
  parsed: ParsedList<PoliField, PoliOrder>,
  lang: Lang,
): Promise<ListPage<Poli>> {
  // start_day is the appointment-search variant of SPEC 7: it implies "with schedule".
  const withSchedule =
    parsed.extras.with_schedule === 'true' ||
    parsed.extras.with_schedule === '1' ||
    parsed.extras.start_day !== undefined;
  if (parsed.extras.start_day !== undefined) {
    parseNonNegativeInt(parsed.extras.start_day, 'start_day', 0, ctx.config.bookingWindowDays);
  }
  const ref = await ctx.ref.get();
  const now = jakartaNow(ctx.clock());
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
  const doctorCount = (poliId: number) =>
    new Set(weekly.filter((s) => s.poliId === poliId).map((s) => s.doctorId)).size;
  return {
    results: filtered
      .slice(parsed.offset, parsed.offset + parsed.limit)
      .map((p) => toPoli(p, ref, doctorCount(p.id), lang)),
    count: filtered.length,
  };
}

/**
 * The specialities with a clinic (of one hospital with `companyId`); with a hospital, only the
 * doctors practising there today count.
 */
export async function listSpecialities(
  ctx: AppContext,
  companyId: number | undefined,
  lang: Lang,
): Promise<Speciality[]> {
  const ref = await ctx.ref.get();
  const now = jakartaNow(ctx.clock());
  const data = await loadSchedule(ctx.db, { from: now.today, to: now.today, companyId }, ctx.schedules);
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
    results.push(toSpeciality(speciality, poliIds, doctorIds.size, lang));
  }
  return results;
}

/** The specialities of a hospital's bookable clinics, each once, in the clinics' order. */
function specialitySlugsOf(ref: ReferenceData, companyId: number): string[] {
  const slugs = [...ref.polis.values()]
    .filter((p) => p.companyId === companyId && !p.excluded && p.specialitySlug)
    .map((p) => p.specialitySlug as string);
  return [...new Set(slugs)];
}

export async function listCompanies(ctx: AppContext, lang: Lang): Promise<Company[]> {
  const ref = await ctx.ref.get();
  return [...ref.companies.values()].map((c) => toCompany(c, lang, ctx.media, specialitySlugsOf(ref, c.id)));
}

/** One hospital by slug or id. */
export async function findCompany(ctx: AppContext, key: string, lang: Lang): Promise<Company> {
  const ref = await ctx.ref.get();
  const company = [...ref.companies.values()].find((c) => c.slug === key || String(c.id) === key);
  if (!company) throw notFound();
  return toCompany(company, lang, ctx.media, specialitySlugsOf(ref, company.id));
}

import type { DoctorQuery, Poli } from '@hospital/api-client';
import { withShownPages } from '@hospital/remote-kit';

export type DoctorSort = 'name' | 'soonest';

/** The search as it lives in the URL, so a shared link or the back button restores it. */
export interface DoctorFilters {
  /** Hospital (company) id. */
  hospital: number | null;
  /** Poli (clinic) id: the speciality at one hospital. */
  poli: number | null;
  /**
   * A speciality at every hospital (its slug), chosen while no hospital is: each clinic is offered once
   * then, not once per hospital (docs/decisions.md, issue 15 item 9).
   */
  speciality: string | null;
  name: string;
  /** 0 = Sunday ... 6 = Saturday. */
  day: number | null;
  sort: DoctorSort;
}

export const EMPTY_FILTERS: DoctorFilters = {
  hospital: null,
  poli: null,
  speciality: null,
  name: '',
  day: null,
  sort: 'name',
};

/** Query parameter names in the URL of `/appointment`, and so the names of the search form's fields. */
export const FILTER_PARAMS = {
  hospital: 'hospital',
  poli: 'poli',
  speciality: 'speciality',
  name: 'name',
  day: 'day',
  sort: 'sort',
} as const satisfies Record<keyof DoctorFilters, string>;

const MAX_NAME_LENGTH = 80;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const parsed = Number(value);
  return parsed > 0 ? parsed : null;
}

function slug(value: string | null): string | null {
  return value !== null && /^[a-z0-9-]{1,80}$/.test(value) ? value : null;
}

function weekday(value: string | null): number | null {
  return value !== null && /^[0-6]$/.test(value) ? Number(value) : null;
}

export function normaliseName(value: string): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);
}

/** Reads the filters from a query string; anything malformed is ignored rather than failing the page. */
export function parseFilters(params: URLSearchParams): DoctorFilters {
  return {
    hospital: positiveInt(params.get(FILTER_PARAMS.hospital)),
    poli: positiveInt(params.get(FILTER_PARAMS.poli)),
    speciality: slug(params.get(FILTER_PARAMS.speciality)),
    name: normaliseName(params.get(FILTER_PARAMS.name) ?? ''),
    day: weekday(params.get(FILTER_PARAMS.day)),
    sort: params.get(FILTER_PARAMS.sort) === 'soonest' ? 'soonest' : 'name',
  };
}

/**
 * Writes the filters into a copy of `params`, keeping parameters that are not ours (e.g. `lang`). A new
 * search starts at its first page: the count of pages shown (`page`, shownPages) goes.
 */
export function writeFilters(params: URLSearchParams, filters: DoctorFilters): URLSearchParams {
  const next = withShownPages(params, 1);
  const put = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  put(FILTER_PARAMS.hospital, filters.hospital === null ? null : String(filters.hospital));
  put(FILTER_PARAMS.poli, filters.poli === null ? null : String(filters.poli));
  put(FILTER_PARAMS.speciality, filters.speciality);
  put(FILTER_PARAMS.name, normaliseName(filters.name));
  put(FILTER_PARAMS.day, filters.day === null ? null : String(filters.day));
  put(FILTER_PARAMS.sort, filters.sort === 'soonest' ? 'soonest' : null);
  return next;
}

/**
 * The search the visitor asked for, in the form the browser's controls write it, given the clinics: a
 * clinic (`poli`) at the chosen hospital, or a speciality (`speciality`, its slug) at every hospital.
 * The form without JavaScript sends what its controls held when the page was rendered, so a visitor who
 * changes the hospital and the speciality in one submit sends the speciality as the other shape: a slug
 * with a hospital, another hospital's clinic, or a clinic with "all hospitals". Each means the same
 * speciality, mapped as the browser's hospital select maps it (DoctorFilters). A clinic id that is no
 * clinic is ignored. Without the clinics (not loaded) the filters are left as they are. The same object
 * comes back when nothing changes, so memoised readers see no new search.
 */
export function resolveFilters(filters: DoctorFilters, polis: readonly Poli[]): DoctorFilters {
  if (polis.length === 0 || (filters.poli === null && filters.speciality === null)) return filters;
  const clinic = filters.poli === null ? undefined : polis.find((p) => p.id === filters.poli);
  let next: Pick<DoctorFilters, 'poli' | 'speciality'>;
  if (filters.hospital === null) {
    next = clinic
      ? clinic.speciality_slug
        ? { poli: null, speciality: clinic.speciality_slug }
        : { poli: clinic.id, speciality: null }
      : { poli: null, speciality: filters.speciality };
  } else if (clinic && clinic.company_id === filters.hospital) {
    next = { poli: clinic.id, speciality: null };
  } else {
    // The speciality of another hospital's clinic, or the slug; a clinic id that is no clinic says nothing.
    const slug = clinic ? clinic.speciality_slug || null : filters.speciality;
    const here =
      slug === null
        ? undefined
        : polis.find((p) => p.company_id === filters.hospital && p.speciality_slug === slug);
    // A speciality this hospital has no clinic of stays a slug: the API answers that nobody practises it there.
    next = here ? { poli: here.id, speciality: null } : { poli: null, speciality: slug };
  }
  return next.poli === filters.poli && next.speciality === filters.speciality
    ? filters
    : { ...filters, ...next };
}

/** Whether two searches are the same. */
export function sameFilters(a: DoctorFilters, b: DoctorFilters): boolean {
  return (Object.keys(FILTER_PARAMS) as (keyof DoctorFilters)[]).every((key) => a[key] === b[key]);
}

export function isFiltered(filters: DoctorFilters): boolean {
  return (
    filters.hospital !== null ||
    filters.poli !== null ||
    filters.speciality !== null ||
    filters.name !== '' ||
    filters.day !== null ||
    filters.sort !== 'name'
  );
}

/** The `web/jadwal` query of a search (paging is added by the store). */
export function toDoctorQuery(filters: DoctorFilters): DoctorQuery {
  const query: DoctorQuery = { order: filters.sort === 'soonest' ? 'next_session asc' : 'name asc' };
  if (filters.hospital !== null) query.company_id = filters.hospital;
  if (filters.poli !== null) query.poli_id = filters.poli;
  else if (filters.speciality !== null) query.speciality = filters.speciality;
  if (filters.name) query.name = filters.name;
  if (filters.day !== null) query.day = filters.day;
  return query;
}

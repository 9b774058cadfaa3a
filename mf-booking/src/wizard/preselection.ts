import { isValidIsoDate } from '@hospital/domain';
import type { Preselection } from './draftStore';

/**
 * Query parameters of the doctor search's links: `/appointment/create?doctor=<id>&company=<id>&poli=<id>`,
 * from a doctor's profile also `&date=<YYYY-MM-DD>&session=<id>`.
 */
export const PRESELECTION_PARAMS = {
  doctorId: 'doctor',
  companyId: 'company',
  poliId: 'poli',
  sessionId: 'session',
} as const;
export const DATE_PARAM = 'date';

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** The hospital, clinic and doctor named in the URL, or null when it names none. */
export function parsePreselection(params: URLSearchParams): Preselection | null {
  const preselection: Preselection = {};
  for (const [field, param] of Object.entries(PRESELECTION_PARAMS) as [
    keyof typeof PRESELECTION_PARAMS,
    string,
  ][]) {
    const value = positiveInt(params.get(param));
    if (value !== undefined) preselection[field] = value;
  }
  // A date or session only means something for a named doctor.
  if (preselection.doctorId === undefined) {
    delete preselection.sessionId;
    return Object.keys(preselection).length > 0 ? preselection : null;
  }
  const date = params.get(DATE_PARAM);
  if (date && isValidIsoDate(date)) preselection.date = date;
  else delete preselection.sessionId;
  return preselection;
}

/** The same query without the pre-selection (it has been copied into the draft). */
export function withoutPreselection(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const param of [...Object.values(PRESELECTION_PARAMS), DATE_PARAM]) next.delete(param);
  return next;
}

/**
 * The hospital a patient searched in travels with her to a doctor's profile (docs/decisions.md, issue 15 item 5):
 * `/doctor/<slug>?hospital=<id>`, the same parameter as the search's filter (features/search/filters.ts).
 */
const HOSPITAL_PARAM = 'hospital';

export function profileHref(slug: string, hospital?: number | null): string {
  const path = `/doctor/${slug}`;
  return hospital ? `${path}?${HOSPITAL_PARAM}=${hospital}` : path;
}

/** The hospital of a profile's URL, or null (missing or malformed: no preference). */
export function preferredHospitalOf(params: URLSearchParams): number | null {
  const value = params.get(HOSPITAL_PARAM);
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value) > 0 ? Number(value) : null;
}

/** Hospital ids with the preferred one first, the others in their order. */
export function preferredFirst(ids: readonly number[], preferred: number | null | undefined): number[] {
  const unique = [...new Set(ids)];
  return preferred != null && unique.includes(preferred)
    ? [preferred, ...unique.filter((id) => id !== preferred)]
    : unique;
}

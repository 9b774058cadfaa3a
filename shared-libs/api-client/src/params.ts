import type { Filter } from '@hospital/contract';

type ParamValue = string | number | boolean | null | undefined | readonly (string | number)[] | Filter[];

/**
 * Flattens query objects the way the API reads them: `filters` as JSON, other arrays
 * comma-separated, undefined and null dropped.
 */
export function toQueryParams(query: object | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  if (!query) return params;
  for (const [key, raw] of Object.entries(query as Record<string, ParamValue>)) {
    if (raw === undefined || raw === null) continue;
    if (key === 'filters') {
      if (Array.isArray(raw) && raw.length > 0) params.filters = JSON.stringify(raw);
      continue;
    }
    params[key] = Array.isArray(raw) ? raw.join(',') : String(raw);
  }
  return params;
}

/** Body of an `application/x-www-form-urlencoded` request. */
export function toFormBody(values: object): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(key, String(value));
  }
  return form.toString();
}

import type { Company } from '@hospital/api-client';

/** "Bandung, Cianjur" for the hospitals an offer applies to (short names; ids when not loaded yet). */
export function hospitalNames(ids: readonly number[], companies: readonly Company[] | null): string {
  return ids
    .map((id) => companies?.find((c) => c.id === id)?.short_name)
    .filter((name): name is string => Boolean(name))
    .join(', ');
}

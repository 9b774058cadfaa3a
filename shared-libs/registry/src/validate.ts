import { LAYOUTS, RegistryDocument, RegistryEntry, RouteDefinition } from './types';

export interface RegistryProblem {
  remote: string;
  problem: string;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function validateRoutes(value: unknown): value is RouteDefinition[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (r) =>
        isRecord(r) &&
        typeof r.path === 'string' &&
        r.path.startsWith('/') &&
        (LAYOUTS as readonly unknown[]).includes(r.layout) &&
        (r.personal === undefined || typeof r.personal === 'boolean') &&
        (r.eager === undefined || typeof r.eager === 'boolean'),
    )
  );
}

function entryProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'entry is not an object';
  if (typeof value.version !== 'string' || !value.version) return 'version missing';
  if (typeof value.entry !== 'string' || !value.entry) return 'entry URL missing';
  if (!validateRoutes(value.routes)) return 'routes missing or malformed';
  if (value.previous !== undefined && !Array.isArray(value.previous)) return 'previous is not a list';
  return null;
}

/**
 * Splits a registry document into the usable entries and the problems of the others, so one malformed
 * remote fails alone (docs/decisions.md, issue 2: "One malformed remote entry fails that remote alone").
 * Throws only when the document as a whole is unusable.
 */
export function parseRegistry(value: unknown): { entries: RegistryDocument; problems: RegistryProblem[] } {
  if (!isRecord(value)) throw new Error('registry is not a JSON object');
  const entries: RegistryDocument = {};
  const problems: RegistryProblem[] = [];
  for (const [remote, raw] of Object.entries(value)) {
    const problem = entryProblem(raw);
    if (problem) {
      problems.push({ remote, problem });
      continue;
    }
    const entry = raw as unknown as RegistryEntry;
    entries[remote] = { ...entry, previous: entry.previous ?? [] };
  }
  return { entries, problems };
}

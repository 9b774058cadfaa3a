import { parseRegistry, RegistryDocument, RegistryProblem } from '@hospital/registry';

export interface LoadedRegistry {
  entries: RegistryDocument;
  problems: RegistryProblem[];
}

/** The registry is never cached long (docs/architecture.md §3): `no-cache` revalidates on every start-up. */
export async function fetchRegistry(
  url: string = process.env.REGISTRY_URL as string,
): Promise<LoadedRegistry> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`registry answered ${response.status}`);
  const body: unknown = await response.json();
  const parsed = parseRegistry(body);
  for (const p of parsed.problems) console.error(`[shell] registry entry ${p.remote} ignored: ${p.problem}`);
  return parsed;
}

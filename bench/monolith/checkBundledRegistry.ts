import { findRouteOwner, parseRegistry } from '@hospital/registry';
import { REMOTE_NAMES } from '@hospital/registry/apps';
import { BUNDLED_REGISTRY, fetchRegistry } from './bundledRegistry';

/**
 * What is wrong with the monolith's bundled registry, checked before each monolith build (it is the
 * benchmark's code, outside the test projects): every remote with valid routes, like the registry the
 * federated site serves, and each path given to the same remote.
 */
export async function bundledRegistryProblems(): Promise<string[]> {
  const problems: string[] = [];
  const missing = REMOTE_NAMES.filter((name) => !(name in BUNDLED_REGISTRY));
  if (missing.length) problems.push(`remotes missing from the bundle: ${missing.join(', ')}`);
  const loaded = await fetchRegistry();
  for (const p of [...loaded.problems, ...parseRegistry(loaded.entries).problems])
    problems.push(`${p.remote}: ${p.problem}`);
  const owners: [string, string | null][] = [
    ['/appointment', 'mf-doctors'],
    ['/appointment/create', 'mf-booking'],
    ['/', 'mf-content'],
    ['/no/such/page', null],
  ];
  for (const [pathname, remote] of owners) {
    const owner = findRouteOwner(BUNDLED_REGISTRY, pathname)?.remote ?? null;
    if (owner !== remote)
      problems.push(`${pathname} belongs to ${owner ?? 'nobody'}, not ${remote ?? 'nobody'}`);
  }
  return problems;
}

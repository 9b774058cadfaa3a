import type { RegistryDocument, RouteDefinition } from './types';
import { matchPattern } from './matchPattern';

/**
 * Whether a pathname matches a React Router style pattern (`/doctor/:id?`, `/news/:slug`, `/coe/*`).
 * Kept dependency-free so the shell can decide which remote is active before any router loads; the
 * remotes' router uses the same `matchPattern`, so the shell and the remote agree on every path.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  return matchPattern(pattern, pathname) !== null;
}

function trimSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/** Static segments weigh more than params so `/about/management` beats `/about/:slug`. */
function specificity(pattern: string): number {
  return trimSlash(pattern)
    .split('/')
    .filter(Boolean)
    .reduce((sum, s) => sum + (s === '*' ? 0 : s.startsWith(':') ? 2 : 3), 0);
}

export interface RouteMatch {
  remote: string;
  route: RouteDefinition;
}

/** The remote that owns a pathname, or null when none claims it (the shell then shows its 404 page). */
export function findRouteOwner(registry: RegistryDocument, pathname: string): RouteMatch | null {
  let best: RouteMatch | null = null;
  let bestScore = -1;
  for (const [remote, entry] of Object.entries(registry)) {
    for (const route of entry.routes) {
      if (!matchesPattern(route.path, pathname)) continue;
      const score = specificity(route.path);
      if (score > bestScore) {
        best = { remote, route };
        bestScore = score;
      }
    }
  }
  return best;
}

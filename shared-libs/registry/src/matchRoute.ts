import { RegistryDocument, RouteDefinition } from './types';

/**
 * Matches a pathname against a react-router style pattern (`/doctor/:id?`, `/news/:slug`, `/coe/*`).
 * Kept dependency-free so the shell can decide which remote is active before any router loads.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = trimSlash(pathname.split(/[?#]/)[0] ?? '');
  const segments = trimSlash(pattern).split('/').filter(Boolean);
  const parts = path.split('/').filter(Boolean);
  let i = 0;
  for (const segment of segments) {
    if (segment === '*') return true;
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const part = parts[i];
    if (part === undefined) {
      if (optional) continue;
      return false;
    }
    if (name.startsWith(':')) {
      i += 1;
      continue;
    }
    if (decodeURIComponent(part).toLowerCase() !== name.toLowerCase()) {
      if (optional) continue;
      return false;
    }
    i += 1;
  }
  return i === parts.length;
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

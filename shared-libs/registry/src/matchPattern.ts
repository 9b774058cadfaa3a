/** Values of the `:name` segments and of `*` (the rest of the path); undefined for a skipped optional one. */
export type PatternParams = Record<string, string | undefined>;

export interface PatternMatch {
  params: PatternParams;
  /**
   * Rank of the match, in React Router's order: when several patterns match a path, the highest wins
   * (each segment 1, plus 10 per static segment, 3 per param, and -2 for a splat).
   */
  score: number;
}

/**
 * Matches a pathname against a React Router pattern (`/news/:slug`, `/doctor/:id?`, `/coe/*`) the way
 * React Router 7 does: static segments ignore case, `:name` takes one segment, a trailing `?` makes a segment
 * (static or param) optional, `*` takes the rest. Query, hash, repeated and trailing slashes do not matter.
 * Params are URL-decoded. No dependencies: the shell and every remote's router share this one definition.
 */
export function matchPattern(pattern: string, pathname: string): PatternMatch | null {
  const segments = segmentsOf(pattern);
  const parts = segmentsOf(pathname.split(/[?#]/)[0] ?? '').map(decode);
  // Backtracks over optional segments, so `/a/:x?/b` matches `/a/b` like React Router's exploded variants do.
  const walk = (s: number, p: number, params: PatternParams, score: number): PatternMatch | null => {
    const segment = segments[s];
    if (segment === undefined) return p === parts.length ? { params, score } : null;
    if (segment === '*') return { params: { ...params, '*': parts.slice(p).join('/') }, score: score - 1 };
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const param = name.startsWith(':') ? name.slice(1) : null;
    const part = parts[p];
    const found =
      part !== undefined && (param !== null || part.toLowerCase() === name.toLowerCase())
        ? walk(
            s + 1,
            p + 1,
            param === null ? params : { ...params, [param]: part },
            score + (param === null ? 11 : 4),
          )
        : null;
    if (found || !optional) return found;
    return walk(s + 1, p, param === null ? params : { ...params, [param]: undefined }, score);
  };
  return walk(0, 0, {}, 1);
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // A malformed escape (`%E0%A4%A`) is not a reason to fail the whole page: compare it as written.
    return part;
  }
}

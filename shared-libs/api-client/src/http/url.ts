/**
 * Percent-encodes a query key or value the way the client always has: `:`, `$` and `,` stay readable,
 * a space becomes `+`. The API would decode plain `encodeURIComponent` too; keeping the exact bytes
 * keeps cache keys and logs unchanged.
 */
export function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

/** `a=1&b=x+y`, in insertion order; empty string for no values. */
export function encodeQuery(query: Record<string, string> | undefined): string {
  if (!query) return '';
  return Object.entries(query)
    .map(([key, value]) => `${encodeQueryComponent(key)}=${encodeQueryComponent(value)}`)
    .join('&');
}

/** Joins with exactly one slash, whatever slashes the base ends with and the path starts with. */
export function joinPath(baseURL: string, path: string): string {
  if (!path) return baseURL;
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function buildUrl(baseURL: string, path: string, query?: Record<string, string>): string {
  const url = joinPath(baseURL, path);
  const search = encodeQuery(query);
  if (!search) return url;
  const withoutHash = url.split('#')[0];
  return `${withoutHash}${withoutHash.includes('?') ? '&' : '?'}${search}`;
}

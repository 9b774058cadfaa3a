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

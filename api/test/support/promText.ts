/**
 * Reads the Prometheus text format a scrape answers: the value of the one sample of `name` whose
 * labels include all of `labels`, summed when several match (e.g. every status of a route).
 */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  let found = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = new Map<string, string>();
    for (const pair of (match[3] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      present.set(pair[1], pair[2]);
    if (Object.entries(labels).every(([key, value]) => present.get(key) === value)) {
      total += Number(match[4]);
      found = true;
    }
  }
  return found ? total : NaN;
}

/** The scrape's text, from a /metrics URL. */
export async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

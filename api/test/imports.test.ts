/**
 * The API's module graph (docs/decisions.md, "Issue 27 — the API by domain"), read by madge as
 * `npx madge --circular --extensions ts api/src` reads it: no import cycle, and only the HTTP layer
 * knows HTTP statuses — domain code throws `DomainError` (src/lib/errors.ts), `src/http/errors.ts`
 * maps its codes to statuses.
 */
import path from 'node:path';
import madge from 'madge';

const SRC = path.join(__dirname, '../src');
// The HTTP layer, and the plugin that installs it (its rate limiter builds an HttpError).
const HTTP_LAYER = (file: string) => file.startsWith('http/') || file === 'app.ts';

let graph: Record<string, string[]> = {};
let cycles: string[][] = [];

beforeAll(async () => {
  const result = await madge(SRC, { fileExtensions: ['ts'] });
  graph = result.obj();
  cycles = result.circular();
}, 120_000);

describe('api/src imports', () => {
  it('has no import cycle', () => {
    expect(Object.keys(graph).length).toBeGreaterThan(100);
    expect(cycles).toEqual([]);
  });

  it('leaves HTTP statuses to the HTTP layer: only it imports src/http/errors.ts', () => {
    const importers = Object.entries(graph)
      .filter(([file, deps]) => !HTTP_LAYER(file) && deps.includes('http/errors.ts'))
      .map(([file]) => file);
    expect(Object.keys(graph)).toContain('http/errors.ts');
    expect(importers).toEqual([]);
  });
});

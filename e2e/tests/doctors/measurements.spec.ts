import { test, expect, waitForHydration } from '../../support/fixtures';
import { expectResults, filter, listSchedules } from './helpers';

// The two numbers of the note. They are printed and attached to the report; the bounds only
// catch a regression by an order of magnitude (a heavy library, a request per key press).

test.describe('mf-doctors measurements', () => {
  test('gzip bytes of this remote downloaded on /appointment', async ({ browser }) => {
    // Ask for gzip only: the site serves the precompressed .gz of each file.
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
    const page = await context.newPage();
    const files: { url: string; type: string; encoding: string; bytes: number }[] = [];
    page.on('requestfinished', async (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/dist/mf-doctors/')) return;
      const response = await request.response();
      const sizes = await request.sizes();
      files.push({
        url: url.pathname.replace(/^\/dist\/mf-doctors\/[^/]+\//, ''),
        type: request.resourceType(),
        encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        bytes: sizes.responseBodySize,
      });
    });
    await page.goto('/appointment');
    await expect(
      page.getByRole('region', { name: 'Hasil pencarian dokter' }).getByRole('article').first(),
    ).toBeVisible();
    // What a visitor who uses the page downloads: its code starts at the first touch (docs/decisions.md,
    // "Issue 25 — scripts at the first touch").
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    const scripts = files.filter((f) => f.type === 'script');
    const jsBytes = scripts.reduce((sum, f) => sum + f.bytes, 0);
    const allBytes = files.reduce((sum, f) => sum + f.bytes, 0);
    const table = files.map(
      (f) => `${f.type.padEnd(10)} ${f.encoding.padEnd(8)} ${String(f.bytes).padStart(7)}  ${f.url}`,
    );
    console.log(
      `mf-doctors on /appointment:\n${table.join('\n')}\nJS gzip: ${jsBytes} B; all files: ${allBytes} B`,
    );
    test
      .info()
      .annotations.push({ type: 'mf-doctors JS gzip bytes on /appointment', description: String(jsBytes) });
    expect(scripts.length, 'scripts of mf-doctors downloaded').toBeGreaterThan(0);
    expect(scripts.every((f) => f.encoding === 'gzip')).toBe(true);
    expect(jsBytes).toBeLessThan(150_000);
    await context.close();
  });

  test('time from a filter change to rendered results', async ({ page, consoleErrors }) => {
    await page.goto('/appointment');
    const all = await listSchedules(page, {});
    await expectResults(
      page,
      all.results.slice(0, 10).map((d) => d.name),
      all.count,
    );

    const timings: number[] = [];
    const apiTimings: number[] = [];
    const changes: { hospital: string; day: string }[] = [
      { hospital: '1', day: '' },
      { hospital: '1', day: '2' },
      { hospital: '2', day: '2' },
      { hospital: '2', day: '4' },
      { hospital: '', day: '4' },
      { hospital: '', day: '' },
    ];
    let current = { hospital: '', day: '' };
    for (const change of changes) {
      const query: Record<string, number> = {};
      if (change.hospital) query.company_id = Number(change.hospital);
      if (change.day) query.day = Number(change.day);
      const expected = await listSchedules(page, query);
      const names = expected.results.slice(0, 10).map((d) => d.name);
      const field = change.hospital !== current.hospital ? 'Rumah sakit' : 'Hari praktik';
      const value = field === 'Rumah sakit' ? change.hospital : change.day;

      // Start on the select's change event; stop at the first DOM change where the list shows the new
      // doctors. The request's own timing splits the total into network + API and rendering.
      await page.evaluate(
        ({ expectedNames, expectedCount }) => {
          const w = window as unknown as { __measure: Promise<{ total: number; api: number }> };
          w.__measure = new Promise((resolve) => {
            let start = 0;
            document.addEventListener('change', () => (start = performance.now()), {
              capture: true,
              once: true,
            });
            const done = () => {
              const region = document.querySelector('section[aria-labelledby="doctor-results-heading"]');
              const shown = [...(region?.querySelectorAll('article h3') ?? [])].map((h) => h.textContent);
              const status = region?.querySelector('[role="status"]')?.textContent ?? '';
              return (
                start > 0 &&
                shown.length === expectedNames.length &&
                shown.every((name, i) => name === expectedNames[i]) &&
                status.startsWith(String(expectedCount))
              );
            };
            const observer = new MutationObserver(() => {
              if (!done()) return;
              observer.disconnect();
              const end = performance.now();
              const request = performance
                .getEntriesByType('resource')
                .filter((e) => e.name.includes('/api/web/jadwal') && e.startTime >= start)
                .at(-1) as PerformanceResourceTiming | undefined;
              resolve({ total: end - start, api: request ? request.responseEnd - request.startTime : NaN });
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          });
        },
        { expectedNames: names, expectedCount: expected.count },
      );
      await filter(page, field).selectOption(value);
      const measured = await page.evaluate(
        () => (window as unknown as { __measure: Promise<{ total: number; api: number }> }).__measure,
      );
      timings.push(Math.round(measured.total));
      apiTimings.push(Math.round(measured.api));
      current = change;
    }

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const report =
      `filter change -> rendered results (ms): ${timings.join(', ')}; median ${median(timings)}; ` +
      `of which the web/jadwal request: ${apiTimings.join(', ')}; median ${median(apiTimings)}`;
    console.log(report);
    test.info().annotations.push({ type: 'filter change to results', description: report });
    expect(median(timings)).toBeLessThan(2000);
    expect(consoleErrors).toEqual([]);
  });
});

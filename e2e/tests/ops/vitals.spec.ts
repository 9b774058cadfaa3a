import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { freePort } from '../../../api/test/support/postgres';
import { startSite, stopSite, type RunningSite } from '../../support/site';
import { sendVitalsOf } from '../../support/vitals';
import { sampleValue } from '../../../api/test/support/promText';

// Issue 28 item 2 (docs/decisions.md, "Issue 28 — metrics"): real Chromium visits a page, the shell's
// web-vitals reach POST /telemetry/vitals with sendBeacon, and the site server's /metrics (its own port)
// then shows the page's LCP and its server render for the app and version that own it. Its own site,
// serving /metrics (as canary.spec.ts's does).
let site: RunningSite;
let metricsUrl = '';

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  return response.text();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  site = await startSite({ METRICS_PORT: String(port) });
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
});
test.afterAll(() => {
  if (site?.process.pid) stopSite(site.process.pid);
});

test('a visit of / shows in /metrics: its render and its LCP, for the app and version that own it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const registry = JSON.parse(fs.readFileSync(path.join(site.registryDir, 'remotes.json'), 'utf8')) as Record<
    string,
    { version: string }
  >;
  const labels = { app: 'mf-content', version: registry['mf-content'].version };
  expect(site.output()).toContain(`Metrics for Prometheus: ${metricsUrl}`);

  await sendVitalsOf(page, `${site.url}/`);

  let text = '';
  await expect
    .poll(
      async () => {
        text = await scrape();
        return sampleValue(text, 'site_web_vitals_lcp_seconds_count', labels);
      },
      {
        timeout: 20_000,
        message: `no LCP for ${JSON.stringify(labels)} in /metrics`,
      },
    )
    .toBeGreaterThanOrEqual(1);
  // Rendered, or left to the browser past its data budget on a busy machine: a render all the same.
  expect(sampleValue(text, 'site_ssr_renders_total', labels)).toBeGreaterThanOrEqual(1);
  expect(sampleValue(text, 'site_ssr_render_duration_seconds_count', labels)).toBeGreaterThanOrEqual(1);
  const lcp = sampleValue(text, 'site_web_vitals_lcp_seconds_sum', labels);
  expect(lcp).toBeGreaterThan(0);
  expect(lcp).toBeLessThan(60);
  // The API mounted in the site server is in the same scrape: the render asked it for the home page's data.
  expect(sampleValue(text, 'api_requests_total', { status_class: '2xx' })).toBeGreaterThanOrEqual(1);
  test.info().annotations.push({ type: 'LCP of / (s)', description: lcp.toFixed(3) });
});

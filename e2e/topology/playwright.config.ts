import { defineConfig } from '@playwright/test';

process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

// `npm run test:topology` (docs/decisions.md, issue 17): nginx, two site servers, PostgreSQL 15 and coturn, started by the
// spec itself in a temp folder. One worker: the tests run in order on one topology.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // As the end-to-end suite: one retry in CI (the serial group runs again whole). Before the link's
  // connect watchdog (peerLink.ts), the relay-only call sometimes never connected: one browser's
  // relay allocation stopped after coturn's 401 challenge and no candidate ever came. A failed call
  // attaches a trace of both pages (states, candidates, signalling frames) to the report.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../../test-results/topology-report.json' },
    ],
  ],
  outputDir: `../../test-results/topology-${process.env.E2E_RUN_ID}`,
});

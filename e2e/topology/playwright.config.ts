import { defineConfig } from '@playwright/test';

process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

// `npm run test:topology` (issue 17): nginx, two site servers, PostgreSQL 15 and coturn, started by the
// spec itself in a temp folder. One worker: the tests run in order on one topology.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // As the end-to-end suite: one retry in CI. The relay-only call failed once in five runs on
  // 2026-11-23 (no remote video within 30 s, passing on the next run); the serial group runs again whole.
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

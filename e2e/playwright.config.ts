import { defineConfig } from '@playwright/test';

// Several runs may share a machine: each gets its own output folder (Playwright empties it at start).
// Workers inherit the environment, so they see the same id.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

// End-to-end tests of the composed site, built as in production and served by the ops server, in
// Debian's Chromium (browser downloads do not work on our machines).
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  globalTeardown: './support/globalTeardown.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // A failure is run again once, recording a trace that time (`trace: 'on-first-retry'` below).
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/e2e-report.json' }],
  ],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
    // Recording a trace of every test (snapshots and a screencast at each action) made the suite about
    // a third slower on our 2 cores (doctors/search.spec.ts: 120 s with, 76 s without; docs/decisions.md,
    // "Test time"). The retry of a failed test records one; locally, `--trace on` records them all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  outputDir: `../test-results/run-${process.env.E2E_RUN_ID}`,
  projects: [
    { name: 'default', testIgnore: 'nojs/**' },
    // Patient tasks with JavaScript off: links and forms the browser sends itself (docs/decisions.md,
    // issue 25; docs/architecture.md §2c).
    { name: 'no-js', testMatch: 'nojs/**/*.spec.ts', use: { javaScriptEnabled: false } },
  ],
});

import fs from 'node:fs';
import { chromium, type Locator, type Page } from '@playwright/test';
import type { BenchRoute } from './routes';
import { ROOT } from './paths';
import { cachedPage } from './sites';
import { touchToStart } from '../../e2e/support/touch';
import { BROWSER_ARGS } from './weights';

/**
 * INP of scripted interactions under a 4x CPU slowdown (issue 25: the wizard's step changes and the
 * doctor filter <= 200 ms). The page is loaded and taken over by its scripts first (the interactions
 * measured are the enhanced ones, not the HTML's own), then each step is a real input event (a click,
 * a key press: the Event Timing API counts no scripted `selectOption`). INP is web-vitals' `onINP`
 * (the library Chrome's own tools agree with); each step's duration comes from the Event Timing entries
 * of its interaction, to see which one is slow.
 *
 * A click is a hand's: the pointer arrives over the control, then presses it (`press`). Playwright's
 * `locator.click` would move and press in one burst and check its hit target with listeners of its own
 * in the page, which run inside the measured events (about 15 ms of the click's task at 4x in a
 * profile: docs/decisions.md, "Issue 25 — INP: what a press paints").
 */
export const CPU_SLOWDOWN = 4;

export interface InpStep {
  name: string;
  /** The longest Event Timing entry of this step's interactions (ms), null when none was recorded. */
  durationMs: number | null;
}

export interface InpResult {
  scenario: string;
  route: string;
  /** web-vitals INP over the scenario's interactions (ms). */
  inpMs: number | null;
  steps: InpStep[];
  error?: string;
}

interface Scenario {
  name: string;
  route: string;
  /** The remote whose page this is: its slot must be taken over before the first step. */
  remote: string;
  steps: { name: string; act(page: Page): Promise<void> }[];
}

const WEB_VITALS = `${ROOT}/node_modules/web-vitals/dist/web-vitals.iife.js`;

/** Installed before any script of the page: web-vitals' INP and every Event Timing entry with an interaction. */
function observerScript(): string {
  return `${fs.readFileSync(WEB_VITALS, 'utf8')}
;(() => {
  window.__bench = { inp: null, events: [] };
  webVitals.onINP((metric) => { window.__bench.inp = metric.value; }, { reportAllChanges: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__bench.events.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;
}

/** The pointer moves over the control, rests as a hand does, then presses and releases it. */
async function press(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control to press is not on the page');
  const page = control.page();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(100);
  await page.mouse.down();
  await page.mouse.up();
}

const SCENARIOS: Scenario[] = [
  {
    name: 'booking wizard: step changes',
    route: '/appointment/create',
    remote: 'mf-booking',
    steps: [
      {
        name: 'hospital chosen',
        act: (page) =>
          press(
            page.locator('[data-app="mf-booking"]').getByRole('radio', { name: 'Medika Hospital Cianjur' }),
          ),
      },
      {
        name: 'Lanjut: step 1 -> 2',
        act: async (page) => {
          await press(page.getByRole('button', { name: 'Lanjut', exact: true }));
          await page.waitForURL(/[?&]step=2/);
        },
      },
      {
        name: 'Kembali: step 2 -> 1',
        act: async (page) => {
          await press(page.getByRole('button', { name: 'Kembali', exact: true }));
          await page.waitForURL(/[?&]step=1/);
        },
      },
      {
        name: 'Lanjut again: step 1 -> 2',
        act: async (page) => {
          await press(page.getByRole('button', { name: 'Lanjut', exact: true }));
          await page.waitForURL(/[?&]step=2/);
        },
      },
    ],
  },
  {
    name: 'doctor filter',
    route: '/appointment',
    remote: 'mf-doctors',
    steps: [
      {
        name: 'hospital filter (keyboard)',
        act: async (page) => {
          await page.getByRole('search').getByLabel('Rumah sakit', { exact: true }).focus();
          await page.keyboard.press('ArrowDown');
        },
      },
      {
        name: 'day filter (keyboard)',
        act: async (page) => {
          await page.getByRole('search').getByLabel('Hari praktik', { exact: true }).focus();
          await page.keyboard.press('ArrowDown');
        },
      },
      {
        name: 'name typed',
        act: async (page) => {
          await page.getByRole('search').getByLabel('Nama dokter atau spesialis', { exact: true }).focus();
          await page.keyboard.type('and', { delay: 120 });
        },
      },
    ],
  },
];

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // The next paint after the last input, and Event Timing's report of it.
  await page.waitForTimeout(500);
}

async function runScenario(siteUrl: string, scenario: Scenario, pagePath: string): Promise<InpResult> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: false });
    const page = await context.newPage();
    await page.addInitScript({ content: observerScript() });
    const cdp = await context.newCDPSession(page);
    await cachedPage(siteUrl, pagePath);
    await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'load' });
    // The page works as HTML: its code starts at the visitor's first touch (docs/decisions.md, "Issue 25
    // — scripts at the first touch"), made here with a key that does nothing, before any measured input.
    await touchToStart(page);
    // Taken over by its scripts (the shell's marker, docs/server-rendering.md "In the browser"), at
    // full speed: the slowdown is for the interactions.
    await page
      .locator(`[data-app="${scenario.remote}"] [data-remote-version]`)
      .waitFor({ state: 'attached', timeout: 60_000 });
    // A build from before the marker has none: its remote's mount, then a quiet network, then.
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => undefined);
    await settle(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const steps: InpStep[] = [];
    for (const step of scenario.steps) {
      const before = await page.evaluate(() => (window as unknown as BenchWindow).__bench.events.length);
      await step.act(page);
      await settle(page);
      const durationMs = await page.evaluate((from) => {
        const events = (window as unknown as BenchWindow).__bench.events.slice(from);
        return events.length ? Math.max(...events.map((e) => e.duration)) : null;
      }, before);
      steps.push({ name: step.name, durationMs });
    }
    // web-vitals reports INP when the page is hidden; with reportAllChanges, as soon as it changes.
    const inpMs = await page.evaluate(() => (window as unknown as BenchWindow).__bench.inp);
    await context.close();
    return { scenario: scenario.name, route: scenario.route, inpMs, steps };
  } catch (error) {
    return {
      scenario: scenario.name,
      route: scenario.route,
      inpMs: null,
      steps: [],
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await browser.close();
  }
}

interface BenchWindow {
  __bench: { inp: number | null; events: { id: number; duration: number }[] };
}

/** Each scenario `runs` times, in a fresh browser each time; every run is reported. */
export async function measureInp(siteUrl: string, routes: BenchRoute[], runs: number): Promise<InpResult[]> {
  const results: InpResult[] = [];
  for (const scenario of SCENARIOS) {
    const route = routes.find((r) => r.name === scenario.route);
    if (!route) continue;
    for (let run = 0; run < runs; run += 1) results.push(await runScenario(siteUrl, scenario, route.path));
  }
  return results;
}

/** The run of median INP per scenario (the lower middle one for an even count). */
export function medianInp(results: InpResult[]): InpResult[] {
  const groups = new Map<string, InpResult[]>();
  for (const r of results) groups.set(r.scenario, [...(groups.get(r.scenario) ?? []), r]);
  return [...groups.values()].map((group) => {
    const measured = group.filter((r) => r.inpMs !== null).sort((a, b) => (a.inpMs ?? 0) - (b.inpMs ?? 0));
    return measured.length ? measured[Math.floor((measured.length - 1) / 2)] : group[0];
  });
}

import type { Page } from '@playwright/test';

/**
 * A patient's phone in Cianjur as issue 25 describes it: 400 ms of latency, 400 kbit/s each way, and a
 * CPU four times slower than this machine's (Chrome DevTools Protocol, Chromium only).
 */
export const SLOW_PHONE = { latencyMs: 400, kbitPerSecond: 400, cpuSlowdown: 4 } as const;

export async function throttleLikeASlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const bytesPerSecond = (SLOW_PHONE.kbitPerSecond * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/** Whether the scripts have taken the page over (`<html data-hydrated>`, set by the shell). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** Where the taps are kept: the tab's sessionStorage outlives a tap that navigates (a form sent, a link). */
const TAPS_KEY = 'e2e.taps';

/**
 * Records, in the tab, whether the page was hydrated at each pointerdown (capture phase: before any
 * handler of the page runs): proof that a tap was handled by the HTML alone. Read with `tapsHydrated`.
 */
export async function recordTaps(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    window.addEventListener(
      'pointerdown',
      () => {
        const taps = JSON.parse(sessionStorage.getItem(key) ?? '[]') as boolean[];
        taps.push(document.documentElement.hasAttribute('data-hydrated'));
        sessionStorage.setItem(key, JSON.stringify(taps));
      },
      { capture: true },
    );
  }, TAPS_KEY);
}

/**
 * For each tap recorded in this tab: true when the page was already hydrated. A tap that sent a form or
 * followed a link may be navigating while this reads: read again in the next document (the same tab's
 * sessionStorage), as CI once caught "Execution context was destroyed".
 */
export async function tapsHydrated(page: Page): Promise<boolean[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await page.evaluate(
        (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as boolean[],
        TAPS_KEY,
      );
    } catch (error) {
      if (attempt >= 5 || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded', { timeout: 60_000 });
    }
  }
}

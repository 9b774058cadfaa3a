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

/**
 * Records, in the page, whether it was hydrated at each pointerdown (capture phase: before any
 * handler of the page runs): proof that a tap was handled by the HTML alone. Read with `tapsBeforeHydration`.
 */
export async function recordTaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const taps: boolean[] = [];
    (window as unknown as { __taps: boolean[] }).__taps = taps;
    window.addEventListener(
      'pointerdown',
      () => taps.push(document.documentElement.hasAttribute('data-hydrated')),
      { capture: true },
    );
  });
}

/** For each tap recorded since the page loaded: true when the page was already hydrated. */
export function tapsHydrated(page: Page): Promise<boolean[]> {
  return page.evaluate(() => (window as unknown as { __taps?: boolean[] }).__taps ?? []);
}

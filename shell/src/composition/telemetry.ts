import { publish, subscribe } from '@hospital/event-bus';
import type { Pending } from './telemetryReporter';

/** The reporter (and web-vitals after it) is fetched at the first interaction, or this long after the take-over. */
const LOAD_DELAY_MS = 10_000;
const SHELL_VERSION = process.env.APP_VERSION ?? 'dev';
const INTENT = ['pointerdown', 'keydown', 'scroll'] as const;

let started = false;

/**
 * Reports this page's Web Vitals and the apps' troubles to the site server (docs/decisions.md, "Issue
 * 28 — metrics"), each attributed to an app and its version. Troubles are listened to at once (a
 * hydration mismatch happens early); the reporter and web-vitals are their own chunks, fetched at the
 * first interaction, some seconds after the page is taken over, or at the first trouble, so a first
 * load downloads nothing more (web-vitals' observers are buffered: LCP and CLS so far, and slow
 * interactions, are still seen).
 */
export function startTelemetry(hydrated: Promise<unknown>): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const early: Pending[] = [];
  let report: ((entry: Pending) => void) | null = null;
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    for (const type of INTENT) removeEventListener(type, load, true);
    void import(/* webpackChunkName: "telemetry" */ './telemetryReporter').then(
      (reporter) => {
        reporter.startReporting(early.splice(0));
        report = (entry) => reporter.enqueue(entry, true);
      },
      (error: unknown) => console.warn('[shell] telemetry unavailable', error),
    );
  };
  subscribe('app:trouble', ({ app, version, kind }) => {
    const entry = { app, version, name: kind };
    if (report) report(entry);
    else {
      early.push(entry);
      load();
    }
  });
  for (const type of INTENT) addEventListener(type, load, { capture: true, passive: true });
  void hydrated.then(() => setTimeout(load, LOAD_DELAY_MS));
}

/** For the shell's own hydrateRoot calls: what React recovers from while hydrating is a mismatch of the shell's. */
export const shellHydrationOptions = {
  onRecoverableError(error: unknown): void {
    console.warn('[shell] hydration mismatch', error);
    publish('app:trouble', { app: 'shell', version: SHELL_VERSION, kind: 'hydration-mismatch' });
  },
};

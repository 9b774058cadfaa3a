import { publish, subscribe } from '@hospital/event-bus';
import type { Pending } from './telemetryReporter';
import { useRouteState } from './routeState';

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
  addEventListener('error', (event) => reportUncaught(event.error, event.filename));
  addEventListener('unhandledrejection', (event) => reportUncaught(event.reason));
}

/** A script of a build: `/dist/<app>/<version>/...` (ops/src/release/layout.ts), from a URL or a stack. */
const BUILD_SCRIPT = /\/dist\/([a-z][a-z0-9-]{0,63})\/([A-Za-z0-9._-]{1,128})\//;
/** An error in a loop would otherwise send a beacon every few seconds for as long as the page is open. */
const MAX_UNCAUGHT_REPORTS = 10;
let uncaughtReports = 0;

/**
 * The app whose build threw an error nothing caught, and its version, from the stack's first script of a
 * build (the frame that threw), else the script the browser names; null when no build of ours is in it
 * (an extension, an inline script, another site's script: nobody's canary to judge by it).
 */
export function uncaughtErrorOwner(error: unknown, filename = ''): { app: string; version: string } | null {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const found = BUILD_SCRIPT.exec(stack) ?? BUILD_SCRIPT.exec(filename);
  return found ? { app: found[1], version: found[2] } : null;
}

/**
 * An uncaught error or rejected promise (docs/decisions.md, "Issue 28 — the shell's own errors"): the
 * shell's own outside any remote's slot (React hands an error no boundary caught in the shell's roots to
 * the window as well), or a remote's thrown from its event handlers (its error boundary sees only its
 * renders), counted as a slot error of the app and version whose build threw it.
 */
function reportUncaught(error: unknown, filename?: string): void {
  const owner = uncaughtErrorOwner(error, filename);
  if (!owner || uncaughtReports >= MAX_UNCAUGHT_REPORTS) return;
  // Only an app the site serves: the endpoint refuses a report that names another.
  if (owner.app !== 'shell' && !useRouteState.getState().registry[owner.app]) return;
  uncaughtReports += 1;
  publish('app:trouble', { ...owner, kind: 'slot-error' });
}

/** For the shell's own hydrateRoot calls: what React recovers from while hydrating is a mismatch of the shell's. */
export const shellHydrationOptions = {
  onRecoverableError(error: unknown): void {
    console.warn('[shell] hydration mismatch', error);
    publish('app:trouble', { app: 'shell', version: SHELL_VERSION, kind: 'hydration-mismatch' });
  },
};

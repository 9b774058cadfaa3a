import { publish, subscribe } from '@hospital/event-bus';
import { findRouteOwner } from '@hospital/registry';
import { splitLocalePath } from '@hospital/i18n';
import { MAX_VITALS_ENTRIES, type VitalName, type VitalsEntry } from '@hospital/domain/vitals';
import { useRouteState } from './routeState';

/** The site server's collection endpoint (ops/src/server/vitals.ts). */
const ENDPOINT = '/telemetry/vitals';
/** Events are sent this long after the first of them, if the page is not hidden before. */
const EVENT_FLUSH_MS = 5_000;
/** web-vitals is fetched at the first interaction, or this long after the page is taken over. */
const VITALS_LOAD_DELAY_MS = 10_000;

type Pending = Omit<VitalsEntry, 'version'> & { version?: string };

const SHELL_VERSION = process.env.APP_VERSION ?? 'dev';
/** The landing page's path: the page LCP, CLS and INP are measured on (web-vitals sees no soft navigation). */
const landingPath = typeof window === 'undefined' ? '/' : splitLocalePath(window.location.pathname).pathname;

let queue: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let started = false;

/** The app that owns the landing page (the shell for its own pages: 404), as the registry names it. */
function landingOwner(): string {
  return findRouteOwner(useRouteState.getState().registry, landingPath)?.remote ?? 'shell';
}

/** An app's version in this browser: its own when it said, else the registry's (the shell: its build's). */
function versionOf(entry: Pending): string | undefined {
  if (entry.version) return entry.version;
  if (entry.app === 'shell') return SHELL_VERSION;
  return useRouteState.getState().registry[entry.app]?.version;
}

/**
 * Sends what is queued with sendBeacon (it outlives the page), else fetch with keepalive; an entry
 * whose version is not known yet (no registry) is dropped: a figure without its version helps nobody.
 */
function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const entries: VitalsEntry[] = [];
  for (const entry of queue) {
    const version = versionOf(entry);
    if (version) entries.push({ ...entry, version });
  }
  queue = [];
  for (let i = 0; i < entries.length; i += MAX_VITALS_ENTRIES) {
    // A string is sent as text/plain: no preflight, and the endpoint reads it as JSON.
    const body = JSON.stringify({ entries: entries.slice(i, i + MAX_VITALS_ENTRIES) });
    let sent = false;
    try {
      sent = navigator.sendBeacon?.(ENDPOINT, body) ?? false;
    } catch {
      sent = false;
    }
    if (!sent)
      void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(
        () => undefined,
      );
  }
}

function enqueue(entry: Pending, soon: boolean): void {
  queue.push(entry);
  if (soon && !timer) timer = setTimeout(flush, EVENT_FLUSH_MS);
}

function reportVital(name: VitalName, value: number): void {
  enqueue({ app: landingOwner(), name, value }, false);
}

/** Loads web-vitals (its own small chunk) and reports LCP, INP and CLS of the landing page. */
function loadVitals(): void {
  void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(
    ({ onLCP, onINP, onCLS }) => {
      onLCP((metric) => reportVital('LCP', metric.value));
      onINP((metric) => reportVital('INP', metric.value));
      onCLS((metric) => reportVital('CLS', metric.value));
    },
    (error: unknown) => console.warn('[shell] web-vitals unavailable', error),
  );
}

/**
 * Reports this page's Web Vitals and the apps' troubles to the site server (docs/decisions.md, "Issue
 * 28 — metrics"), each attributed to an app and its version. Troubles are listened to at once (a
 * hydration mismatch happens early); web-vitals is fetched off the critical path, at the first
 * interaction or some seconds after the page is taken over, so a first load downloads nothing more
 * (its observers are buffered: LCP and CLS so far, and slow interactions, are still seen).
 */
export function startTelemetry(hydrated: Promise<unknown>): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  subscribe('app:trouble', ({ app, version, kind }) => enqueue({ app, version, name: kind }, true));
  let loaded = false;
  const loadOnce = () => {
    if (loaded) return;
    loaded = true;
    for (const type of ['pointerdown', 'keydown', 'scroll'] as const)
      removeEventListener(type, loadOnce, true);
    loadVitals();
  };
  for (const type of ['pointerdown', 'keydown', 'scroll'] as const)
    addEventListener(type, loadOnce, { capture: true, passive: true });
  void hydrated.then(() => setTimeout(loadOnce, VITALS_LOAD_DELAY_MS));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}

/** For the shell's own hydrateRoot calls: what React recovers from while hydrating is a mismatch of the shell's. */
export const shellHydrationOptions = {
  onRecoverableError(error: unknown): void {
    console.warn('[shell] hydration mismatch', error);
    publish('app:trouble', { app: 'shell', version: SHELL_VERSION, kind: 'hydration-mismatch' });
  },
};

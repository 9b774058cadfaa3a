import { findRouteOwner } from '@hospital/registry';
import { splitLocalePath } from '@hospital/i18n';
import { MAX_VITALS_ENTRIES, type VitalName, type VitalsEntry } from '@hospital/domain/vitals';
import { useRouteState } from './routeState';

/** The site server's collection endpoint (ops/src/server/vitals.ts). */
const ENDPOINT = '/telemetry/vitals';
/** Events are sent this long after the first of them, if the page is not hidden before. */
const EVENT_FLUSH_MS = 5_000;

/** An entry before its version is known. */
export type Pending = Omit<VitalsEntry, 'version'> & { version?: string };

const SHELL_VERSION = process.env.APP_VERSION ?? 'dev';
/** The landing page's path: the page LCP, CLS and INP are measured on (web-vitals sees no soft navigation). */
const landingPath = typeof window === 'undefined' ? '/' : splitLocalePath(window.location.pathname).pathname;

let queue: Pending[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

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

/** Queues an entry; an event (`soon`) is sent a few seconds later if the page is not hidden before. */
export function enqueue(entry: Pending, soon: boolean): void {
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
 * The part of the shell's telemetry loaded off the critical path (telemetry.ts loads it at the first
 * interaction, 10 s after the take-over, or at the first trouble): it sends what is queued when the page
 * is hidden, and starts web-vitals.
 */
export function startReporting(early: Pending[]): void {
  for (const entry of early) enqueue(entry, true);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  loadVitals();
}

/**
 * What the shell reports from the browser to the site server's POST /telemetry/vitals (docs/decisions.md,
 * "Issue 28 — metrics"): Web Vitals and failures, each attributed to the app and version that own the
 * page (or the slot). The shell sends these; ops/src/server/vitals.ts validates and clamps them.
 */

/** Figures measured by web-vitals: LCP and INP in milliseconds, CLS unitless. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
/** Events counted once each: a remote that would not mount, an error in a remote's slot, a hydration mismatch. */
export const BROWSER_EVENT_NAMES = ['mount-failure', 'slot-error', 'hydration-mismatch'] as const;

export type VitalName = (typeof VITAL_NAMES)[number];
export type BrowserEventName = (typeof BROWSER_EVENT_NAMES)[number];

/** The range a figure is kept in (beyond it, a clock or a bug, not a patient's experience). */
export const VITAL_RANGES: Record<VitalName, { min: number; max: number }> = {
  LCP: { min: 0, max: 60_000 },
  INP: { min: 0, max: 60_000 },
  CLS: { min: 0, max: 10 },
};

/** At most this many entries in one report (a page sends a few). */
export const MAX_VITALS_ENTRIES = 20;

/** A version as the build names it (`0.1.0-19f5bb6d0e`): no spaces, no slashes, at most 64 characters. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

export interface VitalsEntry {
  /** The app that owns the page or the slot, and its version. */
  app: string;
  version: string;
  name: VitalName | BrowserEventName;
  /** The figure for a vital; omitted for an event. */
  value?: number;
}

export interface VitalsReport {
  entries: VitalsEntry[];
}

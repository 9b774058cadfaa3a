import { randomInt } from 'node:crypto';
import type { RegistryDocument, RegistryEntry } from '@hospital/registry';

/*
 * Canaries (docs/decisions.md, issue 28): an app's canary is a second live version beside its stable one,
 * shown to a share of visitors. Each visitor draws a bucket once (0-99, kept in a cookie) and sees the
 * canary of an app whose share is above their bucket. Raising a share only adds buckets, so a visitor on
 * a canary stays on it as the share grows (5 -> 25 -> 50 -> 100), and nobody flips mid-journey.
 */

/** A canary as canaries.json keeps it, beside the app's stable entry. */
export interface CanaryEntry {
  version: string;
  /** Percent of visitors (by bucket) who see it: 1-100. */
  share: number;
  startedAt: string;
  /** A remote's entry URL and routes for its canary visitors (the shell has neither). */
  entry?: string;
  routes?: RegistryEntry['routes'];
}

/** Every live canary, by app. */
export type Canaries = Record<string, CanaryEntry>;

/** The name of the visitor's bucket cookie: HttpOnly, SameSite=Lax, a year. */
export const BUCKET_COOKIE = 'mf_bucket';
export const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function newBucket(): number {
  return randomInt(100);
}

/** A bucket cookie's value, or null when it is missing or not one of 0-99. */
export function parseBucket(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

/** Whether a visitor in `bucket` sees a canary of `share` percent. */
export function inCanary(bucket: number, share: number): boolean {
  return bucket < share;
}

/** A share as an operator writes it: a whole percent, 1-100. */
export function parseShare(value: string | number | undefined): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100)
    throw new Error(`share must be a whole percent 1-100, not ${value}`);
  return n;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** canaries.json; an entry that is not a canary is left out (and the others still count). */
export function parseCanaries(text: string): Canaries {
  const value: unknown = JSON.parse(text);
  if (!isRecord(value)) throw new Error('canaries.json is not a JSON object');
  const canaries: Canaries = {};
  for (const [app, raw] of Object.entries(value)) {
    if (!isRecord(raw) || typeof raw.version !== 'string' || !raw.version) continue;
    if (typeof raw.share !== 'number' || raw.share < 1 || raw.share > 100) continue;
    canaries[app] = raw as unknown as CanaryEntry;
  }
  return canaries;
}

/** Where an app's version for this request comes from. */
export type Choice = 'stable' | 'canary' | 'preview';

/** A version of an app shown to one browser before it is deployed (preview.ts). */
export interface PreviewVersion {
  app: string;
  version: string;
  /** A remote's entry URL and routes, read from its build (null for the shell). */
  entry: RegistryEntry | null;
}

/** The versions one request is rendered and hydrated with, chosen once for the whole request. */
export interface RequestRelease {
  shellVersion: string;
  /** The registry as this visitor sees it: each remote's stable, canary or previewed entry. */
  registry: RegistryDocument;
  /** Which apps are not on their stable version for this visitor, and why. */
  choices: Record<string, Exclude<Choice, 'stable'>>;
  /** The stable registry, for a canary renderer that fails (answered by stable: issue 28 item 4). */
  stable: RegistryDocument;
  stableShellVersion: string;
  /** The versions, as a cache key: two requests with the same one get the same HTML. */
  versionsKey: string;
}

/**
 * The versions of every app for one visitor: a preview wins, then a canary whose share covers the
 * visitor's bucket, else stable. A visitor without a bucket (no cookie yet, a crawler) sees stable, and
 * so does one whose browser could not run that canary version (`optOuts`, `app@version`: the
 * `mf_stable` cookie the shell writes when it falls back, @hospital/registry canaryOptOut.ts).
 */
export function resolveRequestRelease(
  stable: { shellVersion: string; remotes: RegistryDocument },
  canaries: Canaries,
  bucket: number | null,
  preview: PreviewVersion | null = null,
  optOuts: ReadonlySet<string> = new Set(),
): RequestRelease {
  const choices: RequestRelease['choices'] = {};
  const registry: RegistryDocument = { ...stable.remotes };
  let shellVersion = stable.shellVersion;
  for (const [app, canary] of Object.entries(canaries)) {
    if (bucket === null || !inCanary(bucket, canary.share)) continue;
    if (optOuts.has(`${app}@${canary.version}`)) continue;
    if (app === 'shell') shellVersion = canary.version;
    else if (registry[app] && canary.entry && canary.routes)
      registry[app] = {
        ...registry[app],
        version: canary.version,
        entry: canary.entry,
        routes: canary.routes,
      };
    else continue;
    choices[app] = 'canary';
  }
  if (preview) {
    if (preview.app === 'shell') shellVersion = preview.version;
    else if (preview.entry) registry[preview.app] = preview.entry;
    choices[preview.app] = 'preview';
  }
  const versionsKey = [
    `shell@${shellVersion}`,
    ...Object.entries(registry).map(([app, entry]) => `${app}@${entry.version}`),
  ].join(',');
  return {
    shellVersion,
    registry,
    choices,
    stable: stable.remotes,
    stableShellVersion: stable.shellVersion,
    versionsKey,
  };
}

/**
 * The registry a browser gets: the visitor's entries, and for each remote on a canary the stable
 * entry it falls back to when the canary's code cannot mount (issue 28 item 4).
 */
export function browserRegistry(
  release: RequestRelease,
): Record<string, RegistryEntry & { fallback?: string }> {
  const out: Record<string, RegistryEntry & { fallback?: string }> = {};
  for (const [app, entry] of Object.entries(release.registry)) {
    const stable = release.stable[app];
    out[app] = release.choices[app] === 'canary' && stable ? { ...entry, fallback: stable.entry } : entry;
  }
  return out;
}

/*
 * Canary errors per app and version (issue 28 item 4): a canary renderer that threw or did not answer
 * in time, answered by stable instead. Counted in this process; the metrics (issue 28 item 2) and a
 * decider (item 3) subscribe with onCanaryError, or read the counts.
 */
export type CanaryErrorReason =
  | 'threw'
  | 'failed'
  | 'timeout'
  /** A page action (a form posted without JavaScript) failed or was late: renderPage.ts canaryActionFailed. */
  | 'action-failed'
  | 'action-timeout';
export interface CanaryError {
  app: string;
  version: string;
  reason: CanaryErrorReason;
}

const canaryErrorCounts = new Map<string, number>();
const canaryErrorListeners = new Set<(error: CanaryError) => void>();

export function countCanaryError(error: CanaryError): void {
  const key = `${error.app}@${error.version}`;
  canaryErrorCounts.set(key, (canaryErrorCounts.get(key) ?? 0) + 1);
  for (const listener of canaryErrorListeners) listener(error);
}

/** Canary errors of an app's version counted by this process since it started. */
export function canaryErrors(app: string, version: string): number {
  return canaryErrorCounts.get(`${app}@${version}`) ?? 0;
}

/** Called at every canary error; returns the unsubscribe. */
export function onCanaryError(listener: (error: CanaryError) => void): () => void {
  canaryErrorListeners.add(listener);
  return () => canaryErrorListeners.delete(listener);
}

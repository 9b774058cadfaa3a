import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { promote, rollback, stepCanary } from '../registry/deploy';
import type { CanaryEntry } from './canary';
import {
  figureKey,
  FiguresUnavailable,
  noFigures,
  processFigures,
  prometheusFigures,
  type FiguresSource,
  type VersionFigures,
} from './canaryFigures';
import { deciderSettings, VITAL_FLOOR_SECONDS, type DeciderSettings } from './deciderConfig';
import { registryFile } from './layout';
import { liveEntry, readCanaries, readHistory, withRegistryLock, writeJsonAtomic } from './registry';

/*
 * The canary decider (issue 28 item 3; docs/decisions.md, "Issue 28 — decider"): for every app with a
 * canary, its figures and stable's over the same window (since the canary's last step, at most
 * CANARY_WINDOW_S), then a step up, a promotion at 100 %, a rollback, or a wait. Every decision that
 * changes something goes to the deploy history with its figures and reason; one decider decides at a time
 * (a lease in the registry folder).
 */

/** A share to step to, or what else was decided. */
export type DecisionTo = number | 'promote' | 'rollback' | 'wait';

export interface CanaryDecision {
  app: string;
  canary: string;
  stable: string | null;
  /** The canary's share when deciding. */
  from: number;
  to: DecisionTo;
  figures: Record<string, number>;
  reason: string;
}

/** What one comparison needs: the canary's share and both sides' figures over the same window. */
export interface Comparison {
  share: number;
  canary: VersionFigures;
  stable: VersionFigures;
  /** Whether LCP and INP are compared: not for the shell (every figure belongs to the remote of the page). */
  vitals: boolean;
}

export type Thresholds = Pick<
  DeciderSettings,
  'minSamples' | 'minVitals' | 'steps' | 'maxErrorRateDelta' | 'maxLcpRatio' | 'maxInpRatio'
>;

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const seconds = (s: number) => `${s.toFixed(2)} s`;
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * The decision for one canary from its figures (pure). The canary's renders are its attempts: those
 * counted under it and those stable answered (fallbacks); its errors, render errors, fallbacks and the
 * browsers' reports of its code failing (mount failures, errors in its slot).
 * Nothing is decided before both sides have the minimum of renders; then errors are decisive (a canary
 * erring more than stable plus the allowed delta is rolled back, whatever its vitals); then LCP and INP
 * p75 are compared once both sides have the minimum of samples of each, and waited for before that.
 */
export function compareCanary(
  input: Comparison,
  t: Thresholds,
): { to: DecisionTo; reason: string; figures: Record<string, number> } {
  const { canary: c, stable: s } = input;
  const canaryRenders = c.renders + c.fallbacks;
  // A page view whose browser failed to run the code counts as an error like a failed render; a cached
  // page is viewed without a render, so a rate can pass 1 and is capped there.
  const canaryErrors = c.renderErrors + c.fallbacks + c.browserErrors;
  const stableErrors = s.renderErrors + s.fallbacks + s.browserErrors;
  const canaryRate = canaryRenders ? Math.min(1, canaryErrors / canaryRenders) : 0;
  const stableRate = s.renders ? Math.min(1, stableErrors / s.renders) : 0;
  const figures: Record<string, number> = {
    canaryRenders: round(canaryRenders, 1),
    canaryErrors: round(canaryErrors, 1),
    canaryFallbacks: round(c.fallbacks, 1),
    canaryBrowserErrors: round(c.browserErrors, 1),
    stableBrowserErrors: round(s.browserErrors, 1),
    canaryErrorRate: round(canaryRate, 4),
    stableRenders: round(s.renders, 1),
    stableErrors: round(stableErrors, 1),
    stableErrorRate: round(stableRate, 4),
  };
  const vitals = [
    ['lcp', 'LCP', t.maxLcpRatio],
    ['inp', 'INP', t.maxInpRatio],
  ] as const;
  for (const [vital, name] of vitals) {
    const [cv, sv] = [c[vital], s[vital]];
    figures[`canary${name[0]}${name.slice(1).toLowerCase()}Samples`] = round(cv.samples, 1);
    figures[`stable${name[0]}${name.slice(1).toLowerCase()}Samples`] = round(sv.samples, 1);
    if (cv.p75 !== null) figures[`canary${name[0]}${name.slice(1).toLowerCase()}P75`] = round(cv.p75, 3);
    if (sv.p75 !== null) figures[`stable${name[0]}${name.slice(1).toLowerCase()}P75`] = round(sv.p75, 3);
  }
  if (canaryRenders < t.minSamples || s.renders < t.minSamples)
    return {
      to: 'wait',
      reason: `samples: canary ${Math.floor(canaryRenders)} of ${t.minSamples}, stable ${Math.floor(s.renders)} of ${t.minSamples}`,
      figures,
    };
  if (canaryRate - stableRate > t.maxErrorRateDelta)
    return {
      to: 'rollback',
      reason: `error rate ${percent(canaryRate)} (${Math.round(canaryErrors)} of ${Math.round(canaryRenders)}, ${Math.round(c.fallbacks)} answered by stable) against stable's ${percent(stableRate)}: more than +${percent(t.maxErrorRateDelta)}`,
      figures,
    };
  const short: string[] = [];
  if (input.vitals) {
    for (const [vital, name, maxRatio] of vitals) {
      const [cv, sv] = [c[vital], s[vital]];
      if (cv.samples < t.minVitals || sv.samples < t.minVitals) {
        short.push(
          `${name} canary ${Math.floor(cv.samples)} of ${t.minVitals}, stable ${Math.floor(sv.samples)} of ${t.minVitals}`,
        );
        continue;
      }
      // Nothing to compare (CANARY_MIN_VITALS=0 and no samples): errors alone decide.
      if (cv.p75 === null || sv.p75 === null) continue;
      const ratio = sv.p75 > 0 ? cv.p75 / sv.p75 : cv.p75 > 0 ? Infinity : 1;
      if (ratio > maxRatio && cv.p75 - sv.p75 > VITAL_FLOOR_SECONDS[vital])
        return {
          to: 'rollback',
          reason: `p75 ${name} ${seconds(cv.p75)} against stable's ${seconds(sv.p75)}: more than ${maxRatio} times`,
          figures,
        };
    }
  }
  if (short.length) return { to: 'wait', reason: `vitals samples: ${short.join('; ')}`, figures };
  const healthy =
    `error rate ${percent(canaryRate)} against stable's ${percent(stableRate)} over ${Math.round(canaryRenders)} renders` +
    (input.vitals && c.lcp.p75 !== null && c.inp.p75 !== null
      ? `, p75 LCP ${seconds(c.lcp.p75)} (stable ${seconds(s.lcp.p75 ?? 0)}), INP ${seconds(c.inp.p75)} (stable ${seconds(s.inp.p75 ?? 0)})`
      : '');
  const next = t.steps.find((step) => step > input.share);
  if (next === undefined) return { to: 'promote', reason: `healthy at ${input.share}%: ${healthy}`, figures };
  return { to: next, reason: `healthy at ${input.share}%: ${healthy}`, figures };
}

/** The figures source the settings name: Prometheus with PROMETHEUS_URL, else this process's own. */
export function figuresSource(settings: DeciderSettings): FiguresSource {
  return settings.prometheusUrl
    ? prometheusFigures(settings.prometheusUrl)
    : processFigures({ keepSeconds: settings.windowSeconds + 3 * settings.everySeconds });
}

/** A name for one decider: which process on which machine. */
export function newDeciderId(): string {
  return `decider@${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

interface Lease {
  holder: string;
  until: string;
}

function readLease(): Lease | null {
  try {
    const lease = JSON.parse(fs.readFileSync(registryFile('deciderLease'), 'utf8')) as Partial<Lease>;
    return typeof lease.holder === 'string' && typeof lease.until === 'string' ? (lease as Lease) : null;
  } catch {
    return null;
  }
}

/**
 * Takes or renews the decider's lease (under the registry lock, so two deciders never both take it):
 * free, expired or already this holder's. Returns the other holder's lease when it is not.
 */
export async function takeLease(
  holder: string,
  seconds: number,
): Promise<{ held: true } | { held: false; by: Lease }> {
  return withRegistryLock(() => {
    const current = readLease();
    if (current && current.holder !== holder && Date.parse(current.until) > Date.now())
      return { held: false as const, by: current };
    writeJsonAtomic(registryFile('deciderLease'), {
      holder,
      until: new Date(Date.now() + seconds * 1000).toISOString(),
    });
    return { held: true as const };
  });
}

/** Gives the lease up when this holder has it (a decider that stops lets another take over at once). */
export async function releaseLease(holder: string): Promise<void> {
  await withRegistryLock(() => {
    if (readLease()?.holder === holder) fs.rmSync(registryFile('deciderLease'), { force: true });
  });
}

/** The decider's last reading, for `npm run status`. */
export interface DeciderReading {
  at: string;
  source: FiguresSource['name'];
  holder: string;
  apps: Record<
    string,
    {
      canary: string;
      stable: string | null;
      share: number;
      windowSeconds: number;
      to: DecisionTo;
      reason: string;
      figures: { canary: VersionFigures; stable: VersionFigures } | null;
    }
  >;
}

export function readDeciderReading(): DeciderReading | null {
  try {
    return JSON.parse(fs.readFileSync(registryFile('deciderReading'), 'utf8')) as DeciderReading;
  } catch {
    return null;
  }
}

/** When the canary's current share began: its start, or the last step of this version since. */
function shareSince(app: string, canary: CanaryEntry): number {
  const started = Date.parse(canary.startedAt) || 0;
  const steps = readHistory().filter(
    (h) => h.app === app && h.to === canary.version && h.action === 'canary' && Date.parse(h.at) >= started,
  );
  return Math.max(started, ...steps.map((h) => Date.parse(h.at)));
}

/**
 * Stable's figures at this canary's last decision: at 100 % stable has (nearly) no visitors left, so the
 * canary is held against what stable showed when it was stepped there.
 */
function stableAtLastDecision(app: string, canary: CanaryEntry, minSamples: number): VersionFigures | null {
  const started = Date.parse(canary.startedAt) || 0;
  const record = readHistory()
    .filter(
      (h) =>
        h.app === app &&
        h.to === canary.version &&
        Date.parse(h.at) >= started &&
        (h.figures?.stableRenders ?? 0) >= minSamples,
    )
    .pop();
  const f = record?.figures;
  if (!f) return null;
  return {
    renders: f.stableRenders,
    // stableErrors is all of stable's errors at that step (renders, fallbacks and browsers'), held here.
    renderErrors: f.stableErrors ?? 0,
    fallbacks: 0,
    browserErrors: 0,
    lcp: { samples: f.stableLcpSamples ?? 0, p75: f.stableLcpP75 ?? null },
    inp: { samples: f.stableInpSamples ?? 0, p75: f.stableInpP75 ?? null },
  };
}

export interface DecideOptions {
  settings?: DeciderSettings;
  /** Default: the one the settings name (a loop passes its own, which keeps readings between ticks). */
  source?: FiguresSource;
  /** Only these apps' canaries. */
  apps?: string[];
  /** Who decides (a loop keeps one name); default: a new name, and the lease is given up at the end. */
  holder?: string;
  leaseSeconds?: number;
}

/**
 * Decides once for every app with a canary (THE DECIDER INTERFACE, s33; issue 28 item 3). Never throws
 * for figures it cannot get (a wait says why); returns every decision, waits included.
 */
export async function decideOnce(options: DecideOptions = {}): Promise<CanaryDecision[]> {
  const settings = options.settings ?? deciderSettings();
  const source = options.source ?? figuresSource(settings);
  const holder = options.holder ?? newDeciderId();
  const canaries = Object.entries(readCanaries()).filter(
    ([app]) => !options.apps || options.apps.includes(app),
  );
  if (!canaries.length) {
    // Readings go on between canaries, so the first window of the next one has a baseline.
    if (source.name === 'process') await source.read(settings.windowSeconds).catch(() => null);
    return [];
  }
  const wait = (reason: string): CanaryDecision[] =>
    canaries.map(([app, c]) => ({
      app,
      canary: c.version,
      stable: liveEntry(app)?.version ?? null,
      from: c.share,
      to: 'wait',
      figures: {},
      reason,
    }));
  let lease: Awaited<ReturnType<typeof takeLease>>;
  try {
    lease = await takeLease(holder, options.leaseSeconds ?? Math.max(60, settings.everySeconds * 3));
  } catch (error) {
    return wait(`no lease: ${(error as Error).message}`);
  }
  if (!lease.held) return wait(`another decider decides (${lease.by.holder}, until ${lease.by.until})`);
  try {
    const decisions: CanaryDecision[] = [];
    const reading: DeciderReading = { at: new Date().toISOString(), source: source.name, holder, apps: {} };
    for (const [app, canary] of canaries) {
      const decision = await decideApp(app, canary, settings, source, holder);
      decisions.push(decision.decision);
      reading.apps[app] = {
        canary: canary.version,
        stable: decision.decision.stable,
        share: canary.share,
        windowSeconds: decision.windowSeconds,
        to: decision.decision.to,
        reason: decision.decision.reason,
        figures: decision.versions,
      };
    }
    writeJsonAtomic(registryFile('deciderReading'), reading);
    return decisions;
  } finally {
    if (!options.holder) await releaseLease(holder).catch(() => undefined);
  }
}

async function decideApp(
  app: string,
  canary: CanaryEntry,
  settings: DeciderSettings,
  source: FiguresSource,
  holder: string,
): Promise<{
  decision: CanaryDecision;
  windowSeconds: number;
  versions: { canary: VersionFigures; stable: VersionFigures } | null;
}> {
  const stable = liveEntry(app)?.version ?? null;
  // Exact for this process's readings (the last one before the step is the baseline); PromQL rounds it up.
  const windowSeconds = Math.max(
    0.001,
    Math.min(settings.windowSeconds, (Date.now() - shareSince(app, canary)) / 1000),
  );
  const base = { app, canary: canary.version, stable, from: canary.share };
  const waiting = (reason: string, figures: Record<string, number> = {}) => ({
    decision: { ...base, to: 'wait' as const, figures, reason },
    windowSeconds,
    versions: null,
  });
  if (!stable) return waiting('no stable version to compare with');
  let figures;
  try {
    figures = await source.read(windowSeconds, app);
  } catch (error) {
    // Never promote blind: without figures the canary stays where it is.
    const why =
      error instanceof FiguresUnavailable ? error.message : `reading failed: ${(error as Error).message}`;
    return waiting(`figures unavailable (${why})`);
  }
  const versions = {
    canary: figures.get(figureKey(app, canary.version)) ?? noFigures(),
    stable: figures.get(figureKey(app, stable)) ?? noFigures(),
  };
  let against = versions.stable;
  let note = '';
  if (against.renders < settings.minSamples) {
    const earlier = stableAtLastDecision(app, canary, settings.minSamples);
    if (earlier) {
      against = earlier;
      note = ' (stable as measured at the last step)';
    }
  }
  const result = compareCanary(
    { share: canary.share, canary: versions.canary, stable: against, vitals: app !== 'shell' },
    settings,
  );
  result.figures.windowSeconds = Math.round(windowSeconds * 10) / 10;
  const decision: CanaryDecision = {
    ...base,
    to: result.to,
    figures: result.figures,
    reason: result.reason + note,
  };
  if (decision.to === 'wait') return { decision, windowSeconds, versions };
  // An operator may have stepped, promoted or rolled back since this canary was read: decide again next time.
  const now = readCanaries()[app];
  if (now?.version !== canary.version || now.share !== canary.share)
    return {
      decision: { ...decision, to: 'wait', reason: 'the canary changed while deciding' },
      windowSeconds,
      versions,
    };
  const record = { figures: decision.figures, reason: decision.reason, by: holder.split(':')[0] };
  try {
    if (decision.to === 'promote') await promote(app, record);
    else if (decision.to === 'rollback') await rollback(app, undefined, record);
    else await stepCanary(app, decision.to, record);
  } catch (error) {
    return {
      decision: {
        ...decision,
        to: 'wait',
        reason: `${decision.reason}; not applied: ${(error as Error).message}`,
      },
      windowSeconds,
      versions,
    };
  }
  return { decision, windowSeconds, versions };
}

/** A decision in one line, as the loop logs it and `npm run decide` prints it. */
export function describeDecision(d: CanaryDecision): string {
  const what =
    d.to === 'wait'
      ? `waits at ${d.from}%`
      : d.to === 'promote'
        ? `promoted from ${d.from}%`
        : d.to === 'rollback'
          ? `rolled back from ${d.from}% to stable ${d.stable ?? ''}`.trimEnd()
          : `stepped ${d.from}% -> ${d.to}%`;
  return `${d.app}: canary ${d.canary} ${what}: ${d.reason}`;
}

/** One version's figures in words (`npm run status`). */
export function describeFigures(f: VersionFigures): string {
  const attempts = f.renders + f.fallbacks;
  const errors = f.renderErrors + f.fallbacks + f.browserErrors;
  const vital = (name: string, v: VersionFigures['lcp']) =>
    `p75 ${name} ${v.p75 === null ? '-' : seconds(v.p75)} (${Math.round(v.samples)} samples)`;
  return (
    `${Math.round(attempts)} renders, error rate ${attempts ? percent(Math.min(1, errors / attempts)) : '-'}, ` +
    `${Math.round(f.fallbacks)} fallbacks, ${Math.round(f.browserErrors)} browser errors, ` +
    `${vital('LCP', f.lcp)}, ${vital('INP', f.inp)}`
  );
}

/**
 * The decider's loop in a long-running process (the site server with CANARY_DECIDER=on, `npm run decide`):
 * one decision round every CANARY_DECIDE_EVERY_S, the next scheduled only when the last has finished (it
 * never overlaps itself), none of its failures thrown out of it. `stop` waits for a round under way and
 * gives the lease up.
 */
export function startDecider(
  options: { settings?: DeciderSettings; apps?: string[]; log?: (line: string) => void } = {},
): { stop(): Promise<void>; holder: string } {
  const settings = options.settings ?? deciderSettings();
  const source = figuresSource(settings);
  const holder = newDeciderId();
  const log = options.log ?? ((line: string) => console.log(line));
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const round = async () => {
    try {
      const decisions = await decideOnce({
        settings,
        source,
        holder,
        apps: options.apps,
        leaseSeconds: Math.max(60, settings.everySeconds * 3),
      });
      for (const d of decisions) if (d.to !== 'wait') log(describeDecision(d));
    } catch (error) {
      log(`canary decider: ${(error as Error).message}`);
    }
  };
  const next = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = null;
        next(settings.everySeconds * 1000);
      });
    }, delayMs);
    timer.unref();
  };
  next(0);
  return {
    holder,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await releaseLease(holder).catch(() => undefined);
    },
  };
}

/*
 * The canary decider's settings (docs/decisions.md, "Issue 28 — decider"; README "Releasing a remote
 * safely"), from the environment, with their defaults in one place. A wrong value is refused with the
 * variable's name: a decider that silently ran with other thresholds would promote what it should not.
 */

export interface DeciderSettings {
  /** CANARY_DECIDER: whether a site server runs the loop (`npm start` turns it on). */
  enabled: boolean;
  /** CANARY_DECIDE_EVERY_S: seconds between two decisions of the loop. */
  everySeconds: number;
  /** CANARY_WINDOW_S: the longest window compared; a window never reaches back past the last step. */
  windowSeconds: number;
  /** CANARY_MIN_SAMPLES: renders each side needs before anything is decided. */
  minSamples: number;
  /** CANARY_MIN_VITALS: LCP and INP samples each side needs before they are compared (0: not needed). */
  minVitals: number;
  /** CANARY_STEPS: the shares a healthy canary goes through, ending at 100; then it is promoted. */
  steps: number[];
  /** CANARY_MAX_ERROR_RATE_DELTA: how much higher (absolute) the canary's error rate may be than stable's. */
  maxErrorRateDelta: number;
  /** CANARY_MAX_LCP_RATIO, CANARY_MAX_INP_RATIO: the canary's p75 at most this times stable's. */
  maxLcpRatio: number;
  maxInpRatio: number;
  /** PROMETHEUS_URL: figures from Prometheus's HTTP API; null: this process's own figures. */
  prometheusUrl: string | null;
}

export const DECIDER_DEFAULTS: DeciderSettings = {
  enabled: false,
  everySeconds: 30,
  windowSeconds: 300,
  minSamples: 50,
  minVitals: 20,
  steps: [5, 25, 50, 100],
  maxErrorRateDelta: 0.01,
  maxLcpRatio: 1.2,
  maxInpRatio: 1.2,
  prometheusUrl: null,
};

/**
 * A p75 that is higher by less than this is not a regression whatever the ratio (seconds): a fast page's
 * p75 moves by a bucket's interpolation alone (INP 16 ms against 24 ms is a ratio of 1.5).
 */
export const VITAL_FLOOR_SECONDS = { lcp: 0.25, inp: 0.05 } as const;

function number(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  ok: (n: number) => boolean,
  what: string,
) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || !ok(n)) throw new Error(`${name} must be ${what}, not "${raw}"`);
  return n;
}

/** The shares of CANARY_STEPS: whole percents 1-100, growing, the last one 100. */
export function parseSteps(raw: string): number[] {
  const steps = raw.split(',').map((s) => Number(s.trim()));
  const growing = steps.every(
    (n, i) => Number.isInteger(n) && n >= 1 && n <= 100 && (i === 0 || n > steps[i - 1]),
  );
  if (!steps.length || !growing || steps[steps.length - 1] !== 100)
    throw new Error(
      `CANARY_STEPS must be growing whole percents ending at 100 (e.g. 5,25,50,100), not "${raw}"`,
    );
  return steps;
}

export function deciderSettings(env: NodeJS.ProcessEnv = process.env): DeciderSettings {
  const d = DECIDER_DEFAULTS;
  const switchValue = (env.CANARY_DECIDER ?? '').trim().toLowerCase();
  if (!['', 'on', 'off'].includes(switchValue))
    throw new Error(`CANARY_DECIDER must be on or off, not "${switchValue}"`);
  const positive = (n: number) => n > 0;
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  const prometheusUrl = env.PROMETHEUS_URL?.trim() || null;
  if (prometheusUrl && !/^https?:\/\//.test(prometheusUrl))
    throw new Error(`PROMETHEUS_URL must be an http(s) URL, not "${prometheusUrl}"`);
  return {
    enabled: switchValue ? switchValue === 'on' : d.enabled,
    everySeconds: number(
      env,
      'CANARY_DECIDE_EVERY_S',
      d.everySeconds,
      positive,
      'a number of seconds above 0',
    ),
    windowSeconds: number(
      env,
      'CANARY_WINDOW_S',
      d.windowSeconds,
      (n) => Number.isInteger(n) && n > 0,
      'whole seconds above 0',
    ),
    minSamples: number(
      env,
      'CANARY_MIN_SAMPLES',
      d.minSamples,
      (n) => whole(n) && n > 0,
      'a whole number above 0',
    ),
    minVitals: number(env, 'CANARY_MIN_VITALS', d.minVitals, whole, 'a whole number (0: vitals not needed)'),
    steps: env.CANARY_STEPS?.trim() ? parseSteps(env.CANARY_STEPS) : d.steps,
    maxErrorRateDelta: number(
      env,
      'CANARY_MAX_ERROR_RATE_DELTA',
      d.maxErrorRateDelta,
      (n) => n >= 0 && n < 1,
      'a rate 0-1',
    ),
    maxLcpRatio: number(env, 'CANARY_MAX_LCP_RATIO', d.maxLcpRatio, (n) => n >= 1, 'a ratio of 1 or more'),
    maxInpRatio: number(env, 'CANARY_MAX_INP_RATIO', d.maxInpRatio, (n) => n >= 1, 'a ratio of 1 or more'),
    prometheusUrl: prometheusUrl ? prometheusUrl.replace(/\/+$/, '') : null,
  };
}

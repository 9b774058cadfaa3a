import { noFigures, type VersionFigures } from '../src/release/canaryFigures';
import { compareCanary, type Thresholds } from '../src/release/decider';
import { DECIDER_DEFAULTS, deciderSettings } from '../src/release/deciderConfig';

/* The canary decider's comparison (docs/decisions.md, "Issue 28 — decider") on fixed figures. */

const T: Thresholds = DECIDER_DEFAULTS;

function side(renders: number, errors = 0, vitals: { lcp?: [number, number]; inp?: [number, number] } = {}) {
  const f: VersionFigures = noFigures();
  f.renders = renders;
  f.renderErrors = errors;
  const [lcpSamples, lcp] = vitals.lcp ?? [40, 1.5];
  const [inpSamples, inp] = vitals.inp ?? [40, 0.12];
  f.lcp = { samples: lcpSamples, p75: lcpSamples ? lcp : null };
  f.inp = { samples: inpSamples, p75: inpSamples ? inp : null };
  return f;
}

const healthy = () => ({ canary: side(60, 0), stable: side(1000, 2), vitals: true });

describe('compareCanary', () => {
  it('steps a healthy canary 5 -> 25 -> 50 -> 100, then promotes it', () => {
    const path: (number | string)[] = [];
    let share = 5;
    for (;;) {
      const { to, reason } = compareCanary({ ...healthy(), share }, T);
      path.push(to);
      expect(reason).toMatch(new RegExp(`^healthy at ${share}%: error rate 0.0% against stable's 0.2%`));
      if (typeof to !== 'number') break;
      share = to;
    }
    expect(path).toEqual([25, 50, 100, 'promote']);
    // A share set by hand between steps goes to the next step above it.
    expect(compareCanary({ ...healthy(), share: 10 }, T).to).toBe(25);
    expect(compareCanary({ ...healthy(), share: 5 }, { ...T, steps: [5, 100] }).to).toBe(100);
  });

  it('waits for the minimum of renders on both sides, and says how many it has', () => {
    const early = compareCanary({ ...healthy(), canary: side(49, 0), share: 5 }, T);
    expect(early).toMatchObject({ to: 'wait', reason: 'samples: canary 49 of 50, stable 1000 of 50' });
    expect(compareCanary({ ...healthy(), stable: side(30), share: 5 }, T).to).toBe('wait');
    // No figures at all (nothing counted yet) is a wait, never a step.
    const none = compareCanary({ canary: noFigures(), stable: noFigures(), vitals: true, share: 5 }, T);
    expect(none).toMatchObject({ to: 'wait', reason: 'samples: canary 0 of 50, stable 0 of 50' });
  });

  it('rolls back a canary whose code fails in browsers though the server renders it well', () => {
    // Every render fine; 4 of 60 page views report a mount failure or an error in the canary's slot.
    const canary = side(60, 0);
    canary.browserErrors = 4;
    const result = compareCanary({ canary, stable: side(1000, 2), vitals: true, share: 25 }, T);
    expect(result.to).toBe('rollback');
    expect(result.reason).toMatch(
      /^error rate 6\.7% \(4 of 60, 0 answered by stable\) against stable's 0\.2%/,
    );
    expect(result.figures).toMatchObject({ canaryErrors: 4, canaryBrowserErrors: 4, stableBrowserErrors: 0 });
    // Browser reports of a cached page (viewed without a render) never make a rate above 100 %.
    const cached = side(60, 0);
    cached.browserErrors = 600;
    expect(
      compareCanary({ canary: cached, stable: side(1000), vitals: true, share: 25 }, T).figures,
    ).toMatchObject({
      canaryErrorRate: 1,
    });
  });

  it('rolls back a canary erring more than stable plus the allowed delta, before any vitals', () => {
    // 3 of 60 = 5 % against 0.2 %: rolled back, though neither side has a single LCP sample.
    const noVitals = { lcp: [0, 0] as [number, number], inp: [0, 0] as [number, number] };
    const canary = side(57, 0, noVitals);
    canary.fallbacks = 3;
    const result = compareCanary({ canary, stable: side(1000, 2, noVitals), vitals: true, share: 5 }, T);
    expect(result.to).toBe('rollback');
    expect(result.reason).toBe(
      "error rate 5.0% (3 of 60, 3 answered by stable) against stable's 0.2%: more than +1.0%",
    );
    expect(result.figures).toMatchObject({
      canaryRenders: 60,
      canaryErrors: 3,
      canaryFallbacks: 3,
      canaryErrorRate: 0.05,
      stableErrorRate: 0.002,
    });
    // Within the delta (1.0 % against 0.2 %: +0.8 %) is not a reason.
    const close = compareCanary({ ...healthy(), canary: side(100, 1), share: 5 }, T);
    expect(close.to).toBe(25);
  });

  it('rolls back on a p75 LCP or INP past the ratio, compared only with enough samples on both sides', () => {
    const slow = compareCanary({ ...healthy(), canary: side(60, 0, { lcp: [40, 2.0] }), share: 25 }, T);
    expect(slow).toMatchObject({
      to: 'rollback',
      reason: "p75 LCP 2.00 s against stable's 1.50 s: more than 1.2 times",
    });
    expect(slow.figures).toMatchObject({ canaryLcpP75: 2, stableLcpP75: 1.5, canaryLcpSamples: 40 });
    const sluggish = compareCanary({ ...healthy(), canary: side(60, 0, { inp: [40, 0.3] }), share: 25 }, T);
    expect(sluggish).toMatchObject({ to: 'rollback', reason: expect.stringMatching(/^p75 INP 0.30 s/) });
    // 1.2 times exactly is allowed; a higher ratio under the floor (a fast page) is not a regression.
    expect(compareCanary({ ...healthy(), canary: side(60, 0, { lcp: [40, 1.8] }), share: 25 }, T).to).toBe(
      50,
    );
    const fast = { ...healthy(), stable: side(1000, 2, { inp: [40, 0.016] }) };
    expect(compareCanary({ ...fast, canary: side(60, 0, { inp: [40, 0.024] }), share: 25 }, T).to).toBe(50);
    // Too few samples on one side: no comparison, a wait for them (a slow canary is not promoted blind).
    const few = compareCanary({ ...healthy(), canary: side(60, 0, { lcp: [12, 9] }), share: 25 }, T);
    expect(few).toMatchObject({
      to: 'wait',
      reason: 'vitals samples: LCP canary 12 of 20, stable 40 of 20',
    });
    // Unless vitals are not needed (CANARY_MIN_VITALS=0), or do not apply (the shell owns no page).
    expect(
      compareCanary({ ...healthy(), canary: side(60, 0, { lcp: [0, 0] }), share: 25 }, { ...T, minVitals: 0 })
        .to,
    ).toBe(50);
    expect(
      compareCanary({ ...healthy(), canary: side(60, 0, { lcp: [0, 0] }), vitals: false, share: 25 }, T).to,
    ).toBe(50);
  });
});

describe('deciderSettings', () => {
  it('has the documented defaults and reads every variable', () => {
    expect(deciderSettings({})).toEqual(DECIDER_DEFAULTS);
    expect(
      deciderSettings({
        CANARY_DECIDER: 'on',
        CANARY_DECIDE_EVERY_S: '5',
        CANARY_WINDOW_S: '60',
        CANARY_MIN_SAMPLES: '10',
        CANARY_MIN_VITALS: '0',
        CANARY_STEPS: '10, 100',
        CANARY_MAX_ERROR_RATE_DELTA: '0.05',
        CANARY_MAX_LCP_RATIO: '1.5',
        CANARY_MAX_INP_RATIO: '2',
        PROMETHEUS_URL: 'http://127.0.0.1:9090/',
      }),
    ).toEqual({
      enabled: true,
      everySeconds: 5,
      windowSeconds: 60,
      minSamples: 10,
      minVitals: 0,
      steps: [10, 100],
      maxErrorRateDelta: 0.05,
      maxLcpRatio: 1.5,
      maxInpRatio: 2,
      prometheusUrl: 'http://127.0.0.1:9090',
    });
  });

  it('refuses a wrong value with its variable', () => {
    expect(() => deciderSettings({ CANARY_STEPS: '25,5,100' })).toThrow(/CANARY_STEPS must be growing/);
    expect(() => deciderSettings({ CANARY_STEPS: '5,50' })).toThrow(/ending at 100/);
    expect(() => deciderSettings({ CANARY_MIN_SAMPLES: '0' })).toThrow(/CANARY_MIN_SAMPLES/);
    expect(() => deciderSettings({ CANARY_MAX_LCP_RATIO: '0.9' })).toThrow(/CANARY_MAX_LCP_RATIO/);
    expect(() => deciderSettings({ CANARY_DECIDER: 'yes' })).toThrow(/CANARY_DECIDER must be on or off/);
    expect(() => deciderSettings({ PROMETHEUS_URL: 'prometheus:9090' })).toThrow(/PROMETHEUS_URL/);
  });
});

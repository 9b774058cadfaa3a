import type { LoadResult } from './apiLoad';
import type { LighthouseRun } from './lighthouse';
import type { RouteWeight } from './weights';

export interface TargetCheck {
  target: string;
  subject: string;
  value: string;
  limit: string;
  met: boolean | null;
  /** How far from the limit, signed so that a positive margin is room to spare. */
  margin: string;
}

export const TARGETS = {
  score: 90,
  lcpMs: 2500,
  cls: 0.05,
  federationTax: 1.15,
  jadwalP99Ms: 50,
  jadwalRate: 200,
  firstLoadGzip: { '/': 180_000, '/appointment/create': 220_000 } as Record<string, number>,
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const signed = (n: number, digits = 0, unit = '') => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}${unit}`;

export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a === null || a === undefined || b === null || b === undefined || b === 0) return null;
  return a / b;
}

function missing(target: string, subject: string, limit: string, why: string): TargetCheck {
  return { target, subject, value: why, limit, met: null, margin: 'not measured' };
}

/** Every target of issue 9, page by page, met or missed with the margin. */
export function checkTargets(
  lighthouse: LighthouseRun[],
  weights: RouteWeight[],
  load: LoadResult[],
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const federated = lighthouse.filter((r) => r.mode === 'federated');
  for (const run of federated) {
    if (run.score === null) {
      checks.push(
        missing('Lighthouse performance', run.route, `>= ${TARGETS.score}`, run.error ?? 'no result'),
      );
      continue;
    }
    checks.push({
      target: 'Lighthouse performance',
      subject: run.route,
      value: String(run.score),
      limit: `>= ${TARGETS.score}`,
      met: run.score >= TARGETS.score,
      margin: signed(run.score - TARGETS.score),
    });
    if (run.lcpMs !== null)
      checks.push({
        target: 'LCP (mobile)',
        subject: run.route,
        value: `${(run.lcpMs / 1000).toFixed(2)} s`,
        limit: `<= ${TARGETS.lcpMs / 1000} s`,
        met: run.lcpMs <= TARGETS.lcpMs,
        margin: signed((TARGETS.lcpMs - run.lcpMs) / 1000, 2, ' s'),
      });
    if (run.cls !== null)
      checks.push({
        target: 'CLS (mobile)',
        subject: run.route,
        value: run.cls.toFixed(3),
        limit: `<= ${TARGETS.cls}`,
        met: run.cls <= TARGETS.cls,
        margin: signed(TARGETS.cls - run.cls, 3),
      });
  }
  for (const fed of weights.filter((w) => w.mode === 'federated')) {
    const mono = weights.find((w) => w.mode === 'monolith' && w.route === fed.route);
    const r = ratio(fed.jsGzip, mono?.jsGzip);
    if (r === null)
      checks.push(
        missing('Federation tax (JS bytes)', fed.route, `<= ${TARGETS.federationTax}`, 'no monolith'),
      );
    else
      checks.push({
        target: 'Federation tax (JS bytes)',
        subject: fed.route,
        value: r.toFixed(2),
        limit: `<= ${TARGETS.federationTax}`,
        met: r <= TARGETS.federationTax,
        margin: signed(TARGETS.federationTax - r, 2),
      });
    const budget = TARGETS.firstLoadGzip[fed.route];
    if (budget)
      checks.push({
        target: 'Budget: gzip JS of first load',
        subject: fed.route,
        value: kb(fed.jsGzip),
        limit: `<= ${kb(budget)}`,
        met: fed.jsGzip <= budget,
        margin: `${fed.jsGzip <= budget ? '+' : '-'}${kb(Math.abs(budget - fed.jsGzip))}`,
      });
    checks.push({
      target: 'Budget: react-dom copies',
      subject: fed.route,
      value: String(fed.reactDomCopies),
      limit: '= 1',
      met: fed.reactDomCopies === 1,
      margin: fed.reactDomCopies === 1 ? 'exact' : signed(1 - fed.reactDomCopies),
    });
    checks.push({
      target: 'Budget: requests to other hosts',
      subject: fed.route,
      value: fed.foreignHosts.length ? fed.foreignHosts.join(', ') : 'none',
      limit: 'none',
      met: fed.foreignHosts.length === 0,
      margin: fed.foreignHosts.length ? `${fed.foreignHosts.length} host(s)` : 'exact',
    });
    checks.push({
      target: 'Budget: images with width and height',
      subject: fed.route,
      value: fed.imagesWithoutSize.length ? `${fed.imagesWithoutSize.length} without` : 'all',
      limit: 'all',
      met: fed.imagesWithoutSize.length === 0,
      margin: fed.imagesWithoutSize.length ? `-${fed.imagesWithoutSize.length} image(s)` : 'exact',
    });
  }
  const fixedRate = load.find((l) => l.backend === 'pglite' && l.rate === TARGETS.jadwalRate);
  if (!fixedRate) {
    checks.push(
      missing('GET web/jadwal p99 at 200 req/s (PGlite)', 'API', `< ${TARGETS.jadwalP99Ms} ms`, 'not run'),
    );
  } else {
    // The target holds only if the API kept up with the offered rate (5 % slack for ramp-up).
    const keptUp = fixedRate.rps >= TARGETS.jadwalRate * 0.95;
    checks.push({
      target: 'GET web/jadwal p99 at 200 req/s (PGlite)',
      subject: `API (${fixedRate.rps} req/s served)`,
      value: `${fixedRate.p99} ms`,
      limit: `< ${TARGETS.jadwalP99Ms} ms at ${TARGETS.jadwalRate} req/s`,
      met: keptUp && fixedRate.p99 < TARGETS.jadwalP99Ms,
      margin:
        `${signed(TARGETS.jadwalP99Ms - fixedRate.p99, 0, ' ms')}` +
        (keptUp ? '' : `; rate ${signed(fixedRate.rps - TARGETS.jadwalRate, 0, ' req/s')}`),
    });
  }
  return checks;
}

// npm run bench (issues 25, 14 and 9; how and why: bench/README.md): the last good production builds
// served as `npm start` serves them; Lighthouse on each page beside its static snapshot, with simulated
// and with real throttling; the HTML's compressed bytes and data blocks; INP of scripted interactions
// under a 4x CPU slowdown; what each page downloads, federated and as one bundle; server render
// throughput with the HTML cache warm and cold; API load. Writes bench/report.md and bench/report.json
// and prints a short summary.
// Flags for working on the benchmark itself: --no-build (serve the last builds), --no-lighthouse,
// --no-load (neither render nor API load), --no-render-load, --no-api-load, --no-monolith, --no-inp,
// --lighthouse-runs=N (N runs of each page and snapshot, the median by LCP reported, and N runs of each
// INP scenario; default 1), --throttling=simulated or devtools (only that Lighthouse mode).
import os from 'node:os';
import { runApiLoad, type LoadResult } from './lib/apiLoad';
import { buildFederated, buildMonolith, type AppBuild, type MonolithBuild } from './lib/build';
import { measureInp, medianInp, type InpResult } from './lib/inp';
import { medianRuns, runLighthouse, THROTTLINGS, type LighthouseRun } from './lib/lighthouse';
import { elapsedSeconds, log } from './lib/log';
import { startMonolithSite } from './lib/monolithSite';
import {
  measureRenderLoad,
  WARM_CACHE_SECONDS,
  type CacheState,
  type RenderLoadResult,
} from './lib/renderLoad';
import { consoleSummary, machine, writeReports, type BenchReport } from './lib/report';
import { benchRoutes, type BenchRoute } from './lib/routes';
import { prepareSiteDist, type SiteDist } from './lib/siteDist';
import { DATA_BUDGET_MS, startBenchSite } from './lib/sites';
import { takeSnapshots, type PageSnapshot } from './lib/snapshots';
import { checkTargets } from './lib/targets';
import { measureWeights, type BuildMode, type RouteWeight } from './lib/weights';

const flags = new Set(process.argv.slice(2));
const runsFlag = process.argv.find((a) => a.startsWith('--lighthouse-runs='));
const LIGHTHOUSE_RUNS = Math.max(1, Number(runsFlag?.split('=')[1] ?? 1) || 1);
const throttlingFlag = process.argv.find((a) => a.startsWith('--throttling='))?.split('=')[1];
const THROTTLING = THROTTLINGS.filter((t) => !throttlingFlag || t === throttlingFlag);
/** The pages of docs/decisions.md, issue 14's throughput target. */
const RENDER_ROUTES = ['/news/{slug}', '/doctor/{id}'];

interface PagesResult {
  routes: BenchRoute[];
  snapshots: PageSnapshot[];
  weights: RouteWeight[];
  inpRuns: InpResult[];
  lighthouseRuns: LighthouseRun[];
  skipped: Record<string, number>;
}

/** The live site: snapshots, what each page downloads (and the monolith's), Lighthouse. */
async function measurePages(
  dist: SiteDist,
  monolith: MonolithBuild | null,
  notes: string[],
): Promise<PagesResult> {
  log('starting the site');
  const site = await startBenchSite(dist, 'live');
  const monolithSite =
    monolith && monolith.status !== 'failed' ? await startMonolithSite(monolith.version, site.url) : null;
  try {
    const routes = await benchRoutes(site.url);
    log(`taking the snapshots of ${routes.map((r) => r.path).join(', ')}`);
    const snapshots = await takeSnapshots(site.url, dist.distDir, routes);
    for (const s of snapshots.filter((p) => !p.serverRendered))
      notes.push(
        `${s.route} was not server-rendered when its snapshot was taken (status ${s.status}, ` +
          `${s.app ? `data block of ${s.app}` : 'no data block of a remote'}${s.h1 ? '' : ', no h1'}): its snapshot ` +
          'holds the chrome only, and its LCP ratio is not a comparison of the same page.',
      );
    log('measuring what each page downloads' + (monolithSite ? ', federated and monolith' : ''));
    const targets: { mode: BuildMode; siteUrl: string; routes: BenchRoute[] }[] = [
      { mode: 'federated', siteUrl: site.url, routes },
    ];
    if (monolithSite) targets.push({ mode: 'monolith', siteUrl: monolithSite.url, routes });
    const weights = await measureWeights(targets);
    let inpRuns: InpResult[] = [];
    if (!flags.has('--no-inp')) {
      log(`INP of scripted interactions, 4x CPU slowdown, ${LIGHTHOUSE_RUNS} run(s) each`);
      inpRuns = await measureInp(site.url, routes, LIGHTHOUSE_RUNS);
      for (const r of inpRuns)
        log(
          `INP ${r.scenario}: ${r.inpMs === null ? '-' : Math.round(r.inpMs)} ms` +
            ` (${r.steps.map((s) => `${s.name} ${s.durationMs ?? '-'}`).join(', ')})${r.error ? ` ERROR ${r.error}` : ''}`,
        );
    }
    let lighthouseRuns: LighthouseRun[] = [];
    if (!flags.has('--no-lighthouse')) {
      log(
        `running Lighthouse (mobile, ${THROTTLING.join(' and ')} throttling), live and snapshot alternately, ` +
          `${LIGHTHOUSE_RUNS} run(s) each`,
      );
      lighthouseRuns = await runLighthouse(site.url, snapshots, LIGHTHOUSE_RUNS, THROTTLING);
    }
    return { routes, snapshots, weights, inpRuns, lighthouseRuns, skipped: site.skippedRenders() };
  } finally {
    await monolithSite?.stop();
    await site.stop();
  }
}

/** Render throughput of docs/decisions.md, issue 14's pages on a fresh site per cache state, one after the other. */
async function measureRendering(
  dist: SiteDist,
  snapshots: PageSnapshot[],
  skippedRenders: Record<string, Record<string, number>>,
): Promise<RenderLoadResult[]> {
  const results: RenderLoadResult[] = [];
  const states: [CacheState, number][] = [
    ['warm', WARM_CACHE_SECONDS],
    ['cold', 0],
  ];
  for (const [cache, cacheSeconds] of states) {
    log(`server render throughput, HTML cache ${cache} (SSR_CACHE_SECONDS=${cacheSeconds})`);
    const site = await startBenchSite(dist, cache, { cacheSeconds });
    try {
      for (const route of RENDER_ROUTES) {
        const page = snapshots.find((s) => s.route === route);
        if (!page?.serverRendered) {
          log(`render load ${cache} ${route}: skipped, the page was not server-rendered`);
          continue;
        }
        results.push(...(await measureRenderLoad(site.url, page, cache)));
      }
    } finally {
      skippedRenders[cache] = site.skippedRenders();
      await site.stop();
    }
  }
  return results;
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadAverageStart = os.loadavg();
  const notes: string[] = [
    '1 KB = 1000 bytes. Budgets of docs/decisions.md, issue 14: gzip JS of a first load of / <= 200 KB, of /appointment/create <= 230 KB.',
    `The sites run with the production data budget (SSR_DATA_BUDGET_MS=${DATA_BUDGET_MS}); a page whose data came later ` +
      'is left to the browser by the server and counted as not server-rendered.',
  ];

  let builds: AppBuild[] = [];
  if (!flags.has('--no-build')) {
    log('building the apps for production (unchanged apps are skipped)');
    builds = await buildFederated();
    for (const b of builds.filter((b) => b.status.startsWith('failed')))
      notes.push(
        `${b.app} did not build (${b.status}); last lines: ${b.error?.split('\n').slice(-3).join(' / ')}`,
      );
  }
  let monolith: MonolithBuild | null = null;
  if (!flags.has('--no-monolith')) {
    log('building the monolith');
    monolith = await buildMonolith();
    log(`monolith: ${monolith.status} (${monolith.version}) in ${monolith.seconds.toFixed(0)} s`);
    if (monolith.status === 'failed') notes.push(`The monolith did not build: ${monolith.error ?? ''}`);
  } else notes.push('The monolith was not measured (--no-monolith): no federation tax.');

  log('preparing the served builds (bench/tmp/site)');
  const dist = await prepareSiteDist();
  for (const b of dist.served.filter((s) => s.serving !== 'server-rendered' || !s.fromCurrentSources))
    notes.push(
      `${b.app} ${b.version ?? ''}: ${b.serving}` +
        (b.fromCurrentSources
          ? ''
          : ', an older build than its sources (they did not build, or were not built)') +
        (b.reason ? ` (${b.reason})` : '') +
        '.',
    );

  let pages: PagesResult = {
    routes: [],
    snapshots: [],
    weights: [],
    inpRuns: [],
    lighthouseRuns: [],
    skipped: {},
  };
  const skippedRenders: Record<string, Record<string, number>> = {};
  let render: RenderLoadResult[] = [];
  if (!dist.servable) {
    notes.push('The shell could not be deployed: no page was measured.');
  } else {
    pages = await measurePages(dist, monolith, notes);
    skippedRenders.live = pages.skipped;
    if (!flags.has('--no-load') && !flags.has('--no-render-load'))
      render = await measureRendering(dist, pages.snapshots, skippedRenders);
  }

  let load: LoadResult[] = [];
  let postgres = 'not run';
  if (!flags.has('--no-load') && !flags.has('--no-api-load')) {
    log('API load with autocannon');
    const result = await runApiLoad();
    load = result.results;
    postgres = result.postgres;
  }

  const lighthouse = medianRuns(pages.lighthouseRuns);
  const inp = medianInp(pages.inpRuns);
  const report: BenchReport = {
    startedAt,
    seconds: elapsedSeconds(),
    machine: machine(loadAverageStart),
    builds,
    monolith,
    served: dist.served,
    routes: pages.routes,
    snapshots: pages.snapshots,
    lighthouseRunsPerPage: LIGHTHOUSE_RUNS,
    lighthouse,
    lighthouseRuns: pages.lighthouseRuns,
    weights: pages.weights,
    inp,
    inpRuns: pages.inpRuns,
    render,
    skippedRenders,
    load,
    postgres,
    targets: checkTargets({
      served: dist.served,
      lighthouse,
      snapshots: pages.snapshots,
      weights: pages.weights,
      inp,
      render,
      renderRoutes: RENDER_ROUTES,
      load,
    }),
    notes,
  };
  const files = writeReports(report);
  console.log(consoleSummary(report));
  console.log(`\nReports: ${files.md}, ${files.json}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

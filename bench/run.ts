// npm run bench (issue 9): production builds (federated and monolith), the site served as `npm start`
// serves it, Lighthouse and bundle sizes per page, the federation tax, and API load with autocannon.
// Writes bench/report.md and bench/report.json and prints a short summary.
// Flags for working on the benchmark itself: --no-build (serve the last builds), --no-lighthouse, --no-load.
import os from 'node:os';
import { runApiLoad, type LoadResult } from './lib/apiLoad';
import { buildFederated, buildMonolith, type AppBuild, type MonolithBuild } from './lib/build';
import { runLighthouse, type LighthouseRun } from './lib/lighthouse';
import { elapsedSeconds, log } from './lib/log';
import { consoleSummary, machine, writeReports, type BenchReport } from './lib/report';
import { benchRoutes, type BenchRoute } from './lib/routes';
import { startSites, type Mode } from './lib/sites';
import { checkTargets } from './lib/targets';
import { measureWeights, type RouteWeight } from './lib/weights';

const flags = new Set(process.argv.slice(2));

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadAverageStart = os.loadavg();
  const notes: string[] = [
    '1 KB = 1000 bytes. Budgets of the issue: gzip JS of a first load of / <= 180 KB, of /appointment/create <= 220 KB.',
    "Monolith = tooling/webpack/monolith-config.js: the shell imports each remote's src/app.tsx (one lazy chunk per " +
      'remote) and registers it with single-spa without the federation runtime; same routes, layouts and composition ' +
      'code; webpack production defaults (module concatenation on, as a single bundle would be built).',
  ];

  let builds: AppBuild[] = [];
  let monolith: MonolithBuild | null = null;
  if (!flags.has('--no-build')) {
    log('building the apps for production (unchanged apps are skipped)');
    builds = await buildFederated();
    for (const b of builds.filter((b) => b.status.startsWith('failed')))
      notes.push(
        `${b.app} did not build (${b.status}); last lines: ${b.error?.split('\n').slice(-3).join(' / ')}`,
      );
  }
  log('building the monolith');
  monolith = await buildMonolith();
  log(`monolith: ${monolith.status} (${monolith.version}) in ${monolith.seconds.toFixed(0)} s`);
  if (monolith.status === 'failed') notes.push(`The monolith did not build: ${monolith.error ?? ''}`);
  const withMonolith = monolith.status !== 'failed';

  log('starting the federated site' + (withMonolith ? ' and the monolith site' : ''));
  const sites = await startSites(withMonolith);
  let routes: BenchRoute[] = [];
  let weights: RouteWeight[] = [];
  let lighthouse: LighthouseRun[] = [];
  try {
    routes = await benchRoutes(sites.federated.url);
    const targets: { mode: Mode; siteUrl: string }[] = [{ mode: 'federated', siteUrl: sites.federated.url }];
    if (sites.monolith) targets.push({ mode: 'monolith', siteUrl: sites.monolith.url });
    log(`measuring what each page downloads: ${routes.map((r) => r.path).join(', ')}`);
    weights = await measureWeights(targets.map((t) => ({ ...t, routes })));
    if (!flags.has('--no-lighthouse')) {
      log('running Lighthouse (mobile, simulated throttling)');
      lighthouse = await runLighthouse(routes, targets);
    }
  } finally {
    sites.stop();
  }

  let load: LoadResult[] = [];
  let postgres = 'not run';
  if (!flags.has('--no-load')) {
    log('API load with autocannon');
    const result = await runApiLoad();
    load = result.results;
    postgres = result.postgres;
  }

  const report: BenchReport = {
    startedAt,
    seconds: elapsedSeconds(),
    machine: machine(loadAverageStart),
    builds,
    monolith,
    routes,
    lighthouse,
    weights,
    load,
    postgres,
    targets: checkTargets(lighthouse, weights, load),
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

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './apiLoad';
import type { AppBuild, MonolithBuild } from './build';
import { CPU_SLOWDOWN, type InpResult } from './inp';
import type { LighthouseRun, PageMode, Throttling } from './lighthouse';
import { BENCH_DIR } from './paths';
import type { RenderLoadResult } from './renderLoad';
import type { ServedBuild } from './siteDist';
import type { PageSnapshot } from './snapshots';
import { ratio, type TargetCheck } from './targets';
import type { RouteWeight } from './weights';

export interface BenchReport {
  startedAt: string;
  seconds: number;
  machine: {
    cpus: number;
    model: string;
    memoryGb: number;
    loadAverageStart: number[];
    loadAverageEnd: number[];
  };
  builds: AppBuild[];
  monolith: MonolithBuild | null;
  /** What the benchmark's sites served, app by app. */
  served: ServedBuild[];
  routes: { name: string; path: string }[];
  snapshots: PageSnapshot[];
  lighthouseRunsPerPage: number;
  /** One run per page and mode (the median by LCP when there are several). */
  lighthouse: LighthouseRun[];
  /** Every run, in the order taken. */
  lighthouseRuns: LighthouseRun[];
  weights: RouteWeight[];
  /** INP per scenario (the median run), and every run. */
  inp: InpResult[];
  inpRuns: InpResult[];
  render: RenderLoadResult[];
  /** Slots the site servers left to the browser during the run, by site and reason (their logs). */
  skippedRenders: Record<string, Record<string, number>>;
  load: LoadResult[];
  postgres: string;
  targets: TargetCheck[];
  notes: string[];
}

type Cell = string | number;

const kb = (bytes: number | undefined) => (bytes === undefined ? '-' : (bytes / 1000).toFixed(1));
const secs = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '-' : (ms / 1000).toFixed(2);
const fixed = (n: number | null | undefined, digits: number) =>
  n === null || n === undefined ? '-' : n.toFixed(digits);
const index = (n: number | null | undefined) => (n === null || n === undefined ? '-' : Math.round(n));

function table(head: string[], rows: Cell[][]): string {
  const line = (cells: Cell[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Plain text columns for the terminal. */
function textTable(head: string[], rows: Cell[][]): string {
  const all = [head, ...rows].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const fmt = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [fmt(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(fmt)].join('\n');
}

function run(
  report: BenchReport,
  route: string,
  mode: PageMode,
  throttling: Throttling = 'simulated',
): LighthouseRun | undefined {
  return report.lighthouse.find((r) => r.route === route && r.mode === mode && r.throttling === throttling);
}

const SUMMARY_HEAD = [
  'page',
  'SSR',
  'score',
  'FCP s',
  'LCP s',
  'TBT ms',
  'CLS',
  'BI',
  'snap score',
  'snap FCP s',
  'snap LCP s',
  'snap TBT ms',
  'snap CLS',
  'snap BI',
  'LCP live/snap',
  'JS gz KB before touch: files + inline',
  'JS gz KB after touch',
];

function summaryRows(report: BenchReport): Cell[][] {
  return report.routes.map(({ name }) => {
    const live = run(report, name, 'live');
    const snap = run(report, name, 'snapshot');
    const page = report.snapshots.find((s) => s.route === name);
    const weight = report.weights.find((w) => w.route === name && w.mode === 'federated');
    return [
      name,
      page ? (page.serverRendered ? 'yes' : 'NO') : '-',
      live?.score ?? '-',
      secs(live?.fcpMs),
      secs(live?.lcpMs),
      fixed(live?.tbtMs, 0),
      fixed(live?.cls, 3),
      index(live?.benchmarkIndex),
      snap?.score ?? '-',
      secs(snap?.fcpMs),
      secs(snap?.lcpMs),
      fixed(snap?.tbtMs, 0),
      fixed(snap?.cls, 3),
      index(snap?.benchmarkIndex),
      fixed(ratio(live?.lcpMs, snap?.lcpMs), 2),
      weight
        ? `${kb(weight.jsGzipBeforeTouch)} (${weight.scriptFilesBeforeTouch} files) + ${kb(weight.inlineJsGzip)} inline`
        : '-',
      kb(weight?.jsGzip),
    ];
  });
}

const PAGE_HEAD = [
  'page',
  'devtools score',
  'devtools LCP s',
  'devtools snap LCP s',
  'devtools LCP live/snap',
  'HTML KB',
  'br KB',
  'gzip KB',
  'data KB',
];

/** Real (devtools) throttling beside the snapshot, and the HTML's bytes (issue 25). */
function pageRows(report: BenchReport): Cell[][] {
  return report.routes.map(({ name }) => {
    const live = run(report, name, 'live', 'devtools');
    const snap = run(report, name, 'snapshot', 'devtools');
    const page = report.snapshots.find((s) => s.route === name);
    const data = page ? Object.values(page.dataBytes).reduce((sum, n) => sum + n, 0) : undefined;
    return [
      name,
      live?.score ?? '-',
      secs(live?.lcpMs),
      secs(snap?.lcpMs),
      fixed(ratio(live?.lcpMs, snap?.lcpMs), 2),
      kb(page?.htmlBytes),
      page?.compressed.br === null ? 'no' : kb(page?.compressed.br),
      page?.compressed.gzip === null ? 'no' : kb(page?.compressed.gzip),
      page
        ? `${kb(data)} (${Object.entries(page.dataBytes)
            .map(([app, n]) => `${app} ${kb(n)}`)
            .join(', ')})`
        : '-',
    ];
  });
}

const INP_HEAD = ['scenario', 'page', 'INP ms', 'steps (longest event of each, ms)', 'error'];

function inpRows(results: InpResult[]): Cell[][] {
  return results.map((r) => [
    r.scenario,
    r.route,
    r.inpMs === null ? '-' : Math.round(r.inpMs),
    r.steps.map((s) => `${s.name}: ${s.durationMs ?? '-'}`).join('; '),
    r.error ?? '',
  ]);
}

const RENDER_HEAD = [
  'page',
  'cache',
  'load',
  's',
  'req/s',
  'p50 ms',
  'p90 ms',
  'p99 ms',
  'p99 of hits ms',
  'max ms',
  'server-rendered',
  'other',
  'of which given up',
  'cache hits',
];

function renderRows(render: RenderLoadResult[]): Cell[][] {
  return render.map((r) => [
    r.route,
    r.cache,
    r.rate ? `${r.run}, ${r.rate}/s, br` : `max, ${r.connections} conn`,
    r.seconds,
    r.rps,
    r.p50,
    r.p90,
    r.p99,
    r.hitP99 ?? '-',
    r.max,
    r.serverRendered,
    r.other,
    r.timedOut,
    r.cacheHits,
  ]);
}

function loadRows(load: LoadResult[]): Cell[][] {
  return load.map((l) => [
    l.backend,
    l.name,
    l.rate ? `${l.rate}/s steady, open loop` : `max, ${l.connections} conn`,
    l.seconds,
    l.rps,
    l.p50,
    l.p90,
    l.p99,
    l.ok2xx,
    l.non2xx + l.errors + l.timeouts,
  ]);
}
const LOAD_HEAD = ['db', 'call', 'load', 's', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', '2xx', 'other'];

function targetRows(targets: TargetCheck[]): Cell[][] {
  return targets.map((t) => [
    t.met === null ? 'n/a' : t.met ? 'met' : 'MISSED',
    t.issue,
    t.target,
    t.subject,
    t.value,
    t.limit,
    t.margin,
  ]);
}
const TARGET_HEAD = ['', 'issue', 'target', 'subject', 'value', 'limit', 'margin'];

function monolithRows(weights: RouteWeight[]): Cell[][] {
  return weights
    .filter((w) => w.mode === 'federated')
    .map((fed) => {
      const mono = weights.find((w) => w.mode === 'monolith' && w.route === fed.route);
      return [
        fed.route,
        kb(fed.jsGzip),
        fed.scriptFiles,
        fed.requests,
        kb(mono?.jsGzip),
        mono?.scriptFiles ?? '-',
        mono?.requests ?? '-',
        mono ? (mono.h1Shown ? 'yes' : 'NO') : '-',
        fixed(ratio(fed.jsGzip, mono?.jsGzip), 2),
        fixed(ratio(fed.requests, mono?.requests), 2),
      ];
    });
}
const MONOLITH_HEAD = [
  'page',
  'JS gz KB',
  'scripts',
  'requests',
  'mono JS gz KB',
  'mono scripts',
  'mono requests',
  'mono h1 shown',
  'x JS',
  'x requests',
];

function perAppRows(weights: RouteWeight[]): { head: string[]; rows: Cell[][] } {
  const apps = [...new Set(weights.flatMap((w) => Object.keys(w.perApp)))].sort();
  return {
    head: [
      'page',
      'build',
      ...apps.map((a) => `${a} gz (raw) KB`),
      'total gz (raw) KB',
      'files',
      'h1 shown',
      'SSR',
    ],
    rows: weights.map((w) => [
      w.route,
      w.mode,
      ...apps.map((a) => (w.perApp[a] ? `${kb(w.perApp[a].gzip)} (${kb(w.perApp[a].raw)})` : '-')),
      `${kb(w.jsGzip)} (${kb(w.jsRaw)})`,
      w.scriptFiles,
      w.h1Shown ? 'yes' : 'NO',
      w.mode === 'monolith' ? '-' : w.serverRendered ? 'yes' : 'NO',
    ]),
  };
}

function skippedText(report: BenchReport): string {
  const parts = Object.entries(report.skippedRenders).map(([site, reasons]) => {
    const list = Object.entries(reasons).map(([reason, n]) => `${n} × ${reason}`);
    return `${site} site: ${list.length ? list.join(', ') : 'none'}`;
  });
  return parts.length ? parts.join('; ') : 'no site ran';
}

function machineLine(report: BenchReport): string {
  const m = report.machine;
  return (
    `Run ${report.startedAt}, ${(report.seconds / 60).toFixed(1)} min, ${m.cpus} CPUs (${m.model}), ${m.memoryGb} GB. ` +
    `Load average ${m.loadAverageStart.map((n) => n.toFixed(1)).join(' / ')} at start, ` +
    `${m.loadAverageEnd.map((n) => n.toFixed(1)).join(' / ')} at end: timings (LCP, TBT, latencies) ` +
    'depend on what else the machine runs; byte and request counts do not.'
  );
}

/** The short tables printed at the end of `npm run bench`. */
export function consoleSummary(report: BenchReport): string {
  const met = report.targets.filter((t) => t.met === true).length;
  const missed = report.targets.filter((t) => t.met === false).length;
  const open = report.targets.filter((t) => t.met === null).length;
  return [
    'Pages: Lighthouse mobile (simulated throttling), live page and its static snapshot (snap); BI = benchmarkIndex; ' +
      'SSR = the page slot came server-rendered; JS = gzip bytes a first visit downloads',
    textTable(SUMMARY_HEAD, summaryRows(report)),
    '',
    'Pages: Lighthouse mobile with real (devtools) throttling; the HTML as sent (brotli, gzip) and its data blocks',
    textTable(PAGE_HEAD, pageRows(report)),
    '',
    `INP under a ${CPU_SLOWDOWN}x CPU slowdown (scripted interactions, web-vitals)`,
    textTable(INP_HEAD, inpRows(report.inp)),
    '',
    'Server render throughput (site server, HTML cache warm or cold)',
    textTable(RENDER_HEAD, renderRows(report.render)),
    '',
    'API load (autocannon, loopback)',
    textTable(LOAD_HEAD, loadRows(report.load)),
    '',
    `Targets: ${met} met, ${missed} missed, ${open} not measured or not comparable (all in bench/report.md)`,
    textTable(TARGET_HEAD, targetRows(report.targets.filter((t) => t.met !== true))),
    '',
    `Slots left to the browser: ${skippedText(report)}.`,
    `Load average of the machine: ${report.machine.loadAverageStart.map((n) => n.toFixed(1)).join(' ')} at start, ` +
      `${report.machine.loadAverageEnd.map((n) => n.toFixed(1)).join(' ')} at end (${report.machine.cpus} CPUs). ` +
      `Ran in ${(report.seconds / 60).toFixed(1)} min.`,
  ].join('\n');
}

export function markdownReport(report: BenchReport): string {
  const perApp = perAppRows(report.weights);
  const lhRows = report.lighthouseRuns.map((r) => [
    r.route,
    r.mode,
    r.throttling,
    r.run,
    r.score ?? '-',
    secs(r.fcpMs),
    secs(r.lcpMs),
    fixed(r.tbtMs, 0),
    fixed(r.cls, 3),
    kb(r.jsTransferBytes),
    r.requests,
    index(r.benchmarkIndex),
    r.error ?? '',
  ]);
  const snapshotRows = report.snapshots.map((s) => [
    s.route,
    s.status,
    s.serverRendered ? 'yes' : 'NO',
    s.app ?? '-',
    kb(s.htmlBytes),
    kb(s.snapshotBytes),
    s.removed.scripts,
    s.removed.scriptPreloads,
    `\`${s.snapshotPath}\``,
  ]);
  return [
    '# Benchmark: server-rendered pages beside their static snapshots, render throughput, bytes, API load',
    '',
    'docs/decisions.md, issue 25 (HTML first, scripts off the critical path), issue 14 (server rendering) and issue 9 ' +
      '(performance, federation tax, API load). How it is measured: bench/README.md.',
    '',
    machineLine(report),
    '',
    '## Summary',
    '',
    'Lighthouse 12, mobile preset, simulated throttling, on each live page and on its static snapshot (the same ' +
      'HTML without any script, same CSS, same server), alternately' +
      (report.lighthouseRunsPerPage > 1
        ? `, ${report.lighthouseRunsPerPage} runs each (median by LCP)`
        : '') +
      '. BI = benchmarkIndex. SSR: the page slot came rendered from the server. JS = gzip bytes (level 9) of every ' +
      'script a first visit downloads (Chromium, phone viewport); before the touch, the script files requested and ' +
      'the scripts inline in the HTML (the starter), each gzipped on its own.',
    '',
    table(SUMMARY_HEAD, summaryRows(report)),
    '',
    '## Real throttling, and the HTML as sent',
    '',
    'Lighthouse 12, mobile preset with `--throttling-method=devtools` (the network and the CPU really slowed ' +
      'down while the page loads), live page beside its snapshot, as above. The HTML: as the server sends it ' +
      "from its cache to a browser that accepts brotli, or gzip only; data = characters of the page's data " +
      'blocks (`ssr-data-<app>`).',
    '',
    table(PAGE_HEAD, pageRows(report)),
    '',
    `## INP under a ${CPU_SLOWDOWN}x CPU slowdown`,
    '',
    'Each scenario in a fresh Chromium (phone viewport): the page loaded and taken over by its scripts at full ' +
      `speed, then the CPU slowed down ${CPU_SLOWDOWN}x (\`Emulation.setCPUThrottlingRate\`) and each step made ` +
      "as real input (clicks, key presses). INP: web-vitals' `onINP`" +
      (report.inpRuns.length > report.inp.length ? ', the median run of each scenario' : '') +
      '; each step: the longest Event Timing entry of its interactions. Every run: bench/report.json.',
    '',
    table(INP_HEAD, inpRows(report.inp)),
    '',
    '## Server render throughput',
    '',
    'The site server (`ops/src/server/main.ts`, API in the same process, data budget 300 ms) on this machine, ' +
      'load generator on the same cores. "max": autocannon, closed loop, uncompressed answers; "steady": requests ' +
      'at even intervals whatever the answers (bench/lib/pacedLoad.ts), asking for brotli as a browser does. ' +
      'Every answer is checked: 200, with the page h1 and its app data block; "other" counts the rest, and ' +
      'the steady requests given up unanswered after 10 s (counted with 10 s, a lower bound). ' +
      'Warm: cache on (30 s), the page cached just before; "steady" and "max" stay within its lifetime, ' +
      '"steady, expiry" crosses one expiry, as a page in steady use does every 30 s ("p99 of hits": the answers ' +
      'from the cache alone). Cold: `SSR_CACHE_SECONDS=0`, every answer rendered.',
    '',
    table(RENDER_HEAD, renderRows(report.render)),
    '',
    `Slots the servers left to the browser during the run (their logs): ${skippedText(report)}.`,
    '',
    '## Targets',
    '',
    table(TARGET_HEAD, targetRows(report.targets)),
    '',
    '## What the benchmark served',
    '',
    table(
      ['app', 'version', 'served', 'from current sources', 'why'],
      report.served.map((b) => [
        b.app,
        b.version ?? '-',
        b.serving,
        b.fromCurrentSources ? 'yes' : 'NO',
        b.reason ?? '',
      ]),
    ),
    '',
    '## Snapshots',
    '',
    table(
      [
        'page',
        'status',
        'SSR',
        'app',
        'HTML KB',
        'snapshot KB',
        'scripts removed',
        'script preloads removed',
        'served at',
      ],
      snapshotRows,
    ),
    '',
    '## Lighthouse, every run',
    '',
    "benchmarkIndex is Lighthouse's own measure of the host's speed during the run: its simulated CPU slowdown " +
      'assumes a fast desktop host, so on a slower or busier machine TBT and LCP come out longer. Full reports: ' +
      '`bench/tmp/lighthouse/`.',
    '',
    table(
      [
        'page',
        'mode',
        'throttling',
        'run',
        'score',
        'FCP s',
        'LCP s',
        'TBT ms',
        'CLS',
        'JS transfer KB',
        'requests',
        'BI',
        'error',
      ],
      lhRows,
    ),
    '',
    '## Where the LCP time goes',
    '',
    "Lighthouse's LCP phases (ms) of the runs in the summaries (for simulated throttling, as Lantern estimates them), and the LCP element.",
    '',
    table(
      [
        'page',
        'mode',
        'throttling',
        'LCP s',
        'TTFB',
        'load delay',
        'load time',
        'render delay',
        'LCP element',
      ],
      report.lighthouse.map((r) => [
        r.route,
        r.mode,
        r.throttling,
        secs(r.lcpMs),
        fixed(r.lcpPhases?.ttfbMs, 0),
        fixed(r.lcpPhases?.loadDelayMs, 0),
        fixed(r.lcpPhases?.loadTimeMs, 0),
        fixed(r.lcpPhases?.renderDelayMs, 0),
        r.lcpElement ? `\`${r.lcpElement.replace(/[`|\n]/g, ' ')}\`` : '-',
      ]),
    ),
    '',
    '## Federation tax (JS a first visit downloads, federated / monolith)',
    '',
    'The monolith is the same code as one webpack build without Module Federation (bench/monolith/), served ' +
      'rendered in the browser (bench/lib/monolithSite.ts): only its bytes and requests are compared.',
    '',
    table(MONOLITH_HEAD, monolithRows(report.weights)),
    '',
    '## Bundle sizes per app (what each page downloads on a first visit)',
    '',
    'By the folder each file is served from (`/dist/<app>/<version>/`): the monolith serves everything from its ' +
      'shell folder.',
    '',
    table(perApp.head, perApp.rows),
    '',
    'react-dom copies downloaded: ' +
      report.weights.map((w) => `${w.route} ${w.mode}: ${w.reactDomCopies}`).join('; ') +
      '.',
    '',
    '## API load',
    '',
    `autocannon on loopback against \`api/src/main.ts\` (own process, request logs off); PostgreSQL: ${report.postgres}. ` +
      'The POST books a new (patient, doctor, date) with its own idempotency key on every request. "max": ' +
      'autocannon, as fast as the API answers; "steady": requests sent at even intervals whatever the answers ' +
      '(bench/lib/pacedLoad.ts), the measure for the latency target.',
    '',
    table(LOAD_HEAD, loadRows(report.load)),
    '',
    '## Builds',
    '',
    table(
      ['app', 'version', 'status', 's'],
      [
        ...report.builds.map((b) => [b.app, b.version ?? '-', b.status, b.seconds.toFixed(0)]),
        ...(report.monolith
          ? [
              [
                'monolith (shell + 5 remotes)',
                report.monolith.version,
                report.monolith.status,
                report.monolith.seconds.toFixed(0),
              ],
            ]
          : []),
      ],
    ),
    '',
    ...(report.notes.length ? ['## Notes', '', ...report.notes.map((n) => `- ${n}`), ''] : []),
  ].join('\n');
}

export function writeReports(report: BenchReport): { md: string; json: string } {
  const md = path.join(BENCH_DIR, 'report.md');
  const json = path.join(BENCH_DIR, 'report.json');
  fs.writeFileSync(md, markdownReport(report));
  fs.writeFileSync(json, JSON.stringify(report, null, 2) + '\n');
  return { md, json };
}

export function machine(loadAverageStart: number[]): BenchReport['machine'] {
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1e9),
    loadAverageStart,
    loadAverageEnd: os.loadavg(),
  };
}

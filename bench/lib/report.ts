import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './apiLoad';
import type { AppBuild, MonolithBuild } from './build';
import type { LighthouseRun } from './lighthouse';
import { BENCH_DIR } from './paths';
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
  routes: { name: string; path: string }[];
  lighthouse: LighthouseRun[];
  weights: RouteWeight[];
  load: LoadResult[];
  postgres: string;
  targets: TargetCheck[];
  notes: string[];
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '-' : (bytes / 1000).toFixed(1));
const secs = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '-' : (ms / 1000).toFixed(2);
const fixed = (n: number | null | undefined, digits: number) =>
  n === null || n === undefined ? '-' : n.toFixed(digits);

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Plain text columns for the terminal. */
function textTable(head: string[], rows: (string | number)[][]): string {
  const all = [head, ...rows].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const fmt = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [fmt(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(fmt)].join('\n');
}

function summaryRows(report: BenchReport): (string | number)[][] {
  return report.routes.map(({ name }) => {
    const lhF = report.lighthouse.find((r) => r.route === name && r.mode === 'federated');
    const lhM = report.lighthouse.find((r) => r.route === name && r.mode === 'monolith');
    const wF = report.weights.find((w) => w.route === name && w.mode === 'federated');
    const wM = report.weights.find((w) => w.route === name && w.mode === 'monolith');
    return [
      name,
      lhF?.score ?? '-',
      secs(lhF?.lcpMs),
      fixed(lhF?.tbtMs, 0),
      fixed(lhF?.cls, 3),
      kb(wF?.jsGzip),
      wF?.requests ?? '-',
      wF?.reactDomCopies ?? '-',
      lhM?.score ?? '-',
      secs(lhM?.lcpMs),
      kb(wM?.jsGzip),
      wM?.requests ?? '-',
      fixed(ratio(wF?.jsGzip, wM?.jsGzip), 2),
      fixed(ratio(wF?.requests, wM?.requests), 2),
      fixed(ratio(lhF?.lcpMs, lhM?.lcpMs), 2),
    ];
  });
}

const SUMMARY_HEAD = [
  'page',
  'score',
  'LCP s',
  'TBT ms',
  'CLS',
  'JS gz KB',
  'req',
  'react-dom',
  'mono score',
  'mono LCP s',
  'mono JS KB',
  'mono req',
  'x JS',
  'x req',
  'x LCP',
];

function loadRows(load: LoadResult[]): (string | number)[][] {
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

function targetRows(targets: TargetCheck[]): (string | number)[][] {
  return targets.map((t) => [
    t.met === null ? 'n/a' : t.met ? 'met' : 'MISSED',
    t.target,
    t.subject,
    t.value,
    t.limit,
    t.margin,
  ]);
}

/** The short table printed at the end of `npm run bench`. */
export function consoleSummary(report: BenchReport): string {
  const met = report.targets.filter((t) => t.met === true).length;
  const missed = report.targets.filter((t) => t.met === false).length;
  return [
    `Pages (Lighthouse mobile, simulated throttling; JS = gzip bytes downloaded on a first visit; x = federated / monolith)`,
    textTable(SUMMARY_HEAD, summaryRows(report)),
    '',
    'API load (autocannon, loopback)',
    textTable(LOAD_HEAD, loadRows(report.load)),
    '',
    `Targets: ${met} met, ${missed} missed (details in bench/report.md)`,
    textTable(
      ['', 'target', 'subject', 'value', 'limit', 'margin'],
      targetRows(report.targets.filter((t) => t.met !== true)),
    ),
    '',
    `Load average of the machine: ${report.machine.loadAverageStart.map((n) => n.toFixed(1)).join(' ')} at start, ` +
      `${report.machine.loadAverageEnd.map((n) => n.toFixed(1)).join(' ')} at end (${report.machine.cpus} CPUs). ` +
      `Ran in ${(report.seconds / 60).toFixed(1)} min.`,
  ].join('\n');
}

function perAppRows(weights: RouteWeight[]): { head: string[]; rows: (string | number)[][] } {
  const apps = [...new Set(weights.flatMap((w) => Object.keys(w.perApp)))].sort();
  return {
    head: ['page', 'build', ...apps.map((a) => `${a} gz (raw) KB`), 'total gz (raw) KB', 'files'],
    rows: weights.map((w) => [
      w.route,
      w.mode,
      ...apps.map((a) => (w.perApp[a] ? `${kb(w.perApp[a].gzip)} (${kb(w.perApp[a].raw)})` : '-')),
      `${kb(w.jsGzip)} (${kb(w.jsRaw)})`,
      w.scriptFiles,
    ]),
  };
}

export function markdownReport(report: BenchReport): string {
  const perApp = perAppRows(report.weights);
  const lhRows = report.lighthouse.map((r) => [
    r.route,
    r.mode,
    r.score ?? '-',
    secs(r.fcpMs),
    secs(r.lcpMs),
    fixed(r.tbtMs, 0),
    fixed(r.cls, 3),
    kb(r.jsTransferBytes),
    r.requests,
    r.benchmarkIndex === null ? '-' : Math.round(r.benchmarkIndex),
    r.error ?? '',
  ]);
  const m = report.machine;
  return [
    '# Benchmark: performance, federation tax and API load (issue 9)',
    '',
    `Run ${report.startedAt}, ${(report.seconds / 60).toFixed(1)} min, ${m.cpus} CPUs (${m.model}), ${m.memoryGb} GB. ` +
      `Load average ${m.loadAverageStart.map((n) => n.toFixed(1)).join(' / ')} at start, ` +
      `${m.loadAverageEnd.map((n) => n.toFixed(1)).join(' / ')} at end: timings (LCP, TBT, latencies) ` +
      'depend on what else the machine runs; byte and request counts do not.',
    '',
    '## Summary',
    '',
    'JS = gzip bytes (level 9) of every script a first visit downloads, measured on the bytes in Chromium, phone viewport; ' +
      'score, LCP, TBT, CLS from Lighthouse 12 (mobile preset, simulated throttling). `x` columns: federated / monolith.',
    '',
    table(SUMMARY_HEAD, summaryRows(report)),
    '',
    '## Targets',
    '',
    table(['', 'target', 'subject', 'value', 'limit', 'margin'], targetRows(report.targets)),
    '',
    '## Lighthouse',
    '',
    "benchmarkIndex is Lighthouse's own measure of the host's speed during the run: its simulated CPU slowdown " +
      'assumes a fast desktop host, so on a slower or busier machine TBT and LCP come out longer.',
    '',
    table(
      [
        'page',
        'build',
        'score',
        'FCP s',
        'LCP s',
        'TBT ms',
        'CLS',
        'JS transfer KB',
        'requests',
        'benchmarkIndex',
        'error',
      ],
      lhRows,
    ),
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

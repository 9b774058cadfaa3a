// npm run fuzz: the API's property-based fuzz suite (api/test/fuzz.test.ts) at 1,000 cases per call and
// per operation of the OpenAPI document (api/test/support/fuzz/document.ts: mismatches by operation), on
// PGlite and (when the binaries exist) PostgreSQL. Prints the figures per call and writes them to
// api/data/fuzz-report.md. Environment: FUZZ_RUNS (cases per call), FUZZ_SEED, FUZZ_SURVEY=1 (record
// every case of an unfixed build instead of stopping at the first 5xx), FUZZ_BACKENDS=pglite,postgres.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onSupportedNode } from './supported-node.mjs';

onSupportedNode(new URL(import.meta.url).pathname);

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportLines = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-fuzz-')), 'figures.jsonl');
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '1000', FUZZ_REPORT: reportLines };
const started = Date.now();
const result = spawnSync(
  path.join(root, 'node_modules/.bin/jest'),
  ['--selectProjects', 'api', '--runTestsByPath', 'api/test/fuzz.test.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env },
);

function table({ backend, runs, seed, survey, rows }) {
  const statuses = [...new Set(rows.flatMap((r) => Object.keys(r.statuses)))].sort();
  const total = rows.reduce((n, r) => n + r.cases, 0);
  const fiveHundreds = rows.reduce(
    (n, r) => n + Object.entries(r.statuses).reduce((m, [s, c]) => m + (Number(s) >= 500 ? c : 0), 0),
    0,
  );
  const lines = [
    `### ${backend}: ${runs} cases per call, seed ${seed}${survey ? ' (survey: every case recorded)' : ''}`,
    '',
    `${total} requests, ${fiveHundreds} answered 5xx.`,
    '',
    `| call | cases | ${statuses.join(' | ')} |`,
    `|---|---:|${statuses.map(() => '---:').join('|')}|`,
    ...rows.map((r) => `| ${r.call} | ${r.cases} | ${statuses.map((s) => r.statuses[s] ?? 0).join(' | ')} |`),
  ];
  const failures = rows.flatMap((r) => r.failures.map((f) => ({ call: r.call, ...f })));
  if (failures.length > 0) {
    lines.push('', 'First requests answered 5xx per call:', '');
    for (const f of failures.slice(0, 60)) {
      const body = f.request.body
        ? ` ${f.request.body.contentType} ${f.request.body.body.slice(0, 160)}`
        : '';
      lines.push(`- ${f.call}: ${f.status} ← \`${f.request.method} ${f.request.path.slice(0, 160)}${body}\``);
    }
  }
  return lines.join('\n');
}

const reports = fs.existsSync(reportLines)
  ? fs
      .readFileSync(reportLines, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
const markdown = [
  `# API fuzz figures (${new Date().toISOString().slice(0, 10)}, ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  '',
  ...reports.map((report) => report.document ?? table(report)),
  '',
].join('\n\n');
const out = path.join(root, 'api', 'data', 'fuzz-report.md');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, markdown);
console.log(`\n${markdown}\nFigures written to ${path.relative(root, out)}`);
process.exit(result.status ?? 1);

// What failed (and what passed only on its retry), one line each, for npm test's summary: CI keeps only
// the end of the output, and a failure named there needs no other log to be found again.
import fs from 'node:fs';

/** Longest line kept: the test's place and title, then the start of its first error. */
const WIDTH = 400;

/** Terminal colours, which assertion messages carry. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The start of an error: its first lines (an assertion's own message, then what it received), joined. */
const brief = (text) =>
  String(text ?? '')
    .replace(COLOURS, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '))
    .slice(0, 4)
    .join(' / ');

const clip = (line) => (line.length > WIDTH ? `${line.slice(0, WIDTH - 1)}…` : line);

function* playwrightSpecs(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child);
}

/** From a Playwright JSON report: `FAIL` for a test that failed every attempt, `flaky` for one a retry passed. */
export function playwrightFailures(file) {
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const lines = (report.errors ?? []).map((error) => clip(`FAIL (run) ${brief(error.message)}`));
  for (const suite of report.suites ?? [])
    for (const spec of playwrightSpecs(suite))
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedRun = (test.results ?? []).find((result) => (result.errors ?? []).length > 0);
        const error = failedRun ? brief(failedRun.errors[0].message) : '';
        const label = test.status === 'flaky' ? 'flaky' : 'FAIL ';
        lines.push(clip(`${label} ${spec.file}:${spec.line} › ${spec.title}: ${error}`));
      }
  return lines;
}

/** From a Jest JSON report: each failed test, and each suite that could not run. */
export function jestFailures(file, root) {
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const where = suite.name.replace(`${root}/`, '');
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      lines.push(clip(`FAIL  ${where} › ${test.fullName}: ${brief(test.failureMessages?.[0])}`));
    if (failed.length === 0 && suite.status === 'failed')
      lines.push(clip(`FAIL  ${where}: ${brief(suite.message)}`));
  }
  return lines;
}

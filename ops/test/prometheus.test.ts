import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

/*
 * The scrape config and alert rules in ops/prometheus (docs/decisions.md, "Issue 28 — metrics"), checked
 * by Debian's promtool (`apt-get install prometheus`): syntax, and alerts.test.yml's series raising
 * exactly the alerts they must. Skipped where promtool is not installed.
 */
const DIR = path.resolve(__dirname, '../prometheus');

function promtool(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

const tool = promtool();
(tool ? describe : describe.skip)('ops/prometheus with promtool', () => {
  const run = (...args: string[]) => execFileSync(tool!, args, { cwd: DIR, encoding: 'utf8' });

  it('accepts the scrape config and its rule files', () => {
    expect(run('check', 'config', 'prometheus.yml')).toContain('SUCCESS');
  });

  it('accepts the alert rules', () => {
    expect(run('check', 'rules', 'alerts.yml')).toContain('4 rules found');
  });

  it('raises the alerts the test series call for, and no others', () => {
    expect(run('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });
});

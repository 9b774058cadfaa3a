import fs from 'node:fs';
import path from 'node:path';
import { deploy } from '../src/registry/deploy';
import { readHistory, readRegistry, registryPath } from '../src/registry/registryStore';
import { fakeBuild, withTempDist } from './fixtures';

const temp = withTempDist();

function entryText(app: string): string {
  return JSON.stringify(JSON.parse(fs.readFileSync(registryPath(), 'utf8'))[app]);
}

describe('deploy and rollback', () => {
  it('points one remote at a version and leaves every other entry byte-identical', async () => {
    fakeBuild(temp.dist(), 'mf-booking', '1.0.0-a');
    fakeBuild(temp.dist(), 'mf-content', '1.0.0-c');
    await deploy('mf-booking', '1.0.0-a');
    await deploy('mf-content', '1.0.0-c');
    const contentBefore = entryText('mf-content');
    fakeBuild(temp.dist(), 'mf-booking', '1.0.0-b');
    const result = await deploy('mf-booking', '1.0.0-b');
    expect(result).toEqual({ app: 'mf-booking', from: '1.0.0-a', to: '1.0.0-b' });
    expect(entryText('mf-content')).toBe(contentBefore);
    const booking = readRegistry()['mf-booking'];
    expect(booking.entry).toBe('/dist/mf-booking/1.0.0-b/remoteEntry.js');
    expect(booking.previous).toEqual(['1.0.0-a']);
    expect(booking.routes).toEqual([{ path: '/mf-booking', layout: 'default' }]);
  });

  it('rolls back to the previous version and records the history', async () => {
    fakeBuild(temp.dist(), 'mf-booking', 'v1');
    await deploy('mf-booking', 'v1');
    fakeBuild(temp.dist(), 'mf-booking', 'v2');
    await deploy('mf-booking', 'v2');
    await deploy('mf-booking', readRegistry()['mf-booking'].previous[0], 'rollback');
    expect(readRegistry()['mf-booking'].version).toBe('v1');
    expect(readRegistry()['mf-booking'].previous).toEqual(['v2']);
    expect(readHistory().map((h) => `${h.action}:${h.from}->${h.to}`)).toEqual([
      'deploy:null->v1',
      'deploy:v1->v2',
      'rollback:v2->v1',
    ]);
  });

  it.each([
    ['without ./app', { exposesApp: false }, /does not expose \.\/app/],
    ['without routes.json', { routes: null }, /routes\.json is missing/],
    ['with a malformed routes.json', { routes: [{ path: 'x', layout: 'nope' }] }, /malformed/],
    ['without its entry', { entry: false }, /remoteEntry\.js is missing/],
  ])('refuses a build %s and changes nothing', async (_label, parts, message) => {
    fakeBuild(temp.dist(), 'mf-booking', 'good');
    await deploy('mf-booking', 'good');
    const before = fs.readFileSync(registryPath(), 'utf8');
    fakeBuild(temp.dist(), 'mf-booking', 'bad', parts);
    await expect(deploy('mf-booking', 'bad')).rejects.toThrow(message);
    expect(fs.readFileSync(registryPath(), 'utf8')).toBe(before);
  });

  it('refuses a version that was never built', async () => {
    await expect(deploy('mf-booking', 'nope')).rejects.toThrow(/not built/);
    expect(fs.existsSync(registryPath())).toBe(false);
  });

  it('writes the registry atomically: no temp file is left behind', async () => {
    fakeBuild(temp.dist(), 'mf-booking', 'v1');
    await deploy('mf-booking', 'v1');
    const files = fs.readdirSync(path.dirname(registryPath()));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('serialises concurrent deploys of different remotes (both land)', async () => {
    fakeBuild(temp.dist(), 'mf-booking', 'b1');
    fakeBuild(temp.dist(), 'mf-content', 'c1');
    fakeBuild(temp.dist(), 'mf-doctors', 'd1');
    await Promise.all([deploy('mf-booking', 'b1'), deploy('mf-content', 'c1'), deploy('mf-doctors', 'd1')]);
    expect(Object.keys(readRegistry()).sort()).toEqual(['mf-booking', 'mf-content', 'mf-doctors']);
  });
});

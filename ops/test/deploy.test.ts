import fs from 'node:fs';
import path from 'node:path';
import { deploy, rollback } from '../src/registry/deploy';
import { registryFile } from '../src/release/layout';
import { readHistory, readRegistry, readShellEntry } from '../src/release/registry';
import { fakeBuild, withTempDist } from './fixtures';
import { renderCalls, writeRenderer, writeShellBuild } from './renderers';

const temp = withTempDist();

function entryText(app: string): string {
  return JSON.stringify(JSON.parse(fs.readFileSync(registryFile('remotes'), 'utf8'))[app]);
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
    const before = fs.readFileSync(registryFile('remotes'), 'utf8');
    fakeBuild(temp.dist(), 'mf-booking', 'bad', parts);
    await expect(deploy('mf-booking', 'bad')).rejects.toThrow(message);
    expect(fs.readFileSync(registryFile('remotes'), 'utf8')).toBe(before);
  });

  it.each([
    ['without a server renderer', { renderer: null }, /server\/renderer\.js is missing/],
    ['whose renderer throws', { renderer: { always: 'throw' as const } }, /bad is broken/],
    [
      'whose page throws on the server',
      { renderer: { always: 'fail' as const } },
      /throws on the server: Error: page bug/,
    ],
    [
      'whose renderer does not know its routes',
      { renderer: { always: 'no-route' as const } },
      /is not one of its routes/,
    ],
    [
      'whose renderer is another version',
      { renderer: { claimedVersion: 'other' } },
      /its renderer says it is other/,
    ],
  ])('refuses a build %s and changes nothing', async (_label, parts, message) => {
    fakeBuild(temp.dist(), 'mf-booking', 'good');
    await deploy('mf-booking', 'good');
    const before = fs.readFileSync(registryFile('remotes'), 'utf8');
    fakeBuild(temp.dist(), 'mf-booking', 'bad', parts);
    await expect(deploy('mf-booking', 'bad')).rejects.toThrow(message);
    expect(fs.readFileSync(registryFile('remotes'), 'utf8')).toBe(before);
  });

  it('renders every route of the build in both languages, against an API that does not answer', async () => {
    const log = path.join(temp.dist(), 'renders.jsonl');
    fakeBuild(temp.dist(), 'mf-content', 'c1', {
      routes: [
        { path: '/', layout: 'default' },
        { path: '/news/:slug', layout: 'default' },
        { path: '/coe/*', layout: 'default' },
        { path: '/doctor/:id?', layout: 'default' },
      ],
      renderer: { log },
    });
    await deploy('mf-content', 'c1');
    expect(renderCalls(log).map((c) => c.url)).toEqual([
      '/',
      '/en',
      '/news/verify-sample',
      '/en/news/verify-sample',
      '/coe/verify-sample',
      '/en/coe/verify-sample',
      '/doctor',
      '/en/doctor',
    ]);
    expect(new Set(renderCalls(log).map((c) => c.api))).toEqual(new Set(['http://127.0.0.1:9/api/']));
  });

  it('deploys a shell whose renderer writes whole documents, and refuses one without', async () => {
    writeShellBuild(temp.dist(), 's1');
    await expect(deploy('shell', 's1')).resolves.toEqual({ app: 'shell', from: null, to: 's1' });
    expect(readShellEntry()).toEqual({ version: 's1', previous: [] });

    writeShellBuild(temp.dist(), 's2');
    fs.rmSync(path.join(temp.dist(), 'shell', 's2', 'server'), { recursive: true });
    await expect(deploy('shell', 's2')).rejects.toThrow(/server\/renderer\.js is missing/);
    writeRenderer(
      path.join(temp.dist(), 'shell', 's2'),
      'exports.renderer = { name: "shell", version: "s2", page: async () => ({ start: () => "<p>", end: () => "</p>" }) };',
    );
    await expect(deploy('shell', 's2')).rejects.toThrow(/is not a whole document/);
    expect(readShellEntry()).toEqual({ version: 's1', previous: [] });
  });

  it('keeps the shell it replaces as its previous version, and rolls back to it with no version named', async () => {
    writeShellBuild(temp.dist(), 's1');
    writeShellBuild(temp.dist(), 's2');
    await expect(rollback('shell')).rejects.toThrow(/shell has no previous version/);
    await deploy('shell', 's1');
    await deploy('shell', 's2');
    expect(readShellEntry()).toEqual({ version: 's2', previous: ['s1'] });
    await expect(rollback('shell')).resolves.toEqual({ app: 'shell', from: 's2', to: 's1' });
    expect(readShellEntry()).toEqual({ version: 's1', previous: ['s2'] });
    expect(readHistory().map((h) => [h.action, h.app, h.from, h.to])).toEqual([
      ['deploy', 'shell', null, 's1'],
      ['deploy', 'shell', 's1', 's2'],
      ['rollback', 'shell', 's2', 's1'],
    ]);
  });

  it('reads a shell entry written before the shell had previous versions', async () => {
    writeShellBuild(temp.dist(), 's1');
    writeShellBuild(temp.dist(), 's2');
    fs.mkdirSync(path.dirname(registryFile('shell')), { recursive: true });
    fs.writeFileSync(registryFile('shell'), JSON.stringify({ version: 's1' }));
    await deploy('shell', 's2');
    expect(readShellEntry()).toEqual({ version: 's2', previous: ['s1'] });
  });

  it('deploys the shell under the registry lock', async () => {
    writeShellBuild(temp.dist(), 's1');
    fs.mkdirSync(registryFile('lock'), { recursive: true });
    const deploying = deploy('shell', 's1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readShellEntry()).toBeNull();
    fs.rmSync(registryFile('lock'), { recursive: true });
    await expect(deploying).resolves.toEqual({ app: 'shell', from: null, to: 's1' });
  });

  it('refuses a version that was never built', async () => {
    await expect(deploy('mf-booking', 'nope')).rejects.toThrow(/not built/);
    expect(fs.existsSync(registryFile('remotes'))).toBe(false);
  });

  it('writes the registry atomically: no temp file is left behind', async () => {
    fakeBuild(temp.dist(), 'mf-booking', 'v1');
    await deploy('mf-booking', 'v1');
    const files = fs.readdirSync(path.dirname(registryFile('remotes')));
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

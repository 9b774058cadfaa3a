import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  asRemoteRenderer,
  asShellRenderer,
  createRendererCache,
  loadRendererModule,
} from '../src/release/loadRenderer';
import { rendererFile } from '../src/release/layout';
import { remoteRendererSource, shellRendererSource, writeRenderer } from './renderers';

let root = '';
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'renderer-test-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  jest.restoreAllMocks();
});

function build(name: string, source: string | null): string {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  if (source !== null) writeRenderer(dir, source);
  return dir;
}

describe('loadRendererModule', () => {
  it("loads a build's server/renderer.js (CommonJS) and gives its renderer", async () => {
    const dir = build('mf-doctors/1.0.0', remoteRendererSource('mf-doctors', '1.0.0'));
    expect(rendererFile(dir)).toBe(path.join(dir, 'server', 'renderer.js'));
    const renderer = asRemoteRenderer(loadRendererModule(dir));
    expect(renderer.version).toBe('1.0.0');
    const outcome = await renderer.render({
      url: '/en/appointment',
      origin: 'https://medika.example',
      api: { baseURL: 'http://127.0.0.1:9/api/' },
      dataBudgetMs: 100,
      streamBudgetMs: 100,
    });
    expect(outcome.kind).toBe('rendered');
  });

  it('loads the shell renderer, told apart from a remote one', () => {
    const shell = loadRendererModule(build('shell/s1', shellRendererSource('s1')));
    expect(asShellRenderer(shell).version).toBe('s1');
    expect(() => asRemoteRenderer(shell)).toThrow('not a remote renderer');
    const remote = loadRendererModule(build('mf-content/c1', remoteRendererSource('mf-content', 'c1')));
    expect(() => asShellRenderer(remote)).toThrow('not the shell renderer');
  });

  it("gives the bundle this server's packages and its own folder", () => {
    const dir = build(
      'mf-x/1',
      `const React = require('react');
       exports.renderer = { version: React.version + ' ' + __dirname + ' ' + __filename, render: async () => ({ kind: 'no-route' }) };`,
    );
    const { version } = asRemoteRenderer(loadRendererModule(dir));
    // The React this server runs (one React on the server, as in the browser), and the bundle's paths.
    expect(version).toBe(
      `${jest.requireActual<{ version: string }>('react').version} ${path.join(dir, 'server')} ${rendererFile(dir)}`,
    );
  });

  it('says what is wrong with a build that has no renderer, or one that exports none', () => {
    expect(() => loadRendererModule(build('mf-x/none', null))).toThrow(/server\/renderer\.js is missing/);
    expect(() => loadRendererModule(build('mf-x/empty', 'exports.something = 1;'))).toThrow(
      /does not export a renderer/,
    );
    expect(() => loadRendererModule(build('mf-x/bad', 'exports.renderer = { version: 1 };'))).toThrow(
      /does not export a renderer/,
    );
    // Evaluated in the server's own realm: its SyntaxError is not this test's class.
    expect(() => loadRendererModule(build('mf-x/syntax', 'exports.renderer = {'))).toThrow(
      /Unexpected token/,
    );
  });
});

describe('createRendererCache', () => {
  it('loads each build once: versions never change, so a loaded renderer never goes stale', () => {
    const one = build('mf-doctors/1', remoteRendererSource('mf-doctors', '1'));
    const two = build('mf-doctors/2', remoteRendererSource('mf-doctors', '2'));
    const read = jest.spyOn(fs, 'readFileSync');
    const load = createRendererCache();
    const first = load(one);
    expect(load(one)).toBe(first);
    expect(load(two).version).toBe('2');
    expect(load(one)).toBe(first);
    const reads = read.mock.calls.filter(([file]) => String(file).endsWith('renderer.js'));
    expect(reads.map(([file]) => file)).toEqual([rendererFile(one), rendererFile(two)]);
  });

  it('remembers a failed load for a while, then tries again (a build copied in late)', () => {
    let now = 0;
    const load = createRendererCache(() => now);
    const dir = build('mf-doctors/3', null);
    expect(() => load(dir)).toThrow(/missing/);
    writeRenderer(dir, remoteRendererSource('mf-doctors', '3'));
    now = 29_999;
    expect(() => load(dir)).toThrow(/missing/);
    now = 30_000;
    expect(load(dir).version).toBe('3');
  });
});

// npm run dev [-- <remote>...]: the whole site as npm start serves it (what changed is built first,
// the API mounted under /api), plus, for each remote named, that remote's own webpack dev server: its
// pages alone on the remote's port, rebuilt and reloaded in the browser on every save, /api answered
// by the site. The composed site is not rebuilt on save: a webpack watch per app does not fit the
// two-core machines docs/TEAM-CONVENTIONS.md describes; run npm run dev again to see a change there.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import apps from '../tooling/apps.cjs';
import { onSupportedNode } from './supported-node.mjs';

onSupportedNode(new URL(import.meta.url).pathname);

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const { REMOTES } = apps;

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !REMOTES.includes(name));
if (unknown.length) {
  console.error(`Unknown remote(s): ${unknown.join(', ')}. Remotes: ${REMOTES.join(', ')}`);
  process.exit(2);
}

/** The port in the remote's own `dev` script, so `npm run dev -w <remote>` and this agree. */
function devPort(remote) {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, remote, 'package.json'), 'utf8'));
  const port = /--env port=(\d+)/.exec(scripts?.dev ?? '')?.[1];
  if (!port) throw new Error(`${remote}/package.json: its dev script names no --env port=`);
  return port;
}

const sitePort = process.env.PORT || '8080';
const ports = new Map(chosen.map((remote) => [remote, devPort(remote)]));

execFileSync(bin('tsx'), ['ops/src/cli/build.ts'], { cwd: root, stdio: 'inherit' });
execFileSync(bin('tsx'), ['ops/src/cli/ops.ts', 'deploy-latest'], { cwd: root, stdio: 'inherit' });

const children = [
  spawn(bin('tsx'), ['ops/src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: sitePort },
  }),
];
for (const [remote, port] of ports) {
  children.push(
    spawn(bin('webpack'), ['serve', '--mode', 'development', '--env', `port=${port}`], {
      cwd: path.join(root, remote),
      stdio: 'inherit',
      // The dev server proxies /api (tooling/webpack/app-config.js) to the API the site mounts.
      env: { ...process.env, API_URL: `http://127.0.0.1:${sitePort}` },
    }),
  );
  console.log(`${remote}: its pages alone on http://127.0.0.1:${port}/, reloaded on every save`);
}

// One process group for the terminal: Ctrl-C stops them all, and one that dies takes the rest down.
const stopAll = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}

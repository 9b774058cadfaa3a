// The project runs on Node 24 LTS (README "Versions"; Node 20 reached end of life in April 2026).
// `npm install` brings it as the `node` package, whose binary is node_modules/.bin/node: every npm
// script finds it first on its PATH, and so do the tools the scripts start (`#!/usr/bin/env node`).
// On a machine with only an older Node, the first `node` of `npm start` / `npm test` is that older
// one (nothing is installed yet, and the shell keeps the path it found): it installs, then this runs
// the same script again on Node 24.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SUPPORTED_MAJOR = 24;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Re-runs `script` (this process's own) on the project's Node when this one is older; returns otherwise. */
export function onSupportedNode(script) {
  if (Number(process.versions.node.split('.')[0]) >= SUPPORTED_MAJOR) return;
  const bin = path.join(root, 'node_modules', '.bin');
  const node = path.join(bin, 'node');
  if (!fs.existsSync(node)) {
    console.warn(
      `Node ${process.versions.node} is past its end of life and Node 24 is not installed: going on with it.`,
    );
    return;
  }
  const result = spawnSync(node, [script, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  process.exit(result.status ?? 1);
}

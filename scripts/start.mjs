// npm start: build what changed, point the registry at the new builds, then serve everything on one port.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { onSupportedNode } from './supported-node.mjs';

onSupportedNode(new URL(import.meta.url).pathname);

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const run = (args) => execFileSync(tsx, args, { cwd: root, stdio: 'inherit' });

run(['ops/src/cli/build.ts']);
run(['ops/src/cli/ops.ts', 'deploy-latest']);
// Without SMTP_URL the site catches its own e-mails (docs/decisions.md, issues 19 and 24) and shows them at
// /dev/mail, to this machine only, with the token it prints; the server refuses it (and says so) when
// HOST is not loopback or NODE_ENV=production.
const env = process.env.SMTP_URL ? process.env : { ...process.env, MAIL_CATCHER: '1' };
// One machine: the canary decider runs in the site server on its own figures unless told otherwise
// (docs/decisions.md, "Issue 28 — decider").
env.CANARY_DECIDER ??= 'on';
const server = spawn(tsx, ['ops/src/server/main.ts'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

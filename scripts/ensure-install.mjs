// Installs dependencies when node_modules is missing or older than the lockfile / manifests.
// `npm ci` fails against the team's package registry, so this uses `npm install` with the committed lockfile.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const manifests = ['package.json', 'package-lock.json'];
for (const dir of ['shared-libs', '.']) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const pkg = path.join(dir, entry.name, 'package.json');
    if (
      entry.isDirectory() &&
      !entry.name.startsWith('.') &&
      entry.name !== 'node_modules' &&
      fs.existsSync(path.join(root, pkg))
    )
      manifests.push(pkg);
  }
}
const hash = createHash('sha256');
for (const file of manifests.sort())
  if (fs.existsSync(path.join(root, file))) hash.update(file + '\0' + fs.readFileSync(path.join(root, file)));
const digest = hash.digest('hex');
const stamp = path.join(root, 'node_modules', '.install-stamp');

if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) process.exit(0);
console.log('Installing dependencies (npm install)...');
execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
fs.writeFileSync(stamp, digest);

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AppName, ROOT } from '../paths';
import { buildDir, distDir, markLatestBuild } from '../release/layout';
import { appVersion } from './sourceHash';
import { precompressDir } from './precompress';

export interface BuildResult {
  app: AppName;
  version: string;
  dir: string;
  skipped: boolean;
  ms: number;
}

function runWebpack(app: AppName, outputPath: string, version: string): Promise<void> {
  const webpackBin = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        webpackBin,
        '--mode',
        process.env.BUILD_MODE === 'development' ? 'development' : 'production',
        '--env',
        `outputPath=${outputPath}`,
        '--env',
        `version=${version}`,
      ],
      { cwd: path.join(ROOT, app), stdio: 'inherit', env: { ...process.env, APP_VERSION: version } },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack for ${app} exited with ${code}`)),
    );
  });
}

/**
 * Builds one app into dist/<app>/<version>/. A version already on disk is never rebuilt nor overwritten:
 * the build goes to a temp folder and is renamed into place only when complete.
 */
export async function buildApp(app: AppName): Promise<BuildResult> {
  const started = Date.now();
  const version = appVersion(app);
  const dir = buildDir(app, version);
  if (fs.existsSync(dir)) {
    // The sources are back to a version built before (a change undone): that build is the latest again.
    markLatestBuild(app, version);
    return { app, version, dir, skipped: true, ms: Date.now() - started };
  }
  const tmp = path.join(distDir(), app, `.tmp-${version}-${process.pid}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(tmp), { recursive: true });
  try {
    await runWebpack(app, tmp, version);
    precompressDir(tmp);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  try {
    fs.renameSync(tmp, dir);
  } catch (error) {
    // Another build of the same sources finished first: same version, same content; keep theirs.
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw error;
  }
  markLatestBuild(app, version);
  return { app, version, dir, skipped: false, ms: Date.now() - started };
}

/** Builds several apps, two at a time (the machines have two cores). */
export async function buildApps(apps: readonly AppName[], concurrency = 2): Promise<BuildResult[]> {
  const queue = [...apps];
  const results: BuildResult[] = [];
  async function worker() {
    for (let app = queue.shift(); app; app = queue.shift()) results.push(await buildApp(app));
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, apps.length) }, worker));
  return apps.map((a) => results.find((r) => r.app === a) as BuildResult);
}

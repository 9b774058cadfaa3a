import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { RemoteRenderer, ShellRendererContract } from '@hospital/remote-kit/server';
import { buildDir, rendererFile } from './layout';

/*
 * A renderer is the Node bundle an app's build writes into `server/renderer.js` of its version folder
 * (docs/architecture.md §2b). It is loaded by path, so the version the registry names is the version that
 * renders; versions are immutable, so a loaded renderer never goes stale. The packages the bundle
 * leaves out (React, axios: tooling/webpack SERVER_EXTERNALS) come from this server's own
 * node_modules, whatever folder the build sits in: one React on the server, as in the browser.
 */
const requireFromServer = createRequire(import.meta.url);

/** A load that failed is tried again after this long, not at every request. */
const RETRY_FAILED_LOAD_MS = 30_000;

function evaluate(file: string): unknown {
  const source = fs.readFileSync(file, 'utf8');
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: file },
  ) as (exports: object, require: NodeRequire, module: { exports: object }, f: string, d: string) => void;
  const module = { exports: {} };
  wrapper(module.exports, requireFromServer, module, file, path.dirname(file));
  return module.exports;
}

function isRemoteRenderer(value: unknown): value is RemoteRenderer {
  const v = value as Partial<RemoteRenderer> | null;
  return !!v && typeof v.render === 'function' && typeof v.version === 'string';
}

function isShellRenderer(value: unknown): value is ShellRendererContract {
  const v = value as Partial<ShellRendererContract> | null;
  return !!v && typeof v.page === 'function' && typeof v.version === 'string';
}

/** Loads `server/renderer.js` of a build and checks it keeps the contract; throws what is wrong. */
export function loadRendererModule(dir: string): RemoteRenderer | ShellRendererContract {
  const file = rendererFile(dir);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing`);
  const exports = evaluate(file) as { renderer?: unknown };
  if (isRemoteRenderer(exports.renderer) || isShellRenderer(exports.renderer)) return exports.renderer;
  throw new Error(`${file} does not export a renderer`);
}

export function asRemoteRenderer(value: RemoteRenderer | ShellRendererContract): RemoteRenderer {
  if (!isRemoteRenderer(value)) throw new Error('not a remote renderer');
  return value;
}

export function asShellRenderer(value: RemoteRenderer | ShellRendererContract): ShellRendererContract {
  if (!isShellRenderer(value)) throw new Error('not the shell renderer');
  return value;
}

/** Renderers by build folder, loaded once each; a failed load is remembered for a while. */
export function createRendererCache(now: () => number = Date.now) {
  const loaded = new Map<string, RemoteRenderer | ShellRendererContract>();
  const failed = new Map<string, { at: number; error: unknown }>();
  return function load(dir: string): RemoteRenderer | ShellRendererContract {
    const hit = loaded.get(dir);
    if (hit) return hit;
    const failure = failed.get(dir);
    if (failure && now() - failure.at < RETRY_FAILED_LOAD_MS) throw failure.error;
    try {
      const renderer = loadRendererModule(dir);
      loaded.set(dir, renderer);
      failed.delete(dir);
      return renderer;
    } catch (error) {
      failed.set(dir, { at: now(), error });
      throw error;
    }
  };
}

/** The renderer of one build of an app, loaded once per build (see createRendererCache). */
export function createAppRenderers(load = createRendererCache()) {
  return {
    shell: (version: string) => asShellRenderer(load(buildDir('shell', version))),
    remote: (app: string, version: string) => asRemoteRenderer(load(buildDir(app, version))),
    /** Loads it now, so the request that needs it does not wait (a failure is reported by that request). */
    warm(app: string, version: string): void {
      try {
        load(buildDir(app, version));
      } catch {
        // Reported by the request that needs it, with the page it was for.
      }
    },
  };
}

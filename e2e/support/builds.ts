import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './site';

/*
 * Releases made without a rebuild, for the ops tests (e2e/tests/ops, the topology's canary proof;
 * docs/decisions.md, issue 28): copies of a real build's output under other versions.
 */

/**
 * A second build of a remote: a copy of a real build's output under another version id, its server
 * renderer naming that version as a build of it would. `transform` may change the renderer's source
 * further (it gets the new version too). Returns the version and its folder.
 */
export function copyBuild(
  app: string,
  from: string,
  suffix: string,
  transform: (source: string, version: string) => string = (source) => source,
): { version: string; dir: string } {
  const dist = path.join(ROOT, 'dist', app);
  const version = `${from}-${suffix}-${Date.now()}`;
  const dir = path.join(dist, version);
  fs.cpSync(path.join(dist, from), dir, { recursive: true });
  const file = path.join(dir, 'server', 'renderer.js');
  const source = fs.readFileSync(file, 'utf8').split(JSON.stringify(from)).join(JSON.stringify(version));
  fs.writeFileSync(file, transform(source, version));
  return { version, dir };
}

/** The version of a remote that rendered a page on the server, from the page's data block. */
export function renderedVersion(html: string, remote: string): string | null {
  const block = new RegExp(`<script type="application/json" id="ssr-data-${remote}">([^<]*)</script>`).exec(
    html,
  );
  return block ? (JSON.parse(block[1]) as { version: string }).version : null;
}

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { precompressDir } from '../../ops/src/build/precompress';
import type { BenchRoute } from './routes';
import { cachedPage } from './sites';

/**
 * The folder of the snapshots inside the benchmark's dist folder: the site server's static handler
 * serves `/dist/shell/<folder>/...` like any version folder of the shell (siteConfig.ts
 * isPublishedBuildFile), so the snapshots come from the same process, origin and handler as the live
 * pages' CSS, and need nothing in the server that only the benchmark uses.
 */
export const SNAPSHOT_FOLDER = 'bench-snapshots';

export interface PageSnapshot {
  route: string;
  path: string;
  /** Where the static copy is served: `/dist/shell/bench-snapshots/<name>.html`. */
  snapshotPath: string;
  /** Status of the live page when the snapshot was taken. */
  status: number;
  /** The page's `<h1 ...>...</h1>` as the server rendered it, or null. */
  h1: string | null;
  /** The remote whose data block is in the page (`ssr-data-<app>`), or null (its slot was left empty). */
  app: string | null;
  /** The remote's slot came rendered from the server: its h1 and data block are in the HTML. */
  serverRendered: boolean;
  htmlBytes: number;
  /**
   * The live page's HTML as a browser receives it from the server's cache: brotli and gzip bytes, or
   * null when the server answered uncompressed (issue 25: the whole HTML of `/` <= 30 KB compressed).
   */
  compressed: { br: number | null; gzip: number | null };
  /** Characters of each data block (`ssr-data-<app>`) in the HTML (issue 25: `/` <= 15 KB of data). */
  dataBytes: Record<string, number>;
  snapshotBytes: number;
  /** Elements taken out: scripts (code and data blocks) and script preloads. */
  removed: { scripts: number; scriptPreloads: number };
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** Preloads of code: without scripts to run, a static page would still download them. */
const SCRIPT_PRELOAD =
  /<link\b(?=[^>]*\brel=["']?(?:modulepreload|preload)\b)(?=[^>]*\bas=["']?script\b)[^>]*>/gi;
const SCRIPT_MODULEPRELOAD = /<link\b(?=[^>]*\brel=["']?modulepreload\b)[^>]*>/gi;
const H1 = /<h1\b[^>]*>[\s\S]*?<\/h1>/i;
const DATA_BLOCK = /id="ssr-data-([a-z0-9-]+)"/g;
const DATA_BLOCK_CONTENT =
  /<script type="application\/json" id="ssr-data-([a-z0-9-]+)">([\s\S]*?)<\/script>/g;

/** Bytes of each app's data block in a page. */
export function dataBlockBytes(html: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const match of html.matchAll(DATA_BLOCK_CONTENT)) out[match[1]] = Buffer.byteLength(match[2]);
  return out;
}

/**
 * Bytes of a page on the wire when the browser accepts only `coding` (node's fetch would decode them),
 * or null when the answer is not in that coding.
 */
export function wireBytes(url: string, coding: 'br' | 'gzip'): Promise<number | null> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': coding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(res.headers['content-encoding'] === coding ? bytes : null));
      })
      .on('error', reject);
  });
}

/**
 * The page without any script: every `<script>` element (code, JSON data blocks, JSON-LD) and every
 * preload of a script are removed; stylesheets, image preloads and the markup stay as served.
 */
export function staticCopy(html: string): { html: string; scripts: number; scriptPreloads: number } {
  let scripts = 0;
  let scriptPreloads = 0;
  const out = html
    .replace(SCRIPT, () => {
      scripts += 1;
      return '';
    })
    .replace(SCRIPT_PRELOAD, () => {
      scriptPreloads += 1;
      return '';
    })
    .replace(SCRIPT_MODULEPRELOAD, () => {
      scriptPreloads += 1;
      return '';
    });
  return { html: out, scripts, scriptPreloads };
}

function fileName(route: BenchRoute): string {
  return `${route.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.html`;
}

/**
 * Fetches each page as the site serves it and writes its static copy into the benchmark's dist folder,
 * precompressed like every build file (the live HTML goes out brotli-compressed too).
 */
export async function takeSnapshots(
  siteUrl: string,
  distDir: string,
  routes: BenchRoute[],
): Promise<PageSnapshot[]> {
  const dir = path.join(distDir, 'shell', SNAPSHOT_FOLDER);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const snapshots: PageSnapshot[] = [];
  for (const route of routes) {
    const page = await cachedPage(siteUrl, route.path);
    const html = page.html;
    const apps = [...html.matchAll(DATA_BLOCK)].map((m) => m[1]).filter((a) => a !== 'shell');
    const h1 = H1.exec(html)?.[0] ?? null;
    const app = apps[0] ?? null;
    const copy = staticCopy(html);
    const name = fileName(route);
    fs.writeFileSync(path.join(dir, name), copy.html);
    // The server keeps a page compressed once in each coding, in the background: a moment later a hit
    // is that copy.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const compressed = {
      br: await wireBytes(`${siteUrl}${route.path}`, 'br'),
      gzip: await wireBytes(`${siteUrl}${route.path}`, 'gzip'),
    };
    snapshots.push({
      route: route.name,
      path: route.path,
      snapshotPath: `/dist/shell/${SNAPSHOT_FOLDER}/${name}`,
      status: page.status,
      h1,
      app,
      serverRendered: page.status === 200 && h1 !== null && app !== null,
      htmlBytes: Buffer.byteLength(html),
      compressed,
      dataBytes: dataBlockBytes(html),
      snapshotBytes: Buffer.byteLength(copy.html),
      removed: { scripts: copy.scripts, scriptPreloads: copy.scriptPreloads },
    });
  }
  precompressDir(dir);
  return snapshots;
}

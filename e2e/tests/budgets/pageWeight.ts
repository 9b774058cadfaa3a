import zlib from 'node:zlib';
import type { Page, Request, Response } from '@playwright/test';
import { touchToStart, waitsForTouch } from '../../support/touch';

/** One script file a page downloaded, with its size as served (decoded) and gzipped at level 9. */
export interface ScriptFile {
  url: string;
  /** `shell`, `mf-content`, ... from `/dist/<app>/<version>/`; `other` for anything else. */
  app: string;
  raw: number;
  gzip: number;
  /** The file contains React DOM's client (a marker only react-dom's bundle has). */
  reactDom: boolean;
}

export interface PageWeight {
  scripts: ScriptFile[];
  /** Every request the page made (documents, scripts, styles, images, API calls...). */
  requests: string[];
}

export interface WeightRecorder {
  /** Waits for the bodies still being read, then returns what the page downloaded so far. */
  collect(): Promise<PageWeight>;
  /** Stops recording (the page keeps working). */
  stop(): void;
}

// The same marker e2e/tests/foundation uses to count React DOM copies.
const REACT_DOM_MARKERS = ['__reactContainer', 'react-dom'];

export function appOf(url: string): string {
  const match = /\/dist\/([^/]+)\/[^/]+\//.exec(new URL(url).pathname);
  return match ? match[1] : 'other';
}

/**
 * Records the scripts a page downloads. Sizes are measured on the bytes themselves (gzip level 9, as
 * the build's precompressed `.gz` files are), never on transfer sizes: the figure is the same on every
 * run, whatever the server negotiates and whatever the cache holds.
 */
export function recordPageWeight(page: Page): WeightRecorder {
  const pending: Promise<void>[] = [];
  const scripts: ScriptFile[] = [];
  const requests: string[] = [];
  const onRequest = (request: Request) => {
    requests.push(request.url());
  };
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const text = body.toString('utf8');
          scripts.push({
            url: response.url(),
            app: appOf(response.url()),
            raw: body.length,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
            reactDom: REACT_DOM_MARKERS.every((marker) => text.includes(marker)),
          });
        })
        .catch(() => undefined),
    );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  return {
    async collect() {
      await Promise.all(pending);
      return { scripts: [...scripts], requests: [...requests] };
    },
    stop() {
      page.off('request', onRequest);
      page.off('response', onResponse);
    },
  };
}

export function sumGzip(scripts: readonly ScriptFile[]): number {
  return scripts.reduce((total, file) => total + file.gzip, 0);
}

export function sumRaw(scripts: readonly ScriptFile[]): number {
  return scripts.reduce((total, file) => total + file.raw, 0);
}

/** Per app: how many files, raw and gzip bytes. */
export function byApp(
  scripts: readonly ScriptFile[],
): Record<string, { files: number; raw: number; gzip: number }> {
  const out: Record<string, { files: number; raw: number; gzip: number }> = {};
  for (const file of scripts) {
    const entry = (out[file.app] ??= { files: 0, raw: 0, gzip: 0 });
    entry.files += 1;
    entry.raw += file.raw;
    entry.gzip += file.gzip;
  }
  return out;
}

/** Origins other than the site's own (data: and blob: URLs are not requests to a host). */
export function foreignHosts(requests: readonly string[], siteUrl: string): string[] {
  const own = new URL(siteUrl).origin;
  const hosts = new Set<string>();
  for (const url of requests) {
    if (/^(data|blob):/.test(url)) continue;
    const origin = new URL(url).origin;
    if (origin !== own) hosts.add(origin);
  }
  return [...hosts];
}

/** `<img>` elements lacking a width or height attribute (they shift the layout while loading). */
export async function imagesWithoutSize(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
      .map((img) => img.getAttribute('src') ?? img.outerHTML.slice(0, 120)),
  );
}

/**
 * A first visit before any touch: load the page, wait for its one h1 (the server's HTML), then for the
 * network to go quiet. A page that works as HTML downloads none of its code until the visitor touches it
 * (docs/decisions.md, "Issue 25 — scripts at the first touch"); a page marked to start on load (the
 * kiosk, a look-up) is taken over meanwhile, by the shell's marker, or as far as it gets.
 */
export async function loadUntouched(page: Page, url: string, readyTimeout = 20_000): Promise<void> {
  // Up to `load` without the test fixture's touch (e2e/support/fixtures.ts touches on a `load` goto).
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await page
    .locator('main h1')
    .first()
    .waitFor({ state: 'visible', timeout: readyTimeout })
    .catch(() => undefined);
  if (!(await waitsForTouch(page)))
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: readyTimeout })
      .catch(() => undefined);
  await settle(page);
}

/**
 * The visitor's first touch, then what it downloads: until the scripts have taken the page over (the
 * shell's marker, or as far as the page gets) and the network has gone quiet, so lazy chunks that load
 * meanwhile are counted and nothing after it.
 */
export async function touchAndSettle(page: Page, readyTimeout = 20_000): Promise<void> {
  await touchToStart(page);
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: readyTimeout })
    .catch(() => undefined);
  await settle(page);
}

/** A first visit of a visitor who uses the page: loaded, then touched (`loadUntouched`, `touchAndSettle`). */
export async function loadFirstTime(page: Page, url: string, readyTimeout = 20_000): Promise<void> {
  await loadUntouched(page, url, readyTimeout);
  await touchAndSettle(page, readyTimeout);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A chunk requested by a render that networkidle raced with.
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
}

/**
 * The text of each script of the document that runs inline: no `src`, and no type or a JavaScript one.
 * Data blocks (`application/json`, JSON-LD's `application/ld+json`) are not scripts.
 */
export function inlineScriptTexts(html: string): string[] {
  const texts: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1].toLowerCase();
    const runs = !type || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type);
    if (runs && !/\bsrc=/.test(attributes) && text) texts.push(text);
  }
  return texts;
}

/**
 * The scripts written in the document itself, no file requested (the shell's starter, inline since
 * docs/decisions.md "the starter inline"), with their sizes: raw UTF-8 bytes, and gzipped at level 9
 * on their own, as the script files are (inside the HTML they are compressed with it and cost less).
 */
export function inlineScripts(html: string): { count: number; raw: number; gzip: number } {
  const texts = inlineScriptTexts(html);
  const bytes = texts.map((text) => Buffer.from(text, 'utf8'));
  return {
    count: texts.length,
    raw: bytes.reduce((total, b) => total + b.length, 0),
    gzip: bytes.reduce((total, b) => total + zlib.gzipSync(b, { level: 9 }).length, 0),
  };
}

export const KB = 1000;

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

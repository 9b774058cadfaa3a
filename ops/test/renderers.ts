import fs from 'node:fs';
import path from 'node:path';

/*
 * Hand-written server renderers, shaped as a build writes them (`server/renderer.js`, CommonJS, loaded by
 * the site server from the version folder the registry names: docs/architecture.md §2b). They echo what they were
 * asked, so tests can read what the site server passed on.
 */

export interface RemoteRendererOptions {
  /** Every render does this (a broken build). */
  always?: 'throw' | 'fail' | 'no-route';
  /** The version the renderer says it is (a build folder holding another build). */
  claimedVersion?: string;
  /** A file each render appends its request to (the renderer runs outside Jest's module sandbox). */
  log?: string;
  /** Every page POST does this (a build whose actions are broken, its pages fine). */
  action?: 'throw' | 'fail';
}

/**
 * A remote's renderer. Whatever the route, the path decides the outcome: `.../throw` throws,
 * `.../unavailable` and `.../slow` answer as an API that is down or late, `.../gone` is a 404 of the
 * remote, `.../moved` a redirect, `.../breaks` fails while its HTML is being sent; anything else renders
 * `<h1>` with the app, version, language and URL.
 */
export function remoteRendererSource(
  app: string,
  version: string,
  options: RemoteRendererOptions = {},
): string {
  return `
const fs = require('node:fs');
const app = ${JSON.stringify(app)};
const version = ${JSON.stringify(version)};
const log = ${JSON.stringify(options.log ?? null)};
exports.renderer = {
  name: app,
  version: ${JSON.stringify(options.claimedVersion ?? version)},
  async render(request) {
    if (log) fs.appendFileSync(log, JSON.stringify({ app, version, url: request.url, api: request.api.baseURL, origin: request.origin }) + '\\n');
    const always = ${JSON.stringify(options.always ?? null)};
    if (always === 'throw') throw new Error(app + ' ' + version + ' is broken');
    if (always === 'fail') return { kind: 'failed', error: new Error('page bug') };
    if (always === 'no-route') return { kind: 'no-route' };
    const url = new URL(request.url, 'http://x.invalid');
    const lang = url.pathname === '/en' || url.pathname.startsWith('/en/') ? 'en' : 'id';
    const last = url.pathname.split('/').pop();
    if (last === 'throw') throw new Error('renderer bug');
    if (last === 'unavailable') return { kind: 'unavailable', error: new Error('API down') };
    if (last === 'slow') return { kind: 'too-slow' };
    const status = last === 'gone' ? 404 : 200;
    const redirect = last === 'moved' ? { to: '/news/x', status: 301 } : null;
    return {
      kind: 'rendered',
      status,
      head: { title: app },
      headHtml: '<title data-page-head>' + app + ' page</title>',
      redirect,
      async pipe(out) {
        if (last === 'breaks') {
          out.write('<h1>half a page');
          throw new Error('stream broke');
        }
        out.write('<h1 data-remote="' + app + '">' + app + ' ' + version + ' ' + lang + ' ' + request.url.replace(/</g, '') + '</h1>');
        if (request.state) out.write('<pre data-state>' + JSON.stringify(request.state).replace(/</g, '') + '</pre>');
        if (request.action) out.write('<pre data-action>' + JSON.stringify(request.action).replace(/</g, '') + '</pre>');
        // 'crowd' renders slowly so that visitors asking at once surely arrive while it runs, even on a busy machine.
        await new Promise((resolve) => setTimeout(resolve, last === 'crowd' ? 1000 : 5));
        out.write('<p>' + (status === 404 ? 'tidak ditemukan' : 'isi') + '</p>');
        return '<script type="application/json" id="ssr-data-' + app + '">{"version":"' + version + '"}</script>';
      },
    };
  },
  // A page POST (docs/architecture.md §2c): \`.../readonly\` has no action, \`.../throw\` fails; elsewhere a \`name\`
  // field is required (422 with the typed fields), \`thanks\` goes to /done with a flash, \`forget\` forgets the
  // state, and any other valid post moves on with the count of posts kept.
  async act(request) {
    if (log) fs.appendFileSync(log, JSON.stringify({ app, version, act: request.url, form: request.form, state: request.state, origin: request.origin }) + '\\n');
    const url = new URL(request.url, 'http://x.invalid');
    const last = url.pathname.split('/').pop();
    const action = ${JSON.stringify(options.action ?? null)};
    if (action === 'throw') throw new Error(app + ' ' + version + ' action is broken');
    if (action === 'fail') return { kind: 'failed', error: new Error('action bug') };
    if (last === 'readonly') return { kind: 'no-action' };
    if (last === 'broken-action') return { kind: 'failed', error: new Error('action bug') };
    const form = Object.fromEntries(request.form);
    if (form.intent === 'copy') {
      return { kind: 'file', fileName: 'data-' + form.name + '.json', type: 'application/json', body: JSON.stringify(request.state), state: undefined };
    }
    if (!form.name) return { kind: 'page', status: 422, data: { errors: { name: 'Wajib diisi' }, values: form } };
    if (form.name === 'forget') return { kind: 'redirect', to: '/done', state: null };
    if (form.name === 'thanks') return { kind: 'redirect', to: '/done?x=1', flash: { thanked: form.email || '' } };
    const posts = ((request.state && request.state.posts) || 0) + 1;
    return { kind: 'redirect', to: url.pathname.replace(/^\\/en(?=\\/|$)/, '') + '?step=2', state: { name: form.name, posts } };
  },
};
`;
}

export interface ShellRendererOptions {
  /**
   * The text of the inline starter its documents end with, declared as its `inlineScripts` (as the
   * shell's build does: shell/src/server.tsx). Omitted: a build from before the inline starter, whose
   * script is a file (`<script defer src=...>`) and which declares no inline script.
   */
  starter?: string;
  /** Declares this instead of the starter it writes (a broken build). */
  declared?: string;
}

/**
 * The shell's renderer: a small document with the page's head (or its own), the extra head tags, the
 * slot or its own 404/503 page, and a data block naming what it was asked.
 */
export function shellRendererSource(version: string, options: ShellRendererOptions = {}): string {
  const starter = options.starter ?? null;
  return `
const version = ${JSON.stringify(version)};
const starter = ${JSON.stringify(starter)};
const mainJs = '/dist/shell/' + version + '/main.js';
exports.renderer = {
  name: 'shell',
  version,
  ${starter === null ? '' : `inlineScripts: [${JSON.stringify(options.declared ?? starter)}],`}
  async page(request) {
    const url = new URL(request.url, 'http://x.invalid');
    const lang = url.pathname === '/en' || url.pathname.startsWith('/en/') ? 'en' : 'id';
    const asked = JSON.stringify({
      version,
      url: request.url,
      origin: request.origin,
      api: request.api.baseURL,
      layout: request.layout,
      registry: Object.fromEntries(Object.entries(request.registry).map(([n, e]) => [n, e.version])),
    }).replace(/</g, '\\\\u003c');
    return {
      start(main, pageHead, headExtra) {
        const head = main.kind === 'remote' && pageHead ? pageHead : '<title>shell ' + version + ' ' + main.kind + '</title>';
        const body =
          main.kind === 'remote'
            ? '<div data-app="' + main.app + '">'
            : main.kind === 'not-found'
              ? '<h1>Halaman ini tidak dapat ditemukan</h1>'
              : '<h1>Layanan sedang sibuk</h1>';
        return '<!doctype html><html lang="' + lang + '"><head>' + head + headExtra +
          (starter === null ? '<script defer src="' + mainJs + '"></script>' : '') +
          '</head><body><header>shell ' + version + '</header><main id="main-content">' + body;
      },
      end(main, appData) {
        return (main.kind === 'remote' ? '</div>' : '') + '</main><footer>footer</footer>' + appData +
          '<script type="application/json" id="ssr-data-shell">' + asked + '</script>' +
          (starter === null ? '' : '<script data-main="' + mainJs + '">' + starter + '</script>') + '</body></html>';
      },
    };
  },
};
`;
}

export function writeRenderer(buildDir: string, source: string): void {
  fs.mkdirSync(path.join(buildDir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(buildDir, 'server', 'renderer.js'), source);
}

/** A shell build: the index.html `deploy` checks for, and its server renderer. */
export function writeShellBuild(dist: string, version: string, options: ShellRendererOptions = {}): void {
  const dir = path.join(dist, 'shell', version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>shell ${version}</title>`);
  writeRenderer(dir, shellRendererSource(version, options));
  fs.writeFileSync(path.join(dist, 'shell', 'latest-build.json'), JSON.stringify({ version }));
}

export interface RenderCall {
  app: string;
  version: string;
  url: string;
  api: string;
  origin: string;
}

/** What the remote renderers logging to `log` were asked, in order. */
export function renderCalls(log: string): RenderCall[] {
  if (!fs.existsSync(log)) return [];
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RenderCall);
}

import { Writable } from 'node:stream';
import type { RouteDefinition } from '@hospital/registry';
import { SUPPORTED_LOCALES, localePath } from '@hospital/i18n';
import { asRemoteRenderer, asShellRenderer, loadRendererModule } from '../release/loadRenderer';
import { buildDir } from '../release/layout';

/** An API that cannot answer: a renderer must then still answer (503, or a slot for the browser). */
const NO_API = { baseURL: 'http://127.0.0.1:9/api/' };
const ORIGIN = 'http://verify.invalid';
const PER_ROUTE_MS = 5000;

/** A URL of a route pattern: optional parameters left out, the others given a sample value. */
export function sampleUrl(pattern: string): string {
  const path = pattern
    .split('/')
    .filter((part) => !part.endsWith('?'))
    .map((part) => (part.startsWith(':') || part === '*' ? 'verify-sample' : part))
    .join('/');
  return path || '/';
}

function within<T>(work: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} took over ${PER_ROUTE_MS} ms`)), PER_ROUTE_MS).unref(),
    ),
  ]);
}

const nowhere = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * Loads the build's server renderer and renders every route of routes.json in both languages with an
 * API that does not answer (docs/architecture.md §2b: `verify` refuses a build whose renderer is missing or
 * throws on its routes). A page that needs the API may answer `unavailable`; none may throw.
 */
export async function verifyRemoteRenderer(
  app: string,
  version: string,
  routes: RouteDefinition[],
): Promise<void> {
  const renderer = asRemoteRenderer(loadRendererModule(buildDir(app, version)));
  if (renderer.version !== version)
    throw new Error(`${app} ${version}: its renderer says it is ${renderer.version}`);
  for (const route of routes) {
    for (const lang of SUPPORTED_LOCALES) {
      const url = localePath(sampleUrl(route.path), lang);
      const outcome = await within(
        renderer.render({ url, origin: ORIGIN, api: NO_API, dataBudgetMs: 2000, streamBudgetMs: 2000 }),
        `${app} ${version}: rendering ${url}`,
      );
      if (outcome.kind === 'failed')
        throw new Error(`${app} ${version}: ${url} throws on the server: ${String(outcome.error)}`);
      if (outcome.kind === 'no-route') throw new Error(`${app} ${version}: ${url} is not one of its routes`);
      if (outcome.kind === 'rendered')
        await within(outcome.pipe(nowhere()), `${app} ${version}: streaming ${url}`);
    }
  }
}

/**
 * The shell's renderer must render its document for a remote's page, the 404 and the 503 page, each
 * holding the inline scripts it declares (ShellRendererContract.inlineScripts).
 */
export async function verifyShellRenderer(version: string): Promise<void> {
  const renderer = asShellRenderer(loadRendererModule(buildDir('shell', version)));
  for (const lang of SUPPORTED_LOCALES) {
    const page = await within(
      renderer.page({
        url: localePath('/', lang),
        origin: ORIGIN,
        api: NO_API,
        dataBudgetMs: 2000,
        layout: 'default',
        registry: {},
      }),
      `shell ${version}: rendering the chrome`,
    );
    for (const main of [
      { kind: 'remote', app: 'verify' },
      { kind: 'not-found' },
      { kind: 'unavailable' },
    ] as const) {
      const html = page.start(main, null, '') + page.end(main, '');
      if (!html.includes('</html>'))
        throw new Error(`shell ${version}: its ${main.kind} page is not a whole document`);
      // The site server allows these by their hashes: one missing or changed would be refused by the
      // browser, and the page would never start its code.
      for (const text of renderer.inlineScripts ?? [])
        if (!html.includes(`>${text}</script>`))
          throw new Error(`shell ${version}: its ${main.kind} page lacks an inline script it declares`);
    }
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrate, QueryClient } from '@hospital/query';
import { dehydrate } from '@hospital/query/server';
import type { i18n as I18nInstance } from 'i18next';
import { createApiClient, type ApiClient } from '@hospital/api-client';
import { createFixedI18n, splitLocalePath, type Locale } from '@hospital/i18n';
import {
  createQueryClient,
  headHtml,
  headTags,
  ssrDataScript,
  type PageEnvironment,
  type PageHead,
} from '@hospital/remote-kit';
import {
  withBudget,
  type ShellMain,
  type ShellPage,
  type ShellPageRequest,
  type ShellRendererContract,
} from '@hospital/remote-kit/server';
import {
  footerArticlesQuery,
  footerSpecialistsQuery,
  hospitalsQuery,
  menuQuery,
} from './chrome/data/queries';
import { Footer } from './chrome/Footer';
import SiteFooter from './chrome/footer/SiteFooter';
import { Header } from './chrome/Header';
import { Overlays } from './chrome/Overlays';
import { slotClose, slotOpen } from './composition/slots';
import { SHELL_NAMESPACE, shellI18nOptions } from './i18n';
import { NotFoundPage, notFoundHead } from './pages/NotFoundPage';
import { ShellErrorPage } from './pages/ShellErrorPage';
import { ShellProviders, type ShellContext } from './pages/ShellProviders';
import type { ShellPayload } from './ssrPayload';

const PLACES = ['head', 'header', 'main', 'footer', 'overlays', 'data'] as const;

/** The built index.html (scripts and stylesheets injected by the build) cut at its `<!--ssr:...-->` places. */
function readTemplate(dir: string) {
  let rest = fs.readFileSync(path.join(dir, '..', 'index.html'), 'utf8');
  const parts: string[] = [];
  for (const place of PLACES) {
    const marker = `<!--ssr:${place}-->`;
    const at = rest.indexOf(marker);
    if (at < 0) throw new Error(`shell index.html lacks ${marker}`);
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + marker.length);
  }
  parts.push(rest);
  return parts;
}

/**
 * The text of each inline script of the template (the starter the build writes inline): what the site
 * server allows by its hash (ShellRendererContract.inlineScripts). The build refuses a text holding
 * `</script` or `<!--` (tooling/webpack/preload-boot-chunks-plugin.js), so each element ends at its first
 * `</script` as the browser reads it. A data block (`type="application/json"`) is no script to allow.
 */
export function inlineScriptsOf(template: string): string[] {
  const texts: string[] = [];
  for (const [, attributes, text] of template.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
    const runs = !type || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type);
    if (!/\bsrc\s*=/i.test(attributes) && runs && text) texts.push(text);
  }
  return texts;
}

/** How long the chrome's data (menu, hospitals, footer lists) is reused from one page to the next. */
const CHROME_DATA_FRESH_MS = 60_000;

interface ChromeData {
  queryClient: QueryClient;
  api: ApiClient;
}

export function createShellRenderer(version: string, dir: string): ShellRendererContract {
  const template = readTemplate(dir);
  const inlineScripts = inlineScriptsOf(template.join(''));
  const texts = new Map<Locale, Promise<I18nInstance>>();
  const textsFor = (lang: Locale) => {
    let instance = texts.get(lang);
    if (!instance) {
      instance = createFixedI18n(shellI18nOptions, lang);
      texts.set(lang, instance);
    }
    return instance;
  };

  // The chrome's data is the same for every page of a language, so one cache per language serves every
  // request (nothing of a request is in it) and most pages ask the API nothing for their chrome.
  const chromeData = new Map<Locale, ChromeData>();
  const chromeDataFor = (lang: Locale, api: ShellPageRequest['api']): ChromeData => {
    let data = chromeData.get(lang);
    if (!data) {
      data = {
        queryClient: new QueryClient({
          defaultOptions: { queries: { staleTime: CHROME_DATA_FRESH_MS, retry: false } },
        }),
        api: createApiClient({ ...api, lang }),
      };
      chromeData.set(lang, data);
    }
    return data;
  };

  async function page(request: ShellPageRequest): Promise<ShellPage> {
    const url = new URL(request.url, 'http://server.invalid');
    const { locale: lang, pathname } = splitLocalePath(url.pathname);
    const i18n = await textsFor(lang);
    const t = i18n.getFixedT(lang, SHELL_NAMESPACE);
    const queryClient = createQueryClient('server');
    const api = createApiClient({ ...request.api, lang });
    const environment: PageEnvironment = {
      mode: 'server',
      origin: request.origin,
      lang,
      head: null,
      status: 200,
      redirect: null,
      now: Date.now(),
    };
    const context: ShellContext = { i18n, queryClient, api, environment };
    const route = { pathname, layout: request.layout, search: url.search };

    // The chrome never waits long for its data: past the budget, or on a failure, the static menu and
    // contacts show (docs/product-rules.md §8). What is rendered is a copy of the data ready now, so the HTML and the data
    // sent with it agree whatever the shared cache does next.
    //
    // The chrome's queries carry the browser's freshness (ten minutes), which would win over the shared
    // cache's default: the server then sent data up to ten minutes old, and a page rendered (or kept in
    // the HTML cache) near that age had the browser fetch its menu and hospitals again (docs/decisions.md, issue 14's "no
    // API call for data in the page"). Here the shared cache's own minute decides, so what a page carries
    // is at most a minute old, well within the browser's freshness even after the HTML and CDN caches.
    const shared = chromeDataFor(lang, request.api);
    const reuse = { staleTime: CHROME_DATA_FRESH_MS };
    const wanted = [
      shared.queryClient.prefetchQuery({ ...menuQuery(shared.api), ...reuse }),
      shared.queryClient.prefetchQuery({ ...hospitalsQuery(shared.api), ...reuse }),
    ];
    if (request.layout === 'default')
      wanted.push(
        shared.queryClient.prefetchQuery({ ...footerSpecialistsQuery(shared.api), ...reuse }),
        shared.queryClient.prefetchQuery({ ...footerArticlesQuery(shared.api), ...reuse }),
      );
    await withBudget(Promise.all(wanted), request.dataBudgetMs).catch(() => undefined);
    hydrate(
      queryClient,
      dehydrate(shared.queryClient, { shouldDehydrateQuery: (query) => query.state.data !== undefined }),
    );

    const html = (node: ReactNode) =>
      renderToString(
        <ShellProviders context={context} route={route}>
          {node}
        </ShellProviders>,
      );
    const header = html(<Header />);
    const overlays = html(<Overlays />);
    const footer = html(<Footer SiteFooter={SiteFooter} />);

    const ownHead = (head: PageHead) => headHtml(headTags(head, { origin: request.origin, lang, pathname }));
    const mainHtml = (main: ShellMain): string => {
      switch (main.kind) {
        case 'remote':
          return slotOpen(main.app, true);
        case 'not-found':
          return slotOpen('shell-not-found', true) + html(<NotFoundPage />) + slotClose();
        case 'unavailable':
          return (
            '<div data-app="shell-error">' +
            html(<ShellErrorPage statusCode={503} retry={() => undefined} />) +
            '</div>'
          );
      }
    };
    const headOf = (main: ShellMain): PageHead =>
      main.kind === 'not-found'
        ? notFoundHead(t)
        : main.kind === 'unavailable'
          ? { title: t('shellError.title'), description: t('shellError.message'), noindex: true }
          : { title: t('site.title'), description: t('site.description'), exactTitle: true };
    const payload = (main: ShellMain): ShellPayload => ({
      version,
      lang,
      origin: request.origin,
      now: environment.now,
      queries: dehydrate(queryClient),
      layout: request.layout,
      main: main.kind,
    });
    const [beforeHead, beforeHeader, beforeMain, beforeFooter, beforeOverlays, beforeData, after] = template;

    const shellPage: ShellPage = {
      start: (main, pageHead, headExtra) =>
        beforeHead.replace('<html lang="id"', `<html lang="${lang}"`) +
        (main.kind === 'remote' && pageHead ? pageHead : ownHead(headOf(main))) +
        headExtra +
        beforeHeader +
        header +
        beforeMain +
        mainHtml(main),
      end: (main, appData) =>
        (main.kind === 'remote' ? slotClose() : '') +
        beforeFooter +
        footer +
        beforeOverlays +
        overlays +
        beforeData +
        appData +
        ssrDataScript('shell', payload(main)) +
        after,
    };
    return shellPage;
  }

  const contract: ShellRendererContract = { name: 'shell', version, page, inlineScripts };
  return contract;
}

// The server side of the shell (docs/architecture.md §2b), built into server/renderer.js; the template is the
// index.html beside server/.
export const renderer = createShellRenderer(process.env.APP_VERSION ?? 'dev', __dirname);

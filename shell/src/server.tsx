import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import { createApiClient } from '@hospital/api-client';
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

/** Failed prefetches are left out of the render: the browser, which never receives them, must render the same. */
function dropFailures(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
}

export function createShellRenderer(version: string, dir: string): ShellRendererContract {
  const template = readTemplate(dir);
  const texts = new Map<Locale, Promise<I18nInstance>>();
  const textsFor = (lang: Locale) => {
    let instance = texts.get(lang);
    if (!instance) {
      instance = createFixedI18n(shellI18nOptions, lang);
      texts.set(lang, instance);
    }
    return instance;
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
    const route = { pathname, layout: request.layout };

    // The chrome never waits long for its data: past the budget, or on a failure, the static menu and
    // contacts show (SPEC 8), in the server's HTML and in the browser's first render alike.
    const chromeData = [
      queryClient.prefetchQuery(menuQuery(api)),
      queryClient.prefetchQuery(hospitalsQuery(api)),
    ];
    if (request.layout === 'default')
      chromeData.push(
        queryClient.prefetchQuery(footerSpecialistsQuery(api)),
        queryClient.prefetchQuery(footerArticlesQuery(api)),
      );
    await withBudget(Promise.all(chromeData), request.dataBudgetMs).catch(() => undefined);
    // A query still running after the budget is cancelled, so what is rendered is what is sent.
    await queryClient.cancelQueries();
    dropFailures(queryClient);

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
      registry: request.registry,
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

  const contract: ShellRendererContract = { name: 'shell', version, page };
  return contract;
}

// The server side of the shell (ARCHITECTURE 2b), built into server/renderer.js; the template is the
// index.html beside server/.
export const renderer = createShellRenderer(process.env.APP_VERSION ?? 'dev', __dirname);

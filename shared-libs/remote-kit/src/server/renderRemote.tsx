import { PassThrough, type Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { type QueryClient } from '@hospital/query';
import { dehydrate } from '@hospital/query/server';
import type { i18n as I18nInstance } from 'i18next';
import { createApiClient, type ApiClientOptions } from '@hospital/api-client';
import { createFixedI18n, localeBasename, splitLocalePath, type Locale } from '@hospital/i18n';
import { ROUTER_FUTURE } from '@hospital/router';
import { StaticRouter } from '@hospital/router/server';
import type { JsonValue, RemoteActions, RemoteDefinition, RemoteState } from '../contract';
import { createQueryClient } from '../data/queryClient';
import { ssrDataScript } from '../data/ssrData';
import { headHtml } from '../head/headHtml';
import { headTags, type PageHead } from '../head/pageHead';
import type { PageEnvironment } from '../head/PageContext';
import { matchRemoteRoute } from '../RemoteRoutes';
import { RemoteTree } from '../RemoteTree';
import { createActionRunner } from './runAction';
import { withBudget, BudgetExceeded } from './withBudget';

/** What the site server asks of a remote's server renderer (docs/architecture.md §2b). */
export interface RenderRequest {
  /** Path and query as requested, language prefix included: `/en/news/x?category=y`. */
  url: string;
  /** The site's public origin, from configuration. */
  origin: string;
  /** Where this server reaches the API (an absolute URL), and its token and product. */
  api: Pick<ApiClientOptions, 'baseURL' | 'token' | 'product'>;
  /** Time the page's data may take; past it the slot is left to the browser. */
  dataBudgetMs: number;
  /** Time the rest of the render may take once the response has started (Suspense boundaries). */
  streamBudgetMs: number;
  /** This remote's kept state for this browser (docs/architecture.md §2c), given to the page's `prefetch`. */
  state?: RemoteState | null;
  /** After a page POST whose action answered `page`: its status and data (`useActionData`). */
  action?: { status: number; data: JsonValue } | null;
}

export type RenderOutcome =
  | {
      kind: 'rendered';
      status: number;
      /** The page's head tags as HTML (title, description, canonical, alternates, Open Graph, JSON-LD). */
      headHtml: string;
      head: PageHead | null;
      /** Set when the page asked for a redirect (a path without the language prefix). */
      redirect: { to: string; status: 301 | 302 } | null;
      /**
       * Writes the slot's HTML into `out` (never ending it) and resolves with the data block to send
       * after it: the query cache as rendered, for the browser to hydrate with.
       */
      pipe(out: Writable): Promise<string>;
    }
  /** The path is not one of this remote's routes. */
  | { kind: 'no-route' }
  /** The API did not answer the page's data (down, 5xx): the site server answers 503 or renders nothing. */
  | { kind: 'unavailable'; error: unknown }
  /** The page's data took longer than the budget. */
  | { kind: 'too-slow' }
  /** The page threw while rendering: the browser renders it instead. */
  | { kind: 'failed'; error: unknown };

/** Failed prefetches are left out of the render: the browser, which never receives them, must render the same. */
function dropFailures(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
}

/**
 * A remote's server renderer: the same routes, pages and texts as its browser build, rendered with
 * `StaticRouter` and a query cache filled by each page's `prefetch`. One instance serves every request;
 * everything request-specific (query cache, API client, head and status) is created per call.
 */
export function createRemoteRenderer(
  definition: RemoteDefinition,
  version: string,
  { actions = {} }: { actions?: RemoteActions } = {},
) {
  const texts = new Map<Locale, Promise<I18nInstance>>();
  const textsFor = (lang: Locale) => {
    let instance = texts.get(lang);
    if (!instance) {
      instance = createFixedI18n(definition.i18n, lang);
      texts.set(lang, instance);
    }
    return instance;
  };

  async function render(request: RenderRequest): Promise<RenderOutcome> {
    const url = new URL(request.url, 'http://server.invalid');
    const { locale: lang, pathname } = splitLocalePath(url.pathname);
    const match = matchRemoteRoute(definition.routes, pathname);
    if (!match) return { kind: 'no-route' };

    const queryClient = createQueryClient('server');
    const api = createApiClient({ ...request.api, lang });
    const [i18n, module] = await Promise.all([textsFor(lang), definition.pages[match.pattern]()]);
    const Page = module.default;

    try {
      await withBudget(
        Page.prefetch?.({
          queryClient,
          api,
          lang,
          params: match.params,
          search: url.searchParams,
          state: request.state ?? null,
        }) ?? Promise.resolve(),
        request.dataBudgetMs,
      );
    } catch (error) {
      if (error instanceof BudgetExceeded) return { kind: 'too-slow' };
      return { kind: 'unavailable', error };
    }
    dropFailures(queryClient);

    const environment: PageEnvironment = {
      mode: 'server',
      origin: request.origin,
      lang,
      head: null,
      status: request.action?.status ?? 200,
      redirect: null,
      now: Date.now(),
      actionData: request.action?.data ?? null,
    };
    const tree = (
      <RemoteTree
        definition={definition}
        i18n={i18n}
        queryClient={queryClient}
        api={api}
        environment={environment}
        router={(children) => (
          <StaticRouter
            location={url.pathname + url.search}
            basename={localeBasename(lang) || undefined}
            future={ROUTER_FUTURE}
          >
            {children}
          </StaticRouter>
        )}
        loaded={{ [match.pattern]: Page }}
      />
    );

    return new Promise<RenderOutcome>((resolve, reject) => {
      let failed: unknown = null;
      let markAllReady: () => void = () => undefined;
      const allReady = new Promise<void>((done) => {
        markAllReady = done;
      });
      const stream = renderToPipeableStream(tree, {
        // A completed Suspense boundary larger than this would be sent apart and revealed by an inline
        // script, which the CSP refuses and a browser without JavaScript never runs: its content stayed
        // hidden behind the fallback (a wizard step of 13 KB). Everything rendered is sent in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (failed) {
            stream.abort();
            resolve({ kind: 'failed', error: failed });
            return;
          }
          // Everything that did not wait for data has rendered by now, the page's head included.
          const head = environment.head;
          resolve({
            kind: 'rendered',
            status: environment.status,
            head,
            redirect: environment.redirect,
            headHtml: head ? headHtml(headTags(head, { origin: request.origin, lang, pathname })) : '',
            pipe: (out) => pipeWhenReady(out),
          });
        },
        onAllReady() {
          markAllReady();
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          // Before the response starts, a failure hands the whole slot to the browser (see onShellReady);
          // later, React renders the failed boundary in the browser. Either way the page still answers.
          failed ??= error;
        },
      });

      /**
       * The slot is sent once everything in it is rendered (or the budget is over: what is still waiting
       * is then left to the browser). React would otherwise reveal late parts with inline scripts, which
       * the site's CSP (`script-src 'self'` and the shell's starter by its hash) refuses, and a visitor
       * without JavaScript would never see.
       */
      async function pipeWhenReady(out: Writable): Promise<string> {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          allReady,
          new Promise<void>((done) => {
            timer = setTimeout(() => {
              stream.abort();
              done();
            }, request.streamBudgetMs);
          }),
        ]);
        clearTimeout(timer);
        return new Promise<string>((done, fail) => {
          const through = new PassThrough();
          through.on('data', (chunk: Buffer) => out.write(chunk));
          through.on('end', () =>
            done(
              ssrDataScript(definition.name, {
                version,
                lang,
                origin: request.origin,
                now: environment.now,
                queries: dehydrate(queryClient),
                ...(request.action ? { actionData: request.action.data } : {}),
              }),
            ),
          );
          through.on('error', fail);
          stream.pipe(through);
        });
      }
    });
  }

  return { name: definition.name, version, render, act: createActionRunner(definition.routes, actions) };
}

export type RemoteRenderer = ReturnType<typeof createRemoteRenderer>;

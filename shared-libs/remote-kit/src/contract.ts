import type { ComponentType } from 'react';
import type { QueryClient } from '@hospital/query';
import type { ApiClient } from '@hospital/api-client';
import type { AppI18nOptions, Locale } from '@hospital/i18n';
import type { RouteDefinition } from '@hospital/registry';

/**
 * What a page may do before it is rendered on the server: fill the query cache with the data it shows
 * first (ARCHITECTURE 2b). It runs with the same query options the page's components use, so the
 * render finds the data in the cache and the browser receives it dehydrated instead of fetching it again.
 * It throws when the API cannot answer (the page then answers 503 or is rendered in the browser);
 * an item that does not exist is data (null), not an error, so the page itself shows its 404 panel.
 */
export type Prefetch = (context: PrefetchContext) => Promise<unknown>;

export interface PrefetchContext {
  queryClient: QueryClient;
  api: ApiClient;
  lang: Locale;
  /** The route pattern's parameters (`{ slug: 'x' }` for `/news/:slug`). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** A page component; `prefetch` says what the server loads before rendering it. */
export type PageComponent = ComponentType & { prefetch?: Prefetch };

/** A page module loaded on demand: each route's code downloads only when the route is visited. */
export type PageLoader = () => Promise<{ default: PageComponent }>;

/** Everything that makes a remote, given once (`src/remote.ts`) and used by its browser and server builds. */
export interface RemoteDefinition {
  /** Package name of the remote, e.g. 'mf-booking'. */
  name: string;
  /** The remote's routes.json: the same file the build emits for the registry. */
  routes: RouteDefinition[];
  /** One lazy page per route pattern of routes.json (keys are the patterns). */
  pages: Record<string, PageLoader>;
  /** The remote's texts: its i18next namespace and dictionaries. */
  i18n: AppI18nOptions;
  /** Texts for the error boundary, in the app's namespace or common. */
  errorTexts?: (t: (key: string) => string) => { title: string; message: string; retry: string };
}

/** Props the shell passes to every remote's lifecycles. */
export interface ShellProps {
  domElement?: HTMLElement;
}

import { lazy, Suspense, useMemo } from 'react';
import { matchRoutes, Route, Routes } from '@hospital/router';
import type { RouteDefinition } from '@hospital/registry';
import type { PageComponent, PageLoader } from './contract';
import { PageFallback } from './PageFallback';

interface Props {
  routes: RouteDefinition[];
  pages: Record<string, PageLoader>;
  /** Pages already loaded (the server's page, or the browser's first page before hydrating), by pattern. */
  loaded?: Readonly<Record<string, PageComponent>>;
}

/**
 * Renders the page whose pattern matches. A path the remote does not own renders nothing: the shell
 * decides 404s, and during a hand-over to another remote this router briefly sees the other's path.
 * A page given in `loaded` renders at once, so the server's HTML and the browser's first render are the
 * same tree; the others download when their route is visited.
 */
export function RemoteRoutes({ routes, pages, loaded = {} }: Props) {
  const elements = useMemo(
    () =>
      routes.map((r) => {
        const Page = loaded[r.path] ?? lazy(pageLoaderFor(pages, r.path));
        return { path: r.path, Page };
      }),
    [routes, pages, loaded],
  );
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {elements.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

function pageLoaderFor(pages: Record<string, PageLoader>, path: string): PageLoader {
  const loader = pages[path];
  if (!loader) throw new Error(`No page registered for route ${path}`);
  return loader;
}

/** The route of routes.json that matches a path (without the language prefix), with its parameters. */
export function matchRemoteRoute(routes: RouteDefinition[], pathname: string) {
  const match = matchRoutes(
    routes.map((r) => ({ path: r.path })),
    pathname,
  )?.[0];
  if (!match?.route.path) return null;
  return { pattern: match.route.path, params: match.params };
}

/** Route patterns of routes.json that have no page (and pages with no route): both must be empty. */
export function routePageMismatches(routes: RouteDefinition[], pages: Record<string, PageLoader>) {
  const patterns = new Set(routes.map((r) => r.path));
  return {
    withoutPage: routes.map((r) => r.path).filter((p) => !pages[p]),
    withoutRoute: Object.keys(pages).filter((p) => !patterns.has(p)),
  };
}

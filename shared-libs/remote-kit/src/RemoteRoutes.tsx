import { lazy, Suspense, useMemo } from 'react';
import { Route, Routes } from './router';
import type { RouteDefinition } from '@hospital/registry';
import type { PageLoader } from './types';
import { PageFallback } from './PageFallback';

interface Props {
  routes: RouteDefinition[];
  pages: Record<string, PageLoader>;
}

/**
 * Renders the page whose pattern matches. A path the remote does not own renders nothing: the shell
 * decides 404s, and during a hand-over to another remote this router briefly sees the other's path.
 */
export function RemoteRoutes({ routes, pages }: Props) {
  const lazyPages = useMemo(
    () => routes.map((r) => ({ path: r.path, Page: lazy(pageLoaderFor(pages, r.path)) })),
    [routes, pages],
  );
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {lazyPages.map(({ path, Page }) => (
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

/** Route patterns of routes.json that have no page (and pages with no route): both must be empty. */
export function routePageMismatches(routes: RouteDefinition[], pages: Record<string, PageLoader>) {
  const patterns = new Set(routes.map((r) => r.path));
  return {
    withoutPage: routes.map((r) => r.path).filter((p) => !pages[p]),
    withoutRoute: Object.keys(pages).filter((p) => !patterns.has(p)),
  };
}

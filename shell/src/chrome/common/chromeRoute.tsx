import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { LayoutName } from '@hospital/registry';
import { useRouteState } from '../../composition/routeState';

/** What the chrome shows depends on: the page's path (without the language prefix) and its layout. */
export interface ChromeRoute {
  pathname: string;
  layout: LayoutName;
  /**
   * The page's query (`?day=1`, or ''), for the links that keep it before the scripts run (the language
   * switch): the request's on the server, the address bar's in the browser.
   */
  search?: string;
}

const FixedRoute = createContext<ChromeRoute | null>(null);

/** The server renders the chrome of one request's route; module state would be shared by all requests. */
export function FixedRouteProvider({ route, children }: { route: ChromeRoute; children: ReactNode }) {
  return <FixedRoute.Provider value={route}>{children}</FixedRoute.Provider>;
}

const pathnameNow = () => useRouteState.getState().pathname;
const layoutNow = () => useRouteState.getState().layout;
// The address bar's query: at hydration the one the server rendered, since a page cannot change it
// before its scripts run. Read again at each route change of the store.
const searchNow = () => (typeof window === 'undefined' ? '' : window.location.search);

/**
 * The route of the page: the request's on the server, the live one (following navigations) in the
 * browser. Read with the store's current state while hydrating too (zustand's own hook would read its
 * initial state then, the default layout, not the layout the server rendered). The path and the layout
 * only: a query change (a step of the booking wizard, a doctor filter) renders none of the chrome that
 * reads them, only what reads `useChromeSearch` (INP: docs/decisions.md, issue 25).
 */
export function useChromeRoute(): Omit<ChromeRoute, 'search'> {
  const fixed = useContext(FixedRoute);
  const pathname = useSyncExternalStore(useRouteState.subscribe, pathnameNow, pathnameNow);
  const layout = useSyncExternalStore(useRouteState.subscribe, layoutNow, layoutNow);
  const live = useMemo(() => ({ pathname, layout }), [pathname, layout]);
  return fixed ?? live;
}

/** The page's query (`?day=1`, or ''): the request's on the server, the address bar's in the browser. */
export function useChromeSearch(): string {
  const fixed = useContext(FixedRoute);
  const search = useSyncExternalStore(useRouteState.subscribe, searchNow, searchNow);
  return fixed ? (fixed.search ?? '') : search;
}

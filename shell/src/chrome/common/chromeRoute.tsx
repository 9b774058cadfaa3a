import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { LayoutName } from '@hospital/registry';
import { useRouteState } from '../../composition/routeState';

/** What the chrome shows depends on: the page's path (without the language prefix) and its layout. */
export interface ChromeRoute {
  pathname: string;
  layout: LayoutName;
}

const FixedRoute = createContext<ChromeRoute | null>(null);

/** The server renders the chrome of one request's route; module state would be shared by all requests. */
export function FixedRouteProvider({ route, children }: { route: ChromeRoute; children: ReactNode }) {
  return <FixedRoute.Provider value={route}>{children}</FixedRoute.Provider>;
}

const pathnameNow = () => useRouteState.getState().pathname;
const layoutNow = () => useRouteState.getState().layout;

/**
 * The route of the page: the request's on the server, the live one (following navigations) in the
 * browser. Read with the store's current state while hydrating too (zustand's own hook would read its
 * initial state then, the default layout, not the layout the server rendered).
 */
export function useChromeRoute(): ChromeRoute {
  const fixed = useContext(FixedRoute);
  const pathname = useSyncExternalStore(useRouteState.subscribe, pathnameNow, pathnameNow);
  const layout = useSyncExternalStore(useRouteState.subscribe, layoutNow, layoutNow);
  const live = useMemo(() => ({ pathname, layout }), [pathname, layout]);
  return fixed ?? live;
}

import { create } from 'zustand';
import { findRouteOwner, LayoutName, RegistryDocument } from '@hospital/registry';
import { publish } from '@hospital/event-bus';
import { splitLocalePath } from '@hospital/i18n';

interface RouteState {
  /** The current path without the language prefix (routes.json patterns are written that way). */
  pathname: string;
  layout: LayoutName;
  owner: string | null;
  registry: RegistryDocument;
  setRegistry(registry: RegistryDocument): void;
  /** Follows the browser's location (a path that may carry the language prefix). */
  sync(locationPathname: string): void;
}

const initialPath = typeof window === 'undefined' ? '/' : splitLocalePath(window.location.pathname).pathname;

/** The shell's view of the current route: which remote owns it and which layout wraps it. */
export const useRouteState = create<RouteState>((set, get) => ({
  pathname: initialPath,
  layout: 'default',
  owner: null,
  registry: {},
  setRegistry(registry) {
    set({ registry });
    get().sync(window.location.pathname);
  },
  sync(locationPathname) {
    const pathname = splitLocalePath(locationPathname).pathname;
    const match = findRouteOwner(get().registry, pathname);
    const layout: LayoutName = match?.route.layout ?? 'default';
    const changed = layout !== get().layout || pathname !== get().pathname;
    set({ pathname, layout, owner: match?.remote ?? null });
    if (changed) publish('layout:changed', { layout });
  },
}));

/** The remote that owns a location's path (with or without the language prefix), or null. */
export function ownerOf(locationPathname: string): string | null {
  const { pathname } = splitLocalePath(locationPathname);
  return findRouteOwner(useRouteState.getState().registry, pathname)?.remote ?? null;
}

/** Before the registry is read: the layout the server rendered the page with. */
export function presetLayout(layout: LayoutName): void {
  useRouteState.setState({ layout });
}

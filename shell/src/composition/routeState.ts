import { create } from 'zustand';
import { findRouteOwner, LayoutName, RegistryDocument } from '@hospital/registry';
import { publish } from '@hospital/event-bus';

interface RouteState {
  pathname: string;
  layout: LayoutName;
  owner: string | null;
  registry: RegistryDocument;
  setRegistry(registry: RegistryDocument): void;
  sync(pathname: string): void;
}

/** The shell's view of the current route: which remote owns it and which layout wraps it. */
export const useRouteState = create<RouteState>((set, get) => ({
  pathname: typeof window === 'undefined' ? '/' : window.location.pathname,
  layout: 'default',
  owner: null,
  registry: {},
  setRegistry(registry) {
    set({ registry });
    get().sync(window.location.pathname);
  },
  sync(pathname) {
    const match = findRouteOwner(get().registry, pathname);
    const layout: LayoutName = match?.route.layout ?? 'default';
    const changed = layout !== get().layout;
    set({ pathname, layout, owner: match?.remote ?? null });
    if (changed || pathname !== get().pathname) publish('layout:changed', { layout });
  },
}));

export function ownerOf(pathname: string): string | null {
  return findRouteOwner(useRouteState.getState().registry, pathname)?.remote ?? null;
}

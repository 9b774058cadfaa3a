import { registerApplication, setBootstrapMaxTime, setMountMaxTime, start } from 'single-spa';
import type { RegistryDocument } from '@hospital/registry';
import { fetchRegistry } from './fetchRegistry';
import { fallBackToStable, loadRemoteLifecycles, registerRegistryRemotes } from './federation';
import { createResilientLifecycles, ResilientOptions } from './resilientLifecycles';
import { createSlot } from './slots';
import { ownerOf, useRouteState } from './routeState';

export const NOT_FOUND_APP = 'shell-not-found';

export interface CompositionHooks {
  renderRemoteError: ResilientOptions['renderError'];
  /** Called once the registry is known (so the layout of the current route is known). */
  onRegistryReady?(): void;
  /** Mounts the shell's own 404 page into an element; returns its unmount. */
  mountNotFound(host: HTMLElement): Promise<() => void>;
  /** The registry the server rendered the page with, if any: no need to fetch it again. */
  registry?: RegistryDocument;
}

let started = false;
const knownRemotes = new Set<string>();

async function refreshRegistry(): Promise<RegistryDocument> {
  const { entries } = await fetchRegistry();
  registerRegistryRemotes(entries, true);
  useRouteState.getState().setRegistry(entries);
  return entries;
}

/**
 * Fetches the registry, registers one single-spa application per remote (loaded only when one of its
 * routes is active) plus the shell's 404 application, and starts single-spa. Throws when the registry
 * itself cannot be read: the caller shows the error page with a retry.
 */
export async function startComposition(main: HTMLElement, hooks: CompositionHooks): Promise<void> {
  const entries = hooks.registry ?? (await fetchRegistry()).entries;
  registerRegistryRemotes(entries);
  useRouteState.getState().setRegistry(entries);
  hooks.onRegistryReady?.();

  for (const remote of Object.keys(entries)) {
    if (knownRemotes.has(remote)) continue;
    knownRemotes.add(remote);
    const slot = createSlot(main, remote);
    registerApplication({
      name: remote,
      app: async () =>
        createResilientLifecycles(remote, slot, {
          load: loadRemoteLifecycles,
          refresh: async () => {
            await refreshRegistry();
          },
          fallBack: (name) => fallBackToStable(name, useRouteState.getState().registry),
          renderError: hooks.renderRemoteError,
        }),
      activeWhen: (location) => ownerOf(location.pathname) === remote,
    });
  }

  if (!started) {
    // Mounting includes downloading the remote: on a slow phone that can take longer than single-spa's
    // 3 s default, which would only warn. Warn later; never abort a slow mount.
    setBootstrapMaxTime(15000, false, 15000);
    setMountMaxTime(15000, false, 15000);
    const notFoundSlot = createSlot(main, NOT_FOUND_APP);
    let unmountNotFound: (() => void) | null = null;
    registerApplication({
      name: NOT_FOUND_APP,
      app: async () => ({
        bootstrap: async () => undefined,
        mount: async () => {
          notFoundSlot.container.hidden = false;
          unmountNotFound = await hooks.mountNotFound(notFoundSlot.root);
        },
        unmount: async () => {
          unmountNotFound?.();
          unmountNotFound = null;
          notFoundSlot.container.hidden = true;
        },
      }),
      activeWhen: (location) => ownerOf(location.pathname) === null,
    });

    window.addEventListener('single-spa:before-routing-event', () => {
      useRouteState.getState().sync(window.location.pathname);
    });
    started = true;
    start({ urlRerouteOnly: true });
  }
}

import type { LifeCycles } from 'single-spa';
import type { RegistryDocument } from '@hospital/registry';
import type { ShellProps } from '@hospital/remote-kit';

/**
 * Monolith build (bench only): stands in for composition/federation.ts. Each remote's `src/app.tsx` is
 * imported directly, as its own lazily loaded chunk (the federated shell also loads a remote only when
 * one of its routes is active), and no federation runtime is bundled. Routes, layouts, slots, the 404
 * page and the error panels stay the shell's own code, so the two builds differ only by federation.
 */
export function containerName(remote: string): string {
  return remote.replace(/[^a-zA-Z0-9_]/g, '_');
}

/** Nothing to register: no remote is fetched by URL. */
export function registerRegistryRemotes(_registry: RegistryDocument, _force = false): void {}

export type RemoteLifecycles = LifeCycles<ShellProps>;

const LOADERS: Record<string, () => Promise<unknown>> = {
  'mf-content': () => import(/* webpackChunkName: "mf-content" */ '../../mf-content/src/app'),
  'mf-doctors': () => import(/* webpackChunkName: "mf-doctors" */ '../../mf-doctors/src/app'),
  'mf-booking': () => import(/* webpackChunkName: "mf-booking" */ '../../mf-booking/src/app'),
  'mf-screening': () => import(/* webpackChunkName: "mf-screening" */ '../../mf-screening/src/app'),
  'mf-telemedicine': () => import(/* webpackChunkName: "mf-telemedicine" */ '../../mf-telemedicine/src/app'),
  'mf-frontdesk': () => import(/* webpackChunkName: "mf-frontdesk" */ '../../mf-frontdesk/src/app'),
};

function isLifecycles(value: unknown): value is RemoteLifecycles {
  const v = value as Partial<RemoteLifecycles> | null;
  return !!v && typeof v.mount === 'function' && typeof v.unmount === 'function';
}

export async function loadRemoteLifecycles(remote: string): Promise<RemoteLifecycles> {
  const load = LOADERS[remote];
  if (!load) throw new Error(`${remote} is not part of the monolith build`);
  const mod = await load();
  if (!isLifecycles(mod)) throw new Error(`${remote} did not export single-spa lifecycles from src/app.tsx`);
  return mod;
}

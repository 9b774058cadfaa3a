import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RegistryDocument } from '@hospital/registry';
import type { ShellProps } from '@hospital/remote-kit';

/** Container names are identifiers: mf-booking -> mf_booking (the build uses the same rule). */
export function containerName(remote: string): string {
  return remote.replace(/[^a-zA-Z0-9_]/g, '_');
}

/** Tells the federation runtime where each remote lives. `force` replaces an entry after a registry change. */
export function registerRegistryRemotes(registry: RegistryDocument, force = false): void {
  registerRemotes(
    Object.entries(registry).map(([remote, entry]) => ({
      name: containerName(remote),
      entry: new URL(entry.entry, window.location.href).href,
    })),
    { force },
  );
}

const fellBack = new Set<string>();

/**
 * A remote on a canary for this visitor whose code failed: registered again at the stable entry the
 * registry names beside it (`fallback`), once per page load. False when there is none to try.
 */
export function fallBackToStable(remote: string, registry: RegistryDocument): boolean {
  const stable = registry[remote]?.fallback;
  if (typeof stable !== 'string' || !stable || fellBack.has(remote)) return false;
  fellBack.add(remote);
  console.warn(`[shell] ${remote} ${registry[remote].version} failed: falling back to its stable version`);
  registerRemotes([{ name: containerName(remote), entry: new URL(stable, window.location.href).href }], {
    force: true,
  });
  return true;
}

export type RemoteLifecycles = LifeCycles<ShellProps>;

function isLifecycles(value: unknown): value is RemoteLifecycles {
  const v = value as Partial<RemoteLifecycles> | null;
  return !!v && typeof v.mount === 'function' && typeof v.unmount === 'function';
}

/** Loads a remote's `./app` module; throws when it is missing or is not single-spa lifecycles. */
export async function loadRemoteLifecycles(remote: string): Promise<RemoteLifecycles> {
  const mod = await loadRemote<unknown>(`${containerName(remote)}/app`);
  if (!isLifecycles(mod)) throw new Error(`${remote} did not expose single-spa lifecycles at ./app`);
  return mod;
}

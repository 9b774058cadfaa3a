import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import {
  CANARY_OPT_OUT_COOKIE,
  CANARY_OPT_OUT_MAX_AGE_SECONDS,
  withCanaryOptOut,
  type RegistryDocument,
} from '@hospital/registry';
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
 * registry names beside it (`fallback`), once per page load. False when there is none to try. The
 * visitor then stays on stable for that canary version: the site server reads the cookie written here
 * and renders the next pages with stable (docs/decisions.md, "Issue 28 — canary").
 */
export function fallBackToStable(remote: string, registry: RegistryDocument): boolean {
  const stable = registry[remote]?.fallback;
  if (typeof stable !== 'string' || !stable || fellBack.has(remote)) return false;
  fellBack.add(remote);
  const { version } = registry[remote];
  console.warn(`[shell] ${remote} ${version} failed: falling back to its stable version`);
  registerRemotes([{ name: containerName(remote), entry: new URL(stable, window.location.href).href }], {
    force: true,
  });
  const prefix = `${CANARY_OPT_OUT_COOKIE}=`;
  const current = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  document.cookie =
    `${prefix}${withCanaryOptOut(current, remote, version)}; Path=/; SameSite=Lax; ` +
    `Max-Age=${CANARY_OPT_OUT_MAX_AGE_SECONDS}${window.location.protocol === 'https:' ? '; Secure' : ''}`;
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

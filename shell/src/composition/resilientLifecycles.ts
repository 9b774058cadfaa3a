import type { LifeCycleFn } from 'single-spa';
import type { ShellProps } from '@hospital/remote-kit';
import type { RemoteLifecycles } from './federation';
import { publish } from '@hospital/event-bus';
import { clearChunkReloadFlag, reloadOnceForChunkError } from './chunkReload';

export interface RemoteSlot {
  /** Where the remote renders (its domElement). */
  root: HTMLElement;
  /** Where the shell renders the error panel when the remote cannot load or mount. */
  errorHost: HTMLElement;
  /** The wrapper shown while the remote is active. */
  container: HTMLElement;
}

export interface ResilientOptions {
  load(remote: string): Promise<RemoteLifecycles>;
  /** Re-reads the registry and re-registers the remote, so a retry can pick up a fixed version. */
  refresh(remote: string): Promise<void>;
  /**
   * A canary of the remote that cannot load or mount: points the remote at its stable version and
   * answers true when there is one to try (docs/decisions.md, issue 28 item 4). Omitted: none.
   */
  fallBack?(remote: string): boolean;
  /**
   * Renders the error panel. `besideContent`: the slot still shows the page the server rendered (its links
   * work as plain links), so the panel is a notice above it rather than the page's heading.
   */
  renderError(
    host: HTMLElement,
    args: { remote: string; error: unknown; retry: () => void; besideContent: boolean },
  ): () => void;
}

async function call(fn: LifeCycleFn<ShellProps> | LifeCycleFn<ShellProps>[] | undefined, props: ShellProps) {
  if (!fn) return;
  const fns = Array.isArray(fn) ? fn : [fn];
  for (const f of fns) await f(props as Parameters<LifeCycleFn<ShellProps>>[0]);
}

/**
 * single-spa lifecycles that wrap a remote: the remote's code is fetched on first mount (so only when
 * one of its routes is active), and any failure to fetch, bootstrap or mount becomes an error panel with
 * a retry inside the remote's own slot — the layout and the other remotes are untouched (docs/architecture.md §2).
 */
export function createResilientLifecycles(remote: string, slot: RemoteSlot, options: ResilientOptions) {
  let lifecycles: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let mounted = false;
  let active = false;
  let clearError: (() => void) | null = null;
  let lastProps: ShellProps = {};

  function hideError() {
    clearError?.();
    clearError = null;
    slot.errorHost.hidden = true;
  }

  async function mountRemote(props: ShellProps) {
    if (!lifecycles) lifecycles = await options.load(remote);
    const withSlot = { ...props, domElement: slot.root };
    if (!bootstrapped) {
      await call(lifecycles.bootstrap, withSlot);
      bootstrapped = true;
    }
    await call(lifecycles.mount, withSlot);
    mounted = true;
  }

  async function attempt(props: ShellProps) {
    try {
      await mountRemote(props);
      hideError();
      clearChunkReloadFlag();
    } catch (error) {
      console.error(`[shell] ${remote} failed`, error);
      // Counted per app and version on the site server (telemetry.ts), a reload for a stale chunk included.
      publish('app:trouble', { app: remote, kind: 'mount-failure' });
      if (reloadOnceForChunkError(error)) return;
      // A remote that threw half-way is dropped, so a retry starts from a fresh load.
      lifecycles = null;
      bootstrapped = false;
      mounted = false;
      // A failing canary is not this visitor's problem: the stable version is tried before any notice.
      if (options.fallBack?.(remote)) return attempt(props);
      showError(error);
    }
  }

  function showError(error: unknown) {
    hideError();
    slot.errorHost.hidden = false;
    clearError = options.renderError(slot.errorHost, {
      remote,
      error,
      besideContent: slot.root.hasChildNodes(),
      retry: () => {
        void (async () => {
          try {
            await options.refresh(remote);
          } catch (refreshError) {
            console.error('[shell] registry refresh failed', refreshError);
          }
          if (active) await attempt(lastProps);
        })();
      },
    });
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props: ShellProps) => {
      active = true;
      lastProps = props;
      slot.container.hidden = false;
      await attempt(props);
    },
    unmount: async (props: ShellProps) => {
      active = false;
      hideError();
      if (mounted && lifecycles) {
        try {
          await call(lifecycles.unmount, { ...props, domElement: slot.root });
        } catch (error) {
          console.error(`[shell] ${remote} failed to unmount`, error);
        }
      }
      mounted = false;
      slot.container.hidden = true;
    },
  };
}

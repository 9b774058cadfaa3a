import { useEffect, useSyncExternalStore } from 'react';

export type LazyState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: unknown };

/** Code in its own chunk, fetched when asked for, with a state a component can follow. */
export interface LazyModule<T> {
  /** Starts the download once; after a failure the next call tries again. */
  load(): Promise<T>;
  /** `load()` for who only wants the chunk ready early: a failure shows where it is used. */
  prefetch(): void;
  state(): LazyState<T>;
  subscribe(listener: () => void): () => void;
}

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let state: LazyState<T> = IDLE;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: LazyState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const load = () => {
    if (state.status === 'ready') return Promise.resolve(state.value);
    if (pending) return pending;
    set(LOADING);
    pending = importer().then(
      (value) => {
        pending = null;
        set({ status: 'ready', value });
        return value;
      },
      (error: unknown) => {
        // Webpack forgets a chunk that failed, so the next import() downloads it again.
        pending = null;
        set({ status: 'error', error });
        throw error;
      },
    );
    return pending;
  };

  return {
    load,
    prefetch: () => void load().catch(() => undefined),
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The module's state, re-rendering when it changes; it is requested once `wanted` (a failure is not
 * retried by itself, only through `load()`, e.g. from a retry button).
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted = true): LazyState<T> {
  const state = useSyncExternalStore(module.subscribe, module.state, module.state);
  const idleAndWanted = wanted && state.status === 'idle';
  useEffect(() => {
    if (idleAndWanted) module.prefetch();
  }, [idleAndWanted, module]);
  return state;
}

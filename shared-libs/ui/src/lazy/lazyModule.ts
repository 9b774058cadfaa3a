import { useEffect, useSyncExternalStore } from 'react';

export type LazyState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: unknown };

/**
 * Code in its own chunk, fetched when asked for, with a state a component can follow: the shell's
 * on-demand chrome (dialogs, menu panel, search, footer) and the booking wizard's steps use the same one.
 */
export interface LazyModule<T> {
  /** Starts the download once and keeps the module; after a failure the next call tries again. */
  load(): Promise<T>;
  /** `load()` on a hint of intent, or for who only wants the chunk ready early: a failure is left to where it is used. */
  prefetch(): void;
  getSnapshot(): LazyState<T>;
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
        // webpack forgets a chunk that failed, so the next import() really downloads it again.
        pending = null;
        set({ status: 'failed', error });
        throw error;
      },
    );
    return pending;
  };

  return {
    load,
    prefetch: () => void load().catch(() => undefined),
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The module's state; re-renders when it starts, finishes or fails loading. */
export function useLazyModuleState<T>(module: LazyModule<T>): LazyState<T> {
  return useSyncExternalStore(module.subscribe, module.getSnapshot, module.getSnapshot);
}

/**
 * The module's state, requested once `wanted` (a failure is not retried by itself, only through
 * `load()`, e.g. from a retry button).
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted = true): LazyState<T> {
  const state = useLazyModuleState(module);
  const idleAndWanted = wanted && state.status === 'idle';
  useEffect(() => {
    if (idleAndWanted) module.prefetch();
  }, [idleAndWanted, module]);
  return state;
}

/** The loaded module, or null while it is not (yet) there. */
export function loadedValue<T>(state: LazyState<T>): T | null {
  return state.status === 'ready' ? state.value : null;
}

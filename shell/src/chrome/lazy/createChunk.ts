export type ChunkStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ChunkState<T> {
  readonly status: ChunkStatus;
  /** The loaded module, once `status` is `ready`. */
  readonly module: T | null;
}

/** A part of the chrome whose code is fetched on demand, with a status React can subscribe to. */
export interface Chunk<T> {
  /** Fetches the code once and keeps it; after a failure the next call tries again. */
  load(): Promise<T>;
  /** `load()` on a hint of intent (hover, focus, touch): a failure is left to the real attempt. */
  prefetch(): void;
  getSnapshot(): ChunkState<T>;
  subscribe(listener: () => void): () => void;
}

export function createChunk<T>(importer: () => Promise<T>): Chunk<T> {
  let state: ChunkState<T> = { status: 'idle', module: null };
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();

  function set(next: ChunkState<T>) {
    state = next;
    listeners.forEach((listener) => listener());
  }

  function load(): Promise<T> {
    if (pending) return pending;
    set({ status: 'loading', module: null });
    pending = importer().then(
      (module) => {
        set({ status: 'ready', module });
        return module;
      },
      (error: unknown) => {
        // webpack forgets a failed chunk too, so the next import() really fetches again.
        pending = null;
        set({ status: 'failed', module: null });
        throw error;
      },
    );
    return pending;
  }

  return {
    load,
    prefetch: () => {
      load().catch(() => undefined);
    },
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

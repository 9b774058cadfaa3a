import { act } from '@testing-library/react';
import { lazyModule, type LazyModule } from '@hospital/ui';

export interface DeferredChunk<T> {
  chunk: LazyModule<T>;
  /** The chunk's import(): one call per real download. */
  importer: jest.Mock<Promise<T>, []>;
  /** Ends the pending download with the module, inside act(). */
  finish(module: T): Promise<void>;
  /** Ends the pending download with a webpack ChunkLoadError, inside act(). */
  fail(): Promise<void>;
}

/** A chunk whose downloads wait for the test, to see what the page shows meanwhile. */
export function deferredChunk<T>(): DeferredChunk<T> {
  let pending: { resolve(module: T): void; reject(error: unknown): void } | null = null;
  const importer = jest.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        pending = { resolve, reject };
      }),
  );
  const settle = async (how: (p: NonNullable<typeof pending>) => void) => {
    if (!pending) throw new Error('no download is pending');
    const current = pending;
    pending = null;
    await act(async () => how(current));
  };
  return {
    chunk: lazyModule(importer),
    importer,
    finish: (module) => settle((p) => p.resolve(module)),
    fail: () =>
      settle((p) => {
        const error = new Error('Loading chunk 497 failed.');
        error.name = 'ChunkLoadError';
        p.reject(error);
      }),
  };
}

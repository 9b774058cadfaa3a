// A failed script or style chunk usually means a deploy replaced the files under the page: reload once
// (docs/product-rules.md §8), but never loop: the flag remembers the URL we already reloaded for.
const FLAG = 'shell.chunkReloadFor';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

export interface PageEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  url(): string;
  reload(): void;
}

const browser: PageEnvironment = {
  get storage() {
    return window.sessionStorage;
  },
  url: () => window.location.pathname + window.location.search,
  reload: () => window.location.reload(),
};

/** Returns true when a reload was started. */
export function reloadOnceForChunkError(error: unknown, env: PageEnvironment = browser): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = env.url();
  if (env.storage.getItem(FLAG) === key) return false;
  env.storage.setItem(FLAG, key);
  env.reload();
  return true;
}

/** Called after a successful mount: the next chunk failure may reload again. */
export function clearChunkReloadFlag(env: Pick<PageEnvironment, 'storage'> = browser): void {
  env.storage.removeItem(FLAG);
}

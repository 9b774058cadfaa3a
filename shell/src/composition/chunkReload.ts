// A failed script or style chunk usually means a deploy replaced the files under the page: reload once
// (SPEC 8), but never loop: the flag remembers the URL we already reloaded for.
const FLAG = 'shell.chunkReloadFor';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/** Returns true when a reload was started. */
export function reloadOnceForChunkError(error: unknown, storage: Storage = window.sessionStorage): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = window.location.pathname + window.location.search;
  if (storage.getItem(FLAG) === key) return false;
  storage.setItem(FLAG, key);
  window.location.reload();
  return true;
}

/** Called after a successful mount: the next chunk failure may reload again. */
export function clearChunkReloadFlag(storage: Storage = window.sessionStorage): void {
  storage.removeItem(FLAG);
}

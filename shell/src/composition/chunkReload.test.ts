import {
  isChunkLoadError,
  reloadOnceForChunkError,
  clearChunkReloadFlag,
  PageEnvironment,
} from './chunkReload';

describe('chunk load failures', () => {
  const reload = jest.fn();
  const env: PageEnvironment = { storage: sessionStorage, url: () => '/news', reload };
  beforeEach(() => {
    reload.mockReset();
    sessionStorage.clear();
  });

  it('recognises webpack chunk and CSS chunk failures', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 9 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once per URL, never in a loop', () => {
    const error = new Error('Loading chunk 1 failed.');
    expect(reloadOnceForChunkError(error, env)).toBe(true);
    expect(reloadOnceForChunkError(error, env)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clearChunkReloadFlag(env);
    expect(reloadOnceForChunkError(error, env)).toBe(true);
  });

  it('does not reload for other errors', () => {
    expect(reloadOnceForChunkError(new Error('TypeError'), env)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

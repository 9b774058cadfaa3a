import { createChunk } from './createChunk';

describe('createChunk', () => {
  it('downloads once, reports each status and keeps the module', async () => {
    const module = { name: 'dialogs' };
    const importer = jest.fn(() => Promise.resolve(module));
    const chunk = createChunk(importer);
    const seen: string[] = [];
    chunk.subscribe(() => seen.push(chunk.getSnapshot().status));

    expect(chunk.getSnapshot()).toEqual({ status: 'idle', module: null });
    chunk.prefetch();
    await expect(chunk.load()).resolves.toBe(module);
    await expect(chunk.load()).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['loading', 'ready']);
    expect(chunk.getSnapshot()).toEqual({ status: 'ready', module });
  });

  it('after a failed download, the next attempt downloads again', async () => {
    const module = { name: 'menu' };
    const importer = jest
      .fn<Promise<typeof module>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockResolvedValueOnce(module);
    const chunk = createChunk(importer);

    await expect(chunk.load()).rejects.toThrow('Loading chunk 7 failed.');
    expect(chunk.getSnapshot().status).toBe('failed');
    await expect(chunk.load()).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a failed prefetch is silent and leaves the retry to the next attempt', async () => {
    const importer = jest.fn(() => Promise.reject(new Error('offline')));
    const chunk = createChunk(importer);
    chunk.prefetch();
    await Promise.resolve();
    await Promise.resolve();
    expect(chunk.getSnapshot().status).toBe('failed');
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

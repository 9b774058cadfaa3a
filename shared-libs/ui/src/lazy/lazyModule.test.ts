import { lazyModule } from './lazyModule';

describe('lazyModule', () => {
  it('downloads once, however often it is asked for, reports each status and keeps the module', async () => {
    const code = { name: 'dialogs' };
    const importer = jest.fn(() => Promise.resolve(code));
    const module = lazyModule(importer);
    const seen: string[] = [];
    module.subscribe(() => seen.push(module.getSnapshot().status));
    expect(module.getSnapshot()).toEqual({ status: 'idle' });
    expect(importer).not.toHaveBeenCalled();

    module.prefetch();
    module.prefetch();
    expect(module.getSnapshot()).toEqual({ status: 'loading' });
    await expect(module.load()).resolves.toBe(code);
    expect(module.getSnapshot()).toEqual({ status: 'ready', value: code });
    await expect(module.load()).resolves.toBe(code);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['loading', 'ready']);
  });

  it('after a failed download, reports it and the next attempt downloads again', async () => {
    const importer = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockResolvedValueOnce('code');
    const module = lazyModule(importer);

    await expect(module.load()).rejects.toThrow('Loading chunk 7 failed.');
    expect(module.getSnapshot()).toEqual({ status: 'failed', error: new Error('Loading chunk 7 failed.') });
    await expect(module.load()).resolves.toBe('code');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a failed prefetch is silent (no unhandled rejection) and leaves the retry to the next attempt', async () => {
    const importer = jest.fn(() => Promise.reject(new Error('offline')));
    const module = lazyModule(importer);
    module.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(module.getSnapshot().status).toBe('failed');
    await expect(module.load()).rejects.toThrow('offline');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

import { lazyModule } from './lazyModule';

describe('lazyModule', () => {
  it('downloads once, however often it is asked for, and tells its listeners', async () => {
    const importer = jest.fn(() => Promise.resolve('code'));
    const module = lazyModule(importer);
    const listener = jest.fn();
    module.subscribe(listener);
    expect(module.state()).toEqual({ status: 'idle' });
    expect(importer).not.toHaveBeenCalled();

    module.prefetch();
    module.prefetch();
    expect(module.state()).toEqual({ status: 'loading' });
    await expect(module.load()).resolves.toBe('code');
    expect(module.state()).toEqual({ status: 'ready', value: 'code' });
    await expect(module.load()).resolves.toBe('code');
    expect(importer).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('after a failure, reports it and downloads again when asked', async () => {
    const importer = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('code');
    const module = lazyModule(importer);
    module.prefetch(); // a failed prefetch is not an unhandled rejection
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(module.state()).toEqual({ status: 'error', error: new Error('chunk failed') });
    await expect(module.load()).resolves.toBe('code');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

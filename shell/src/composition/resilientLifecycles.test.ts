import { createResilientLifecycles, RemoteSlot } from './resilientLifecycles';
import type { RemoteLifecycles } from './federation';

function slot(): RemoteSlot {
  const container = document.createElement('div');
  const root = document.createElement('div');
  const errorHost = document.createElement('div');
  container.append(root, errorHost);
  document.body.append(container);
  return { container, root, errorHost };
}

function fakeRemote(): RemoteLifecycles & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    bootstrap: async () => {
      calls.push('bootstrap');
    },
    mount: async (props) => {
      calls.push('mount');
      (props as { domElement: HTMLElement }).domElement.textContent = 'remote page';
    },
    unmount: async () => {
      calls.push('unmount');
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('resilient lifecycles', () => {
  it('loads the remote on first mount only, bootstraps once and mounts into its slot', async () => {
    const remote = fakeRemote();
    const load = jest.fn(async () => remote);
    const s = slot();
    const lc = createResilientLifecycles('mf-x', s, { load, refresh: jest.fn(), renderError: jest.fn() });
    await lc.bootstrap();
    expect(load).not.toHaveBeenCalled();
    await lc.mount({});
    await lc.unmount({});
    await lc.mount({});
    expect(load).toHaveBeenCalledTimes(1);
    expect(remote.calls).toEqual(['bootstrap', 'mount', 'unmount', 'mount']);
    expect(s.root.textContent).toBe('remote page');
    expect(s.container.hidden).toBe(false);
  });

  it('shows the error panel when the remote cannot load, and a retry refreshes then mounts', async () => {
    const remote = fakeRemote();
    const load = jest.fn().mockRejectedValueOnce(new Error('entry 404')).mockResolvedValueOnce(remote);
    const refresh = jest.fn(async () => undefined);
    let retry: () => void = () => undefined;
    const clear = jest.fn();
    const renderError = jest.fn((host: HTMLElement, args: { retry: () => void }) => {
      retry = args.retry;
      host.textContent = 'error panel';
      return clear;
    });
    const s = slot();
    const lc = createResilientLifecycles('mf-x', s, { load, refresh, renderError });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await lc.mount({});
    expect(renderError).toHaveBeenCalledTimes(1);
    expect(s.errorHost.hidden).toBe(false);
    retry();
    await flush();
    await flush();
    expect(refresh).toHaveBeenCalledWith('mf-x');
    expect(remote.calls).toEqual(['bootstrap', 'mount']);
    expect(clear).toHaveBeenCalled();
    expect(s.errorHost.hidden).toBe(true);
  });

  it('treats an exception in mount like a load failure and starts from a fresh load on retry', async () => {
    const broken: RemoteLifecycles = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('boom');
      },
      unmount: async () => undefined,
    };
    const load = jest.fn(async () => broken);
    const renderError = jest.fn(() => () => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lc = createResilientLifecycles('mf-x', slot(), { load, refresh: jest.fn(), renderError });
    await lc.mount({});
    expect(renderError).toHaveBeenCalledTimes(1);
    await lc.unmount({});
    await lc.mount({});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry into a remote the user has already left', async () => {
    const load = jest.fn().mockRejectedValue(new Error('down'));
    let retry: () => void = () => undefined;
    const renderError = jest.fn((_h: HTMLElement, args: { retry: () => void }) => {
      retry = args.retry;
      return () => undefined;
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lc = createResilientLifecycles('mf-x', slot(), {
      load,
      refresh: jest.fn(async () => undefined),
      renderError,
    });
    await lc.mount({});
    await lc.unmount({});
    retry();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

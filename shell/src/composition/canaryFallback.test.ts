import { createResilientLifecycles, RemoteSlot } from './resilientLifecycles';
import type { RemoteLifecycles } from './federation';

// A remote on a canary whose code cannot mount falls back to its stable version for that visitor before
// any notice is shown (docs/decisions.md, issue 28 item 4).

function slot(): RemoteSlot {
  const container = document.createElement('div');
  const root = document.createElement('div');
  const errorHost = document.createElement('div');
  container.append(root, errorHost);
  document.body.append(container);
  return { container, root, errorHost };
}

function remote(version: string, failsToMount = false): RemoteLifecycles {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      if (failsToMount) throw new Error(`${version} cannot mount`);
      (props as { domElement: HTMLElement }).domElement.textContent = `page of ${version}`;
    },
    unmount: async () => undefined,
  };
}

jest.spyOn(console, 'error').mockImplementation(() => undefined);

describe('a canary that cannot mount', () => {
  it('is replaced by the stable version, without an error panel', async () => {
    let current = 'canary';
    const load = jest.fn(async () => (current === 'canary' ? remote('canary', true) : remote('stable')));
    const fallBack = jest.fn(() => {
      if (current !== 'canary') return false;
      current = 'stable';
      return true;
    });
    const renderError = jest.fn(() => () => undefined);
    const s = slot();
    const lc = createResilientLifecycles('mf-x', s, { load, refresh: jest.fn(), renderError, fallBack });
    await lc.mount({});
    expect(s.root.textContent).toBe('page of stable');
    expect(fallBack).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderError).not.toHaveBeenCalled();
    expect(s.errorHost.hidden).toBe(true);
  });

  it('shows the error panel when there is no stable version to fall back to, or it fails too', async () => {
    const load = jest.fn(async () => remote('any', true));
    const fallBack = jest.fn().mockReturnValueOnce(true).mockReturnValue(false);
    const renderError = jest.fn(() => () => undefined);
    const s = slot();
    const lc = createResilientLifecycles('mf-x', s, { load, refresh: jest.fn(), renderError, fallBack });
    await lc.mount({});
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderError).toHaveBeenCalledTimes(1);
    expect(s.errorHost.hidden).toBe(false);
  });
});

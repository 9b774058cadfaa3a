import * as React from 'react';
import { renderHook } from '@testing-library/react';
import { useBodyScrollLock } from './useBodyScrollLock';

describe('useBodyScrollLock', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('locks while any user is active and restores the original value after the last one', () => {
    document.body.style.overflow = 'auto';
    const menu = renderHook(({ active }) => useBodyScrollLock(active), { initialProps: { active: true } });
    expect(document.body.style.overflow).toBe('hidden');
    const modal = renderHook(() => useBodyScrollLock(true));
    menu.rerender({ active: false });
    expect(document.body.style.overflow).toBe('hidden');
    modal.unmount();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('shares one count between two copies of the kit (the shell and a remote each bundle one)', () => {
    type Hook = typeof useBodyScrollLock;
    let copy: Hook | undefined;
    jest.isolateModules(() => {
      // A second copy of the module, with the page's one React (as Module Federation gives it).
      jest.doMock('react', () => React);
      copy = (jest.requireActual('./useBodyScrollLock') as { useBodyScrollLock: Hook }).useBodyScrollLock;
    });
    expect(copy).not.toBe(useBodyScrollLock);
    document.body.style.overflow = 'auto';
    const remoteModal = renderHook(() => useBodyScrollLock(true));
    const shellModal = renderHook(() => (copy as Hook)(true));
    remoteModal.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    shellModal.unmount();
    expect(document.body.style.overflow).toBe('auto');
  });
});

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
});

import { act, renderHook } from '@testing-library/react';
import { useMediaQuery } from './useMediaQuery';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

type Listener = () => void;

/** Minimal controllable matchMedia: jsdom has none. */
function installMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Set<Listener>>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return state[query] ?? false;
    },
    media: query,
    addEventListener: (_type: string, listener: Listener) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)?.add(listener);
    },
    removeEventListener: (_type: string, listener: Listener) => listeners.get(query)?.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(query: string, matches: boolean) {
      state[query] = matches;
      listeners.get(query)?.forEach((listener) => listener());
    },
    listenerCount: (query: string) => listeners.get(query)?.size ?? 0,
  };
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('returns the fallback where matchMedia does not exist', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(renderHook(() => useMediaQuery('(min-width: 40em)', true)).result.current).toBe(true);
  });

  it('follows changes of the query and unsubscribes on unmount', () => {
    const media = installMatchMedia({ '(min-width: 40em)': false });
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 40em)'));
    expect(result.current).toBe(false);
    act(() => media.set('(min-width: 40em)', true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listenerCount('(min-width: 40em)')).toBe(0);
  });

  it('usePrefersReducedMotion reads prefers-reduced-motion: reduce', () => {
    const media = installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
    act(() => media.set('(prefers-reduced-motion: reduce)', false));
    expect(result.current).toBe(false);
  });
});

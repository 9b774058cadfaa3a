import { resolvePath, type RouterHistory, type RouterLocation } from './location';

function locationAt(path: string, state: unknown): RouterLocation {
  const { pathname, search, hash } = new URL(path, 'http://h');
  return { pathname, search, hash, state };
}

/** A history that lives in memory (for tests): starts at the last of `initialEntries`. */
export function createMemoryHistory(initialEntries: string[] = ['/']): RouterHistory {
  const entries = initialEntries.map((path) => locationAt(path, null));
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((onChange) => onChange());
  return {
    location: () => entries[index],
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    navigate(to, { replace, state = null } = {}) {
      const next = locationAt(resolvePath(to, entries[index]), state);
      if (replace) entries[index] = next;
      else entries.splice(++index, entries.length, next);
      notify();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
  };
}

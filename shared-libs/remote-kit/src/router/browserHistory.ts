import { pathOf, resolvePath, type RouterHistory, type RouterLocation } from './location';

let current: RouterLocation | undefined;
const listeners = new Set<() => void>();

function location(): RouterLocation {
  const { pathname, search, hash } = window.location;
  const { state } = window.history;
  if (!current || pathOf(current) !== pathname + search + hash || current.state !== state) {
    current = { pathname, search, hash, state };
  }
  return current;
}

/**
 * The page's real history. Changes made elsewhere arrive as `popstate`: the browser's back/forward, and
 * (because single-spa patches pushState/replaceState to dispatch a synthetic popstate) every navigation by
 * the shell or another remote. single-spa delivers that event only once it has rerouted, so our own
 * navigations also notify directly, at once; the later event then finds nothing new.
 */
export const browserHistory: RouterHistory = {
  location,
  subscribe(onChange) {
    listeners.add(onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      listeners.delete(onChange);
      window.removeEventListener('popstate', onChange);
    };
  },
  navigate(to, { replace, state = null } = {}) {
    window.history[replace ? 'replaceState' : 'pushState'](state, '', resolvePath(to, location()));
    listeners.forEach((onChange) => onChange());
  },
  go: (delta) => window.history.go(delta),
};

/** Where the router is: the parts of the URL pages read, and the state given to navigate/Link. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
}

/** A source of locations: the browser's history, or an in-memory one for tests. */
export interface RouterHistory {
  /** The current location; the same object as long as the location does not change. */
  location(): RouterLocation;
  /** Calls `onChange` after every change of location, whoever made it; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  navigate(to: string, options?: NavigateOptions): void;
  go(delta: number): void;
}

/** `to` resolved against a location as a link's href is: `?q=1` keeps the path, `#x` keeps path and query. */
export function resolvePath(to: string, from: RouterLocation): string {
  const url = new URL(to, `http://h${pathOf(from)}`);
  return url.pathname + url.search + url.hash;
}

export function pathOf(location: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>): string {
  return location.pathname + location.search + location.hash;
}

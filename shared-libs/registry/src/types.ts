/** The layouts of docs/product-rules.md §2; each route of a remote names one. */
export type LayoutName = 'default' | 'event' | 'full-page' | 'screening';

export const LAYOUTS: readonly LayoutName[] = ['default', 'event', 'full-page', 'screening'];

/** One entry of a remote's routes.json: a React Router path pattern and its layout. */
export interface RouteDefinition {
  path: string;
  layout: LayoutName;
  /**
   * The page shows something of one visitor (a booking, a screening result): its HTML is never cached
   * by the server or a CDN (`private, no-store`).
   */
  personal?: boolean;
  /**
   * The page's job needs its scripts without any touch of the visitor (a live display, a video room, a
   * screen that only works with JavaScript): its code starts once the page has loaded and been painted,
   * as soon as the browser is idle. Without the mark a page works as HTML, and its code starts at the
   * visitor's first touch, click or key press (docs/server-rendering.md "In the browser").
   */
  eager?: boolean;
}

/** One remote in the registry (docs/architecture.md §3). */
export interface RegistryEntry {
  version: string;
  /** URL of the remote's remoteEntry.js (or mf-manifest.json). */
  entry: string;
  routes: RouteDefinition[];
  /** Older versions, newest first, for rollback. */
  previous: string[];
  /**
   * In the registry a browser on a remote's canary gets: the stable version's entry URL, tried when the
   * canary's code cannot load or mount (docs/decisions.md, issue 28).
   */
  fallback?: string;
}

/** `/registry/remotes.json`: remote name -> entry. */
export type RegistryDocument = Record<string, RegistryEntry>;

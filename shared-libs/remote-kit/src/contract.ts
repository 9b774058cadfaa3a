import type { ComponentType } from 'react';
import type { QueryClient } from '@hospital/query';
import type { ApiClient } from '@hospital/api-client';
import type { AppI18nOptions, Locale } from '@hospital/i18n';
import type { RouteDefinition } from '@hospital/registry';

/**
 * What a page may do before it is rendered on the server: fill the query cache with the data it shows
 * first (docs/architecture.md §2b). It runs with the same query options the page's components use, so the
 * render finds the data in the cache and the browser receives it dehydrated instead of fetching it again.
 * It throws when the API cannot answer (the page then answers 503 or is rendered in the browser);
 * an item that does not exist is data (null), not an error, so the page itself shows its 404 panel.
 */
export type Prefetch = (context: PrefetchContext) => Promise<unknown>;

export interface PrefetchContext {
  queryClient: QueryClient;
  api: ApiClient;
  lang: Locale;
  /** The route pattern's parameters (`{ slug: 'x' }` for `/news/:slug`). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /**
   * What this remote's actions keep for this browser (see `RemoteState`), null when nothing. A page
   * rendered with state is personal: the site server never caches it and sends it `private, no-store`.
   */
  state?: RemoteState | null;
}

/** A value that survives JSON: what actions keep between requests and hand to the page they render. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * What a remote's server actions keep for one browser between requests (a wizard's draft, the booking
 * just made), e.g. `{ draft: {...} }`. The site server seals it (encrypted and authenticated) into an
 * HttpOnly cookie of this remote: the browser cannot read or change it, any site server can open it, and
 * it expires two hours after it was last written (docs/server-rendering.md, "Forms and actions"). Keep it
 * small (a cookie holds about 4 KB): ids and answers, not API payloads.
 */
export type RemoteState = { [key: string]: JsonValue };

/**
 * A route's server action (docs/architecture.md §2c): what a `<form method="post">` of the page does when the
 * browser posts it itself (no JavaScript yet, or none at all). Runs in the site server's process, in the
 * remote's versioned server renderer, so a deploy or rollback switches it with the page.
 *
 * It validates `form` with the same yup schemas as the browser, calls the API, and answers either
 * `redirect` (post/redirect/get: the site server answers 303 to `to`, a path without the language prefix)
 * or `page` (the same page rendered again with `data`, which the page reads with `useActionData()`: the
 * messages to show, 422 for invalid input), or `file` (a download). Input the user typed must come back in the page (in `data` or
 * in `state`); a failing API is a polite message (`page`, 503), never a thrown error. `state` replaces this
 * remote's kept state (null forgets it; omitted keeps it as it is).
 */
export type Action = (context: ActionContext) => Promise<ActionResult>;

export interface ActionContext {
  /** The posted fields, as the browser sent them (`application/x-www-form-urlencoded`). */
  form: URLSearchParams;
  api: ApiClient;
  lang: Locale;
  /** The route pattern's parameters. */
  params: Readonly<Record<string, string | undefined>>;
  /** The query of the URL the form was posted to (a form without `action` posts to its page's URL). */
  search: URLSearchParams;
  /** What this remote kept for this browser, null when nothing (see `RemoteState`). */
  state: RemoteState | null;
  /** The time of the request (ms since the epoch). */
  now: number;
  /** The site's public origin, from configuration: for links inside a file the action makes. */
  origin: string;
}

export type ActionResult =
  | {
      kind: 'redirect';
      to: string;
      state?: RemoteState | null;
      /**
       * What the page after the redirect shows once (a thank-you, "your message was sent"): sealed by the
       * site server into a short-lived cookie for `to`'s path, handed to that page's next render as its
       * `useActionData()` and forgotten, so a reload or a later visit shows the page as it is. The page
       * carrying it is personal (never cached). Keep it small, as `state`.
       */
      flash?: JsonValue;
    }
  | { kind: 'page'; status: number; data: JsonValue; state?: RemoteState | null }
  /**
   * A file the browser saves (a copy of one's data): sent as an attachment, never cached, and the page
   * stays where it is. For a download that needs what only the state knows (a birth date), so that
   * nothing personal goes into a URL.
   */
  | { kind: 'file'; fileName: string; type: string; body: string | Uint8Array; state?: RemoteState | null };

/**
 * A remote's actions by route pattern of its routes.json. Given only to its server renderer
 * (`createRemoteRenderer(remote, version, { actions })` in `src/server.tsx`): actions never reach a browser
 * bundle, so what they import (schemas, the API's writes) costs the page nothing.
 */
export type RemoteActions = Readonly<Record<string, Action>>;

/** A page component; `prefetch` says what the server loads before rendering it. */
export type PageComponent = ComponentType & { prefetch?: Prefetch };

/** A page module loaded on demand: each route's code downloads only when the route is visited. */
export type PageLoader = () => Promise<{ default: PageComponent }>;

/** Everything that makes a remote, given once (`src/remote.ts`) and used by its browser and server builds. */
export interface RemoteDefinition {
  /** Package name of the remote, e.g. 'mf-booking'. */
  name: string;
  /** The remote's routes.json: the same file the build emits for the registry. */
  routes: RouteDefinition[];
  /** One lazy page per route pattern of routes.json (keys are the patterns). */
  pages: Record<string, PageLoader>;
  /** The remote's texts: its i18next namespace and dictionaries. */
  i18n: AppI18nOptions;
  /** Texts for the error boundary, in the app's namespace or common. */
  errorTexts?: (t: (key: string) => string) => { title: string; message: string; retry: string };
}

/** Props the shell passes to every remote's lifecycles. */
export interface ShellProps {
  domElement?: HTMLElement;
}

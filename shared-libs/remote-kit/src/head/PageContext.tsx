import { createContext, useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from '@hospital/router';
import { locationLocale, type Locale } from '@hospital/i18n';
import type { JsonValue } from '../contract';
import type { PageHead } from './pageHead';

/**
 * What a page tells the response besides its HTML. On the server one object per request collects it
 * while the page renders (its head and its status, read once the render is done); in the browser the
 * head is applied to the document instead and the status means nothing.
 */
export interface PageEnvironment {
  mode: 'server' | 'browser';
  /** The site's public origin (canonical and Open Graph URLs). */
  origin: string;
  lang: Locale;
  head: PageHead | null;
  status: number;
  /** Where the server must redirect instead of answering (a path without the language prefix). */
  redirect: { to: string; status: 301 | 302 } | null;
  /** The time of the render, the same on both sides (a date near midnight must not change on hydration). */
  now: number;
  /**
   * What the route's server action answered when this document is the answer to a form post (docs/architecture.md
   * §2c): the same on the server and in the browser that takes its HTML over. Read with `useActionData`.
   */
  actionData?: JsonValue | null;
}

const PageEnvironmentContext = createContext<PageEnvironment | null>(null);

/** The environment of the page being rendered (null outside a remote's or the shell's providers). */
export function usePageEnvironment(): PageEnvironment | null {
  return useContext(PageEnvironmentContext);
}

export function PageEnvironmentProvider({
  value,
  children,
}: {
  value: PageEnvironment;
  children: ReactNode;
}) {
  return <PageEnvironmentContext.Provider value={value}>{children}</PageEnvironmentContext.Provider>;
}

/** The HTTP status of the page being rendered on the server (404 for an item that does not exist). */
export function useHttpStatus(status: number): void {
  const environment = useContext(PageEnvironmentContext);
  if (environment?.mode === 'server') environment.status = status;
}

/**
 * Sends the visitor to another page of the site: a real 301/302 from the server (docs/architecture.md §2b),
 * a replace-navigation in the browser. `to` is a path without the language prefix.
 */
export function Redirect({ to, permanent = false }: { to: string; permanent?: boolean }) {
  const environment = useContext(PageEnvironmentContext);
  if (environment?.mode === 'server') {
    environment.redirect = { to, status: permanent ? 301 : 302 };
    return null;
  }
  return <Navigate to={to} replace />;
}

/**
 * Whether the router is at the document's first location (react-router's 'default' one, on the server
 * and in the browser), for `useActionData`. This one component follows the location for every reader: a
 * reader that followed it itself (each step of the booking wizard) was rendered again at every URL change,
 * at the click's priority, with what it showed unchanged (INP: docs/decisions.md, issue 25).
 */
const FirstLocationContext = createContext(false);

/** Inside the router, around the pages (RemoteTree). */
export function FirstLocationProvider({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <FirstLocationContext.Provider value={key === 'default'}>{children}</FirstLocationContext.Provider>;
}

/**
 * The data of the server action that answered this document (a form post the page answers again, e.g.
 * its messages with status 422), or null. Only for the document's first location: once the browser has
 * moved on (another step, another page), that answer is history. Null outside a `FirstLocationProvider`.
 */
export function useActionData<T extends JsonValue>(): T | null {
  const environment = useContext(PageEnvironmentContext);
  const first = useContext(FirstLocationContext);
  if (!first) return null;
  return (environment?.actionData ?? null) as T | null;
}

/** The time of the render (ms since the epoch): the server's, also while the browser hydrates its HTML. */
export function useRenderTime(): number {
  return useContext(PageEnvironmentContext)?.now ?? Date.now();
}

/** The site's public origin (from configuration on the server, the same one in the browser). */
export function useSiteOrigin(): string {
  return (
    useContext(PageEnvironmentContext)?.origin ??
    (typeof window === 'undefined' ? '' : window.location.origin)
  );
}

/**
 * The site's origin and the page's language: what a page's structured data needs to name the page's
 * own URLs in its language (docs/decisions.md, issue 25 item 6).
 */
export function useSiteAddress(): { origin: string; lang: Locale } {
  const environment = useContext(PageEnvironmentContext);
  return { origin: useSiteOrigin(), lang: environment?.lang ?? locationLocale() };
}

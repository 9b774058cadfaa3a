import { createStaticHandler } from '@hospital/router/server';
import { createApiClient, type ApiClientOptions } from '@hospital/api-client';
import { localeBasename, splitLocalePath } from '@hospital/i18n';
import type { RouteDefinition } from '@hospital/registry';
import type { ActionContext, ActionResult, JsonValue, RemoteActions, RemoteState } from '../contract';

/** What the site server asks of a remote's renderer for a page POST (docs/architecture.md §2c). */
export interface ActionRequest {
  /** Path and query the form was posted to, language prefix included. */
  url: string;
  /** The posted fields, in order (a name may come more than once). */
  form: readonly (readonly [string, string])[];
  /** Where this server reaches the API (an absolute URL), and its token and product. */
  api: Pick<ApiClientOptions, 'baseURL' | 'token' | 'product'>;
  /** This remote's kept state for this browser, opened by the site server; null when none. */
  state: RemoteState | null;
  /** The site's public origin, from configuration (never from the request). */
  origin: string;
}

export type ActionOutcome =
  /** Answer 303 to `to` (a path without the language prefix); `state` and `flash` as in `ActionResult`. */
  | { kind: 'redirect'; to: string; state: RemoteState | null | undefined; flash?: JsonValue }
  /** Render the page again with `data` (see `useActionData`), with this status. */
  | { kind: 'page'; status: number; data: JsonValue; state: RemoteState | null | undefined }
  /** Send this file as an attachment (`Content-Disposition`), with status 200. */
  | {
      kind: 'file';
      fileName: string;
      type: string;
      body: string | Uint8Array;
      state: RemoteState | null | undefined;
    }
  /** The path is not one of this remote's routes. */
  | { kind: 'no-route' }
  /** The route has no action: the site server answers 405. */
  | { kind: 'no-action' }
  /** The action threw (a bug: an API failure is the action's to answer politely). */
  | { kind: 'failed'; error: unknown };

/** A redirect target must stay on this site: a path, never `//host` or a URL. */
function isSitePath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');
}

function isActionResult(value: unknown): value is ActionResult {
  const result = value as Partial<ActionResult> | null;
  return (
    !!result &&
    ((result.kind === 'redirect' && typeof result.to === 'string') ||
      (result.kind === 'page' && typeof result.status === 'number') ||
      (result.kind === 'file' &&
        typeof result.fileName === 'string' &&
        typeof result.type === 'string' &&
        (typeof result.body === 'string' || result.body instanceof Uint8Array)))
  );
}

/**
 * Runs the action of the route a form was posted to with react-router's static handler
 * (`createStaticHandler(...).queryRoute`): the same route matching as the pages, the language prefix as
 * the basename, and a 405 for a route without an action. The action itself gets our context (form,
 * API client, kept state) and answers our typed result (docs/decisions.md, issue 25).
 */
export function createActionRunner(routes: readonly RouteDefinition[], actions: RemoteActions) {
  const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
  const handlerFor = (basename: string) => {
    let handler = handlers.get(basename);
    if (!handler) {
      handler = createStaticHandler(
        routes.map((route) => {
          const action = actions[route.path];
          return {
            id: route.path,
            path: route.path,
            ...(action
              ? {
                  action: ({ params, context }: { params: ActionContext['params']; context?: unknown }) =>
                    action({ ...(context as Omit<ActionContext, 'params'>), params }),
                }
              : {}),
          };
        }),
        basename ? { basename } : undefined,
      );
      handlers.set(basename, handler);
    }
    return handler;
  };

  return async function act(request: ActionRequest): Promise<ActionOutcome> {
    const url = new URL(request.url, 'http://server.invalid');
    const { locale: lang } = splitLocalePath(url.pathname);
    const form = new URLSearchParams();
    for (const [name, value] of request.form) form.append(name, value);
    const context: Omit<ActionContext, 'params'> = {
      form,
      api: createApiClient({ ...request.api, lang }),
      lang,
      search: url.searchParams,
      state: request.state,
      now: Date.now(),
      origin: request.origin,
    };
    let result: unknown;
    try {
      result = await handlerFor(localeBasename(lang)).queryRoute(
        new Request(url, { method: 'POST', body: form }),
        { requestContext: context },
      );
    } catch (thrown) {
      // react-router throws its own answers: no route (404) and no action (405).
      const status = (thrown as { status?: unknown } | null)?.status;
      if (status === 404) return { kind: 'no-route' };
      if (status === 405) return { kind: 'no-action' };
      return { kind: 'failed', error: thrown };
    }
    if (!isActionResult(result)) {
      return { kind: 'failed', error: new Error(`the action of ${url.pathname} answered no ActionResult`) };
    }
    if (result.kind === 'redirect') {
      if (!isSitePath(result.to)) {
        return { kind: 'failed', error: new Error(`the action redirected off the site (${result.to})`) };
      }
      return {
        kind: 'redirect',
        to: result.to,
        state: result.state,
        ...(result.flash !== undefined ? { flash: result.flash } : {}),
      };
    }
    if (result.kind === 'file') {
      const { fileName, type, body, state } = result;
      // The name goes into a header as it is: letters, digits, dots, dashes and underscores only.
      if (!/^[\w.-]{1,100}$/.test(fileName)) {
        return {
          kind: 'failed',
          error: new Error(`the action answered a file named ${JSON.stringify(fileName)}`),
        };
      }
      return { kind: 'file', fileName, type, body, state };
    }
    return { kind: 'page', status: result.status, data: result.data, state: result.state };
  };
}

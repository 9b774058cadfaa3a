import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { hydrate as hydrateQueries } from '@hospital/query';
import { publish } from '@hospital/event-bus';
import { api } from '@hospital/api-client';
import { createAppI18n, currentLocale, localeBasename, splitLocalePath, whenReady } from '@hospital/i18n';
import { SiteBrowserRouter } from '@hospital/router';
import type { PageComponent, RemoteDefinition, ShellProps } from './contract';
import { createQueryClient } from './data/queryClient';
import { takeSsrData } from './data/ssrData';
import type { PageEnvironment } from './head/PageContext';
import { matchRemoteRoute } from './RemoteRoutes';
import { DEFAULT_ERROR_TEXTS, RemoteTree } from './RemoteTree';

const APP_VERSION = process.env.APP_VERSION ?? 'dev';

/**
 * Builds everything a remote exposes to the browser: single-spa lifecycles for the shell (`./app`), the
 * root component (tests) and a standalone mount (the remote's own dev server). The first mount of a page
 * the server rendered hydrates that HTML with the server's data (docs/architecture.md §2b); later mounts render.
 */
export function createRemoteApp(definition: RemoteDefinition) {
  const i18n = createAppI18n(definition.i18n);
  const lang = currentLocale();
  const queryClient = createQueryClient('browser');
  const environment: PageEnvironment = {
    mode: 'browser',
    origin: typeof window === 'undefined' ? '' : window.location.origin,
    lang,
    head: null,
    status: 200,
    redirect: null,
    now: Date.now(),
  };
  let loaded: Record<string, PageComponent> = {};
  let serverHtmlChecked = false;
  let hydrating = false;

  function RemoteRoot() {
    return (
      <RemoteTree
        definition={definition}
        i18n={i18n}
        queryClient={queryClient}
        api={api()}
        environment={environment}
        router={(children) => (
          <SiteBrowserRouter basename={localeBasename(lang) || undefined}>{children}</SiteBrowserRouter>
        )}
        loaded={loaded}
      />
    );
  }

  const lifecycles = singleSpaReact<ShellProps>({
    React,
    // single-spa-react calls hydrateRoot without options: what React recovers from while taking over the
    // server's HTML is counted as this build's hydration mismatch (docs/decisions.md, "Issue 28 — metrics").
    ReactDOMClient: {
      ...ReactDOMClient,
      hydrateRoot: (...[container, children, options]: Parameters<typeof ReactDOMClient.hydrateRoot>) =>
        ReactDOMClient.hydrateRoot(container, children, {
          ...options,
          onRecoverableError(error) {
            console.warn(`[${definition.name}] hydration mismatch`, error);
            publish('app:trouble', {
              app: definition.name,
              version: APP_VERSION,
              kind: 'hydration-mismatch',
            });
          },
        }),
    },
    rootComponent: RemoteRoot,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    // Last line of defence; pages are already wrapped by RemoteErrorBoundary with a retry.
    errorBoundary: () => <p role="alert">{DEFAULT_ERROR_TEXTS[lang].message}</p>,
    domElementGetter: (props) => {
      if (props.domElement) return props.domElement;
      throw new Error(`${definition.name}: the shell must pass a domElement`);
    },
  });

  /**
   * Whether this mount takes over the server's HTML: only the first one, only with the server's data
   * of this very build (after a deploy the browser may run a newer one), and only once the first page's
   * code is in, so the first render is the server's tree. Otherwise the slot is emptied and rendered.
   */
  async function prepareFirstMount(element: HTMLElement): Promise<void> {
    hydrating = false;
    if (serverHtmlChecked) return;
    serverHtmlChecked = true;
    const payload = takeSsrData(definition.name);
    const match = matchRemoteRoute(definition.routes, splitLocalePath(window.location.pathname).pathname);
    if (payload && payload.version === APP_VERSION && match && element.hasChildNodes()) {
      hydrateQueries(queryClient, payload.queries);
      environment.origin = payload.origin;
      environment.now = payload.now;
      environment.actionData = payload.actionData ?? null;
      loaded = { [match.pattern]: (await definition.pages[match.pattern]()).default };
      hydrating = true;
      return;
    }
    if (payload && payload.version !== APP_VERSION)
      console.warn(
        `[${definition.name}] server HTML of ${payload.version}, running ${APP_VERSION}: rendering afresh`,
      );
    element.replaceChildren();
  }

  function mountStandalone(element: HTMLElement) {
    const root = ReactDOMClient.createRoot(element);
    root.render(<RemoteRoot />);
    return () => root.unmount();
  }

  return {
    lifecycles: {
      bootstrap: lifecycles.bootstrap,
      mount: async (props: ShellProps & AppProps) => {
        // Operators (and the release tests) can read which build of a remote is live on a page.
        props.domElement?.setAttribute('data-remote-version', APP_VERSION);
        // English is fetched on demand: an English visitor waits for it rather than seeing Indonesian
        // first. If it cannot be fetched, the mount fails and the shell shows its retry panel.
        await whenReady(i18n);
        if (props.domElement) await prepareFirstMount(props.domElement);
        return lifecycles.mount(props);
      },
      unmount: lifecycles.unmount,
    },
    RemoteRoot,
    mountStandalone,
    i18n,
    queryClient,
  };
}

import React, { StrictMode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { BrowserRouter } from './router';
import { I18nextProvider, useTranslation, whenReady } from '@hospital/i18n';
import type { RemoteAppOptions, ShellProps } from './types';
import { RemoteRoutes } from './RemoteRoutes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const DEFAULT_ERROR_TEXTS = {
  id: {
    title: 'Terjadi kesalahan',
    message: 'Bagian halaman ini gagal ditampilkan. Silakan coba lagi.',
    retry: 'Coba lagi',
  },
  en: {
    title: 'Something went wrong',
    message: 'This part of the page failed to display. Please try again.',
    retry: 'Try again',
  },
};

function ErrorBoundaryWithTexts({
  options,
  children,
}: {
  options: RemoteAppOptions;
  children: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const texts = options.errorTexts
    ? options.errorTexts(t)
    : DEFAULT_ERROR_TEXTS[i18n.language === 'en' ? 'en' : 'id'];
  return (
    <RemoteErrorBoundary remote={options.name} texts={texts}>
      {children}
    </RemoteErrorBoundary>
  );
}

/**
 * Builds everything a remote exposes: single-spa lifecycles for the shell (`./app`), the root component
 * (for tests) and a standalone mount (for the remote's own dev server).
 */
export function createRemoteApp(options: RemoteAppOptions) {
  function RemoteRoot() {
    return (
      <StrictMode>
        <I18nextProvider i18n={options.i18n}>
          <BrowserRouter>
            <ErrorBoundaryWithTexts options={options}>
              <RemoteRoutes routes={options.routes} pages={options.pages} />
            </ErrorBoundaryWithTexts>
          </BrowserRouter>
        </I18nextProvider>
      </StrictMode>
    );
  }

  const lifecycles = singleSpaReact<ShellProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    // Last line of defence; pages are already wrapped by RemoteErrorBoundary with a retry.
    errorBoundary: () => (
      <p role="alert">{DEFAULT_ERROR_TEXTS[options.i18n.language === 'en' ? 'en' : 'id'].message}</p>
    ),
    domElementGetter: (props) => {
      if (props.domElement) return props.domElement;
      throw new Error(`${options.name}: the shell must pass a domElement`);
    },
  });

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
        props.domElement?.setAttribute('data-remote-version', process.env.APP_VERSION ?? 'dev');
        // English is fetched on demand: an English visitor waits for it rather than seeing Indonesian
        // first. If it cannot be fetched, the mount fails and the shell shows its retry panel.
        await whenReady(options.i18n);
        return lifecycles.mount(props);
      },
      unmount: lifecycles.unmount,
    },
    RemoteRoot,
    mountStandalone,
  };
}

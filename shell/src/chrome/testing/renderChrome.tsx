import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createApiClient } from '@hospital/api-client';
import {
  fakeRoutes,
  type FakeAnswer,
  type FakeHandler,
  type SentRequest,
} from '@hospital/api-client/testing';
import { createFixedI18nSync, setLocale, type Locale } from '@hospital/i18n';
import { testQueryClient } from '@hospital/remote-kit/testing';
import { SHELL_NAMESPACE } from '../../i18n';
import { shellEn } from '../../i18n/shell.en';
import { shellId } from '../../i18n/shell.id';
import { ShellProviders, type ShellContext } from '../../pages/ShellProviders';
import type { ChromeRoute } from '../common/chromeRoute';

export interface RenderChromeOptions {
  /** The page's language (the URL's, on the site). */
  lang?: Locale;
  /** The API's answers, keyed `'GET web/menu'`; an unplanned call fails like a dead API. */
  api?: Record<string, FakeHandler | FakeAnswer>;
  /** Fixes the route as the server does; without it the chrome follows the route store. */
  route?: ChromeRoute;
}

export type RenderChromeResult = RenderResult & { requests: SentRequest[]; context: ShellContext };

/** The context of one page of the shell: its texts in the page's language, a query cache, a fake API. */
export function testShellContext({ lang = 'id', api = {} }: RenderChromeOptions = {}) {
  const { adapter, calls } = fakeRoutes(api);
  const context: ShellContext = {
    i18n: createFixedI18nSync(SHELL_NAMESPACE, { id: shellId, en: shellEn }, lang),
    queryClient: testQueryClient(),
    api: createApiClient({ baseURL: '/api/', lang, adapter }),
    environment: {
      mode: 'browser',
      origin: 'http://site.test',
      lang,
      head: null,
      status: 200,
      redirect: null,
      now: Date.now(),
    },
  };
  return { context, requests: calls };
}

/** Renders chrome inside the shell's providers, like mountChrome does, for a page in `lang`. */
export function renderChrome(ui: ReactElement, options: RenderChromeOptions = {}): RenderChromeResult {
  const lang = options.lang ?? 'id';
  // Navigation helpers read the page's language from the bus, as on the site after initLocale.
  setLocale(lang, { document: null });
  const { context, requests } = testShellContext(options);
  const result = render(
    <ShellProviders context={context} route={options.route}>
      {ui}
    </ShellProviders>,
  );
  return Object.assign(result, { requests, context });
}

/** Lets pending fake-API answers land inside act(), so their state updates are part of the test. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

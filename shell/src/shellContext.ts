import { api } from '@hospital/api-client';
import { createAppI18n, currentLocale } from '@hospital/i18n';
import { createQueryClient } from '@hospital/remote-kit';
import { shellI18nOptions } from './i18n';
import type { ShellContext } from './pages/ShellProviders';

let context: ShellContext | null = null;

/** The browser's one shell context: its texts, query cache and API client, shared by the shell's roots. */
export function browserShellContext(): ShellContext {
  context ??= {
    i18n: createAppI18n(shellI18nOptions),
    queryClient: createQueryClient('browser'),
    api: api(),
    environment: {
      mode: 'browser',
      origin: window.location.origin,
      lang: currentLocale(),
      head: null,
      status: 200,
      redirect: null,
      now: Date.now(),
    },
  };
  return context;
}

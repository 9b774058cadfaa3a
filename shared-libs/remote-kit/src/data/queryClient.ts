import { QueryClient } from '@hospital/query';

/**
 * One QueryClient per app in the browser and one per request on the server (never module state on the
 * server: docs/architecture.md §9). Data stays fresh for five minutes: longer than a CDN may keep the HTML it came
 * with (ops/src/server/ssr/renderPage.ts PUBLIC_HTML: 60 s + 120 s stale), so the browser never fetches
 * again what the page already holds. Data that must be live (free places of a session) says so itself.
 * The server never retries (its time budget decides).
 */
export function createQueryClient(where: 'server' | 'browser'): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        retry: where === 'server' ? false : 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

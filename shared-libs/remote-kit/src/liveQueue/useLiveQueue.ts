import { useEffect, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@hospital/query';
import type { ApiClient, LiveQueueScope, LiveQueueSnapshot } from '@hospital/api-client';
import { useApi } from '../data/ApiContext';

/**
 * `live`: the stream is open; `reconnecting`: it dropped and the browser is opening it again (the last
 * state stays on screen, marked as possibly old); `connecting`: not open yet.
 */
export type LiveConnection = 'connecting' | 'live' | 'reconnecting';

export interface LiveQueue {
  data: LiveQueueSnapshot | undefined;
  /** The first state could not be read (the API is away): say so, with a retry. */
  isError: boolean;
  retry: () => void;
  connection: LiveConnection;
}

/**
 * The first state of a queue, as a query: the page's server prefetches it (the kiosk), so the HTML
 * already shows it and the browser only opens the stream.
 */
export const liveQueueQuery = (api: ApiClient, scope: LiveQueueScope) =>
  queryOptions({
    queryKey: ['live-queue', JSON.stringify(scope)] as const,
    queryFn: ({ signal }) => api.getLiveQueue(scope, { signal }),
    // The stream keeps it fresh; the query itself only reads the first state and after a wake-up.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** A newer state never gives way to an older one that arrives late (figures never go back). */
export function newerSnapshot(current: LiveQueueSnapshot | undefined, next: LiveQueueSnapshot): boolean {
  if (!current) return true;
  return next.sessions.every((s) => {
    const before = current.sessions.find((c) => c.session_id === s.session_id);
    return !before || s.version >= before.version;
  });
}

/**
 * Today's queue (docs/decisions.md, issue 18), live: read once through TanStack Query, then kept current by the API's
 * Server-Sent Events stream (`queue/live`), which works through any proxy that passes HTTP. The
 * browser's EventSource reconnects by itself; a phone that slept comes back to the current state
 * (the query is read again when the page is shown again, and a closed stream is reopened).
 */
export function useLiveQueue(scope: LiveQueueScope | null): LiveQueue {
  const api = useApi();
  const queryClient = useQueryClient();
  const options = liveQueueQuery(api, scope ?? { session: 0 });
  const key = options.queryKey;
  const query = useQuery({ ...options, enabled: scope !== null });
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const scopeKey = key[1];

  useEffect(() => {
    if (!scope || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    const open = () => {
      source?.close();
      source = new EventSource(api.liveQueueUrl(scope));
      source.addEventListener('open', () => setConnection('live'));
      source.addEventListener('error', () => setConnection('reconnecting'));
      source.addEventListener('queue', (event) => {
        const next = JSON.parse((event as MessageEvent<string>).data) as LiveQueueSnapshot;
        const current = queryClient.getQueryData<LiveQueueSnapshot>(key);
        if (newerSnapshot(current, next)) queryClient.setQueryData(key, next);
        setConnection('live');
      });
    };
    const wake = () => {
      if (stopped || document.visibilityState !== 'visible') return;
      void queryClient.invalidateQueries({ queryKey: key });
      if (!source || source.readyState === EventSource.CLOSED) open();
    };
    open();
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      stopped = true;
      source?.close();
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
    };
    // `key` is derived from `scopeKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, queryClient, scopeKey]);

  return {
    data: query.data,
    isError: query.isError && !query.data,
    retry: () => void query.refetch(),
    connection,
  };
}

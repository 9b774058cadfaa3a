import { hashKey, type DehydratedState, type QueryKey } from '@hospital/query';
import type { Locale } from '@hospital/i18n';
import type { JsonValue } from '../contract';
import { jsonForScript } from './jsonForScript';

/**
 * What the server hands an app's browser code next to the HTML it rendered: the query cache it rendered
 * with, and the facts both sides must agree on. A JSON data block, not a script: the CSP needs no
 * `unsafe-inline`, and `<` is escaped so no text can close the element.
 */
export interface SsrPayload {
  /** The build that rendered the HTML; another build in the browser renders afresh instead of hydrating. */
  version: string;
  lang: Locale;
  origin: string;
  /** The time the server rendered at (ms since the epoch). */
  now: number;
  queries: DehydratedState;
  /** The server action's data when the page answers a form post (`useActionData`). */
  actionData?: JsonValue;
}

export function ssrDataId(app: string): string {
  return `ssr-data-${app}`;
}

type DehydratedQuery = DehydratedState['queries'][number];

/**
 * A successful query as the data block carries it: its key, data and time, plus its type (infinite)
 * and meta when it has them. TanStack's dehydrated form repeats a dozen fields per query that are the
 * same for every successful query (about 330 bytes each: a tenth of `/`'s data block), which the
 * browser puts back (docs/decisions.md, issue 25: the data block carries only what the page renders).
 */
interface WireQuery {
  k: QueryKey;
  d: unknown;
  t: number;
  q?: DehydratedQuery['queryType'];
  m?: DehydratedQuery['meta'];
}

type WirePayload<P extends SsrPayload> = Omit<P, 'queries'> & { queries: WireQuery[] };

function toWire(state: DehydratedState): WireQuery[] {
  return state.queries
    .filter((query) => query.state.status === 'success')
    .map((query) => {
      return {
        k: query.queryKey,
        d: query.state.data,
        t: query.state.dataUpdatedAt,
        ...(query.queryType ? { q: query.queryType } : {}),
        ...(query.meta ? { m: query.meta } : {}),
      };
    });
}

function fromWire(queries: WireQuery[]): DehydratedState {
  return {
    mutations: [],
    queries: queries.map(
      (query): DehydratedQuery => ({
        queryKey: query.k,
        queryHash: hashKey(query.k),
        dehydratedAt: query.t,
        ...(query.q ? { queryType: query.q } : {}),
        ...(query.m ? { meta: query.m } : {}),
        state: {
          data: query.d,
          dataUpdateCount: 1,
          dataUpdatedAt: query.t,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      }),
    ),
  };
}

export function ssrDataScript<P extends SsrPayload>(app: string, payload: P): string {
  const wire: WirePayload<P> = { ...payload, queries: toWire(payload.queries) };
  return `<script type="application/json" id="${ssrDataId(app)}">${jsonForScript(wire)}</script>`;
}

/** The payload the server left for `app`, once: the element is removed, so a later mount starts afresh. */
export function takeSsrData(app: string, doc: Document = document): SsrPayload | null {
  const element = doc.getElementById(ssrDataId(app));
  if (!element) return null;
  element.remove();
  try {
    const wire = JSON.parse(element.textContent ?? '') as WirePayload<SsrPayload>;
    return { ...wire, queries: fromWire(Array.isArray(wire.queries) ? wire.queries : []) };
  } catch (error) {
    console.error(`[${app}] unreadable server data`, error);
    return null;
  }
}

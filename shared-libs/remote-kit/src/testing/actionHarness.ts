import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { JsonValue, RemoteState } from '../contract';
import type { RemoteRenderer } from '../server/renderRemote';

/*
 * For the tests of a remote's server actions (docs/architecture.md §2c): the remote's own renderer, as the site
 * server runs it for a form posted without JavaScript, against a real HTTP API on a local port (an action
 * builds its API client from a base URL, as the site server gives it).
 */

export interface ApiCall {
  method: string;
  /** The path after `/api/`, e.g. `web/contactus`. */
  path: string;
  query: URLSearchParams;
  /** The Idempotency-Key header, when sent. */
  key: string | undefined;
  body: string;
}

export type TestApiAnswer =
  | { status: number; body: unknown }
  /** Sent as it is with this content type, e.g. a PDF for a download. */
  | { status: number; type: string; body: string };

export interface TestApi {
  /** `http://127.0.0.1:<port>/api/`. */
  baseURL: string;
  /** Answers by `METHOD path` (`POST web/contactus`); anything else is a 404. Change them per test. */
  answers: Record<string, TestApiAnswer>;
  calls: ApiCall[];
  close(): Promise<void>;
}

export async function startTestApi(): Promise<TestApi> {
  const api: Omit<TestApi, 'baseURL' | 'close'> = { answers: {}, calls: [] };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api.test');
    const path = url.pathname.replace(/^\/api\//, '');
    const key = request.headers['idempotency-key'];
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      api.calls.push({
        method: request.method ?? '',
        path,
        query: url.searchParams,
        key: typeof key === 'string' ? key : undefined,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = api.answers[`${request.method} ${path}`] ?? {
        status: 404,
        body: { error: { code: 'not_found', message: 'not found' } },
      };
      const raw = 'type' in answer;
      response.writeHead(answer.status, { 'content-type': raw ? answer.type : 'application/json' });
      response.end(raw ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(api, {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}

/** The site's origin in these tests, as the site server's configuration gives it to renders and actions. */
export const TEST_ORIGIN = 'https://medika.example';

/**
 * A form posted to `url` (language prefix included) as the site server hands it to the renderer's
 * action: the fields in order, the test API, the site's origin and this browser's kept state.
 */
export function actForTest(
  renderer: RemoteRenderer,
  api: Pick<TestApi, 'baseURL'>,
  url: string,
  form: Record<string, string>,
  state: RemoteState | null = null,
) {
  return renderer.act({
    url,
    form: Object.entries(form),
    api: { baseURL: api.baseURL },
    state,
    origin: TEST_ORIGIN,
  });
}

/**
 * The page as the site server renders it for a URL: after a post the action answered `page` (`action`),
 * or with a flash (`action` with status 200), or the remote's kept state. Throws unless it rendered.
 * `html` is the slot's HTML, `data` the data block sent after it (the query cache for the browser).
 */
export async function renderForTest(
  renderer: RemoteRenderer,
  api: Pick<TestApi, 'baseURL'>,
  url: string,
  {
    state = null,
    action = null,
  }: { state?: RemoteState | null; action?: { status: number; data: JsonValue } | null } = {},
) {
  const outcome = await renderer.render({
    url,
    origin: TEST_ORIGIN,
    api: { baseURL: api.baseURL },
    // The first render loads the page's modules: generous on a busy machine.
    dataBudgetMs: 20_000,
    streamBudgetMs: 20_000,
    state,
    action,
  });
  if (outcome.kind !== 'rendered') throw new Error(`${url}: ${outcome.kind}`);
  const chunks: Buffer[] = [];
  const data = await outcome.pipe(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return { ...outcome, html: Buffer.concat(chunks).toString('utf8'), data };
}

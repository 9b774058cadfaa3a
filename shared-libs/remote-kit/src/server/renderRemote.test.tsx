/**
 * @jest-environment node
 */
// The server renderer runs in the site server's Node process (docs/architecture.md §2b): react-dom/server's
// Node build, axios's Node adapter, and a real HTTP API on a local port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Suspense, use } from 'react';
import { queryOptions, useQuery } from '@hospital/query';
import type { ApiClient } from '@hospital/api-client';
import { useTranslation } from '@hospital/i18n';
import { useParams } from '@hospital/router';
import type { PageComponent, Prefetch, RemoteDefinition } from '../contract';
import { notFoundAsNull } from '../data/notFoundAsNull';
import { useApi } from '../data/ApiContext';
import { Redirect, useHttpStatus } from '../head/PageContext';
import { usePageHead } from '../head/usePageHead';
import { createRemoteRenderer, type RenderOutcome, type RenderRequest } from './renderRemote';

interface ApiCall {
  path: string;
  query: Record<string, string>;
}

/** The API: answers from `answers` by path; a function may delay or fail. */
type Answer = { status: number; body: unknown; delayMs?: number };
let answers: Record<string, Answer> = {};
let calls: ApiCall[] = [];
let server: http.Server;
let apiBase = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api.test');
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push({ path, query: Object.fromEntries(url.searchParams) });
    const answer = answers[path] ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found' } },
    };
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls = [];
  answers = {
    'web/article/tips-sehat': {
      status: 200,
      body: { data: { slug: 'tips-sehat', name: 'Tips sehat </script>', summary: 'Minum air putih' } },
    },
  };
});

interface Article {
  slug: string;
  name: string;
  summary: string;
}

const articleQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['article', slug],
    queryFn: ({ signal }) => notFoundAsNull(api.getArticle(slug, { signal }) as Promise<Article>),
  });

const relatedQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['related'],
    queryFn: ({ signal }) => api.listArticles({ limit: 3 }, { signal }),
  });

function ArticlePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const api = useApi();
  const article = useQuery(articleQuery(api, slug));
  const related = useQuery(relatedQuery(api));
  const found = article.data;
  useHttpStatus(found === null ? 404 : 200);
  usePageHead(
    found === null
      ? { title: t('notFound'), description: t('notFound'), noindex: true }
      : found
        ? {
            title: found.name,
            description: found.summary,
            jsonLd: [{ '@type': 'NewsArticle', headline: found.name }],
          }
        : null,
  );
  if (found === null) return <h1>{t('notFound')}</h1>;
  if (!found) return <p>{t('loading')}</p>;
  return (
    <article>
      <h1>{found.name}</h1>
      <p>{found.summary}</p>
      <p data-testid="related">
        {related.isError
          ? t('relatedFailed')
          : related.data
            ? `${related.data.count} ${t('related')}`
            : t('noRelated')}
      </p>
    </article>
  );
}
ArticlePage.prefetch = (async ({ queryClient, api, params }) => {
  await Promise.all([
    // The page's own item: a failure here means the page cannot be shown (503).
    queryClient.fetchQuery(articleQuery(api, params.slug ?? '')),
    // Something on the side: a failure leaves it to the browser.
    queryClient.prefetchQuery(relatedQuery(api)),
  ]);
}) satisfies Prefetch;

const AboutPage: PageComponent = () => {
  const { t } = useTranslation();
  usePageHead({ title: t('about'), description: t('about') });
  return <h1>{t('about')}</h1>;
};

const BrokenPage: PageComponent = () => {
  throw new Error('page bug');
};

const OldPage: PageComponent = () => <Redirect to="/news/tips-sehat" permanent />;

const never = new Promise<string>(() => undefined);
function Waiting() {
  return <p>{use(never)}</p>;
}
const SlowPartPage: PageComponent = () => (
  <section>
    <h1>Bagian lambat</h1>
    <Suspense fallback={<p>menunggu</p>}>
      <Waiting />
    </Suspense>
  </section>
);

const definition: RemoteDefinition = {
  name: 'mf-test',
  routes: [
    { path: '/news/:slug', layout: 'default' },
    { path: '/about', layout: 'default' },
    { path: '/broken', layout: 'default' },
    { path: '/old', layout: 'default' },
    { path: '/slow-part', layout: 'default' },
  ],
  pages: {
    '/news/:slug': async () => ({ default: ArticlePage }),
    '/about': async () => ({ default: AboutPage }),
    '/broken': async () => ({ default: BrokenPage }),
    '/old': async () => ({ default: OldPage }),
    '/slow-part': async () => ({ default: SlowPartPage }),
  },
  i18n: {
    namespace: 'mf-test',
    resources: {
      id: {
        notFound: 'Tidak ditemukan',
        loading: 'Memuat',
        related: 'terkait',
        noRelated: '-',
        relatedFailed: 'gagal',
        about: 'Tentang',
      },
      en: async () => ({
        notFound: 'Not found',
        loading: 'Loading',
        related: 'related',
        noRelated: '-',
        relatedFailed: 'failed',
        about: 'About',
      }),
    },
  },
};

const renderer = createRemoteRenderer(definition, '2.0.0-test');

function request(url: string, overrides: Partial<RenderRequest> = {}): RenderRequest {
  return {
    url,
    origin: 'https://medika.example',
    api: { baseURL: apiBase, token: 'server-token' },
    dataBudgetMs: 1000,
    streamBudgetMs: 1000,
    ...overrides,
  };
}

/** Streams the slot into a string; resolves with the slot's HTML and the parsed data block. */
async function slotOf(outcome: RenderOutcome) {
  if (outcome.kind !== 'rendered') throw new Error(`expected rendered, got ${outcome.kind}`);
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const dataBlock = await outcome.pipe(out);
  const match = /^<script type="application\/json" id="ssr-data-mf-test">(.*)<\/script>$/s.exec(dataBlock);
  if (!match) throw new Error(`not a data block: ${dataBlock}`);
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    dataBlock,
    data: JSON.parse(match[1]) as {
      version: string;
      lang: string;
      origin: string;
      now: number;
      queries: { k: unknown[]; d: unknown; t: number }[];
    },
  };
}

describe('createRemoteRenderer', () => {
  it("renders the page with its data, the head, and the data block that dehydrates the page's queries", async () => {
    const outcome = await renderer.render(request('/news/tips-sehat'));
    expect(outcome).toMatchObject({ kind: 'rendered', status: 200, redirect: null });
    if (outcome.kind !== 'rendered') return;
    expect(outcome.headHtml).toContain(
      '<title data-page-head>Tips sehat &lt;/script&gt; | Medika Hospital</title>',
    );
    expect(outcome.headHtml).toContain(
      '<link rel="canonical" href="https://medika.example/news/tips-sehat" data-page-head>',
    );
    expect(outcome.headHtml).toContain('"@type":"NewsArticle"');

    const { html, dataBlock, data } = await slotOf(outcome);
    expect(html).toContain('<h1>Tips sehat &lt;/script&gt;</h1>');
    expect(html).toContain('Minum air putih');
    // `related` failed (the API has no answer planned): the server renders as the browser will, which
    // never receives the failure: no data yet, not an error.
    expect(html).toContain('<p data-testid="related">-</p>');
    expect(html).not.toContain('gagal');
    expect(data).toMatchObject({ version: '2.0.0-test', lang: 'id', origin: 'https://medika.example' });
    expect(data.queries.map((q) => q.k)).toEqual([['article', 'tips-sehat']]);
    expect(data.queries[0]).toMatchObject({ d: { slug: 'tips-sehat', name: 'Tips sehat </script>' } });
    // The item's `</script>` cannot close the data block.
    expect(dataBlock.match(/<\/script>/g)).toHaveLength(1);
    expect(calls.find((c) => c.path === 'web/article/tips-sehat')?.query).toEqual({ lang: 'id' });
  });

  it('renders an English URL in English, asking the API in English, with /en URLs in the head', async () => {
    answers['web/article'] = { status: 200, body: { data: { results: [], count: 4 } } };
    const outcome = await renderer.render(request('/en/news/tips-sehat'));
    if (outcome.kind !== 'rendered') throw new Error(outcome.kind);
    expect(outcome.headHtml).toContain('href="https://medika.example/en/news/tips-sehat"');
    expect(outcome.headHtml).toContain('<meta property="og:locale" content="en_US" data-page-head>');
    const { html, data } = await slotOf(outcome);
    expect(html).toContain('4 related');
    expect(data.lang).toBe('en');
    expect(calls.every((c) => c.query.lang === 'en')).toBe(true);
  });

  it('answers 404 with the page’s own not-found panel for an item that does not exist', async () => {
    const outcome = await renderer.render(request('/news/tidak-ada'));
    expect(outcome).toMatchObject({ kind: 'rendered', status: 404 });
    if (outcome.kind !== 'rendered') return;
    expect(outcome.headHtml).toContain('<meta name="robots" content="noindex" data-page-head>');
    const { html, data } = await slotOf(outcome);
    expect(html).toContain('<h1>Tidak ditemukan</h1>');
    // The 404 is data: the browser renders the same panel from it.
    expect(data.queries[0]).toMatchObject({ d: null });
  });

  it('is unavailable when the API cannot give the page’s data', async () => {
    answers['web/article/tips-sehat'] = { status: 503, body: 'Service Unavailable' };
    const outcome = await renderer.render(request('/news/tips-sehat'));
    expect(outcome.kind).toBe('unavailable');
  });

  it('is unavailable when the API does not answer at all', async () => {
    const closed = await renderer.render(
      request('/news/tips-sehat', { api: { baseURL: 'http://127.0.0.1:9/api/' } }),
    );
    expect(closed.kind).toBe('unavailable');
  });

  it('is too slow when the data takes longer than the budget', async () => {
    answers['web/article/tips-sehat'] = { ...answers['web/article/tips-sehat'], delayMs: 400 };
    const started = Date.now();
    const outcome = await renderer.render(request('/news/tips-sehat', { dataBudgetMs: 100 }));
    expect(outcome.kind).toBe('too-slow');
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('fails (the browser renders the page instead) when the page throws', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await renderer.render(request('/broken'));
    expect(outcome.kind).toBe('failed');
    if (outcome.kind === 'failed') expect(String(outcome.error)).toContain('page bug');
    quiet.mockRestore();
  });

  it('says no-route for a path that is not one of its routes', async () => {
    await expect(renderer.render(request('/nope'))).resolves.toEqual({ kind: 'no-route' });
    await expect(renderer.render(request('/en/nope'))).resolves.toEqual({ kind: 'no-route' });
  });

  it('passes a redirect the page asks for to the site server', async () => {
    const outcome = await renderer.render(request('/old'));
    expect(outcome).toMatchObject({ kind: 'rendered', redirect: { to: '/news/tips-sehat', status: 301 } });
  });

  it('renders a page without prefetch, asking the API nothing', async () => {
    const outcome = await renderer.render(request('/en/about?x=1'));
    if (outcome.kind !== 'rendered') throw new Error(outcome.kind);
    expect(outcome.headHtml).toContain('<title data-page-head>About | Medika Hospital</title>');
    const { html, data } = await slotOf(outcome);
    expect(html).toContain('<h1>About</h1>');
    expect(data.queries).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('ends the slot when a part of the page is still waiting after the stream budget', async () => {
    const outcome = await renderer.render(request('/slow-part', { streamBudgetMs: 50 }));
    const { html } = await slotOf(outcome);
    expect(html).toContain('<h1>Bagian lambat</h1>');
    expect(html).toContain('menunggu');
  });

  it('keeps requests apart: each render has its own query cache and language', async () => {
    answers['web/article/kabar-lain'] = {
      status: 200,
      body: { data: { slug: 'kabar-lain', name: 'Kabar lain', summary: 'Lain' } },
    };
    const [a, b] = await Promise.all([
      renderer.render(request('/news/tips-sehat')),
      renderer.render(request('/en/news/kabar-lain')),
    ]);
    const [slotA, slotB] = await Promise.all([slotOf(a), slotOf(b)]);
    expect(slotA.data.queries.map((q) => q.k)).toEqual([['article', 'tips-sehat']]);
    expect(slotB.data.queries.map((q) => q.k)).toEqual([['article', 'kabar-lain']]);
    expect([slotA.data.lang, slotB.data.lang]).toEqual(['id', 'en']);
    expect(slotB.html).not.toContain('Tips sehat');
  });
});

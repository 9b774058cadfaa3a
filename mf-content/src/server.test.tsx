/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { RenderOutcome } from '@hospital/remote-kit/server';
import {
  BANDUNG,
  NOT_FOUND,
  article,
  articleSummary,
  contentPage,
  hospitalEvent,
  promo,
} from './testing/fixtures';
import { renderer } from './server';

// The remote's server renderer as the site server runs it (docs/architecture.md §2b): real HTTP to an API, each
// page's prefetch, React's streaming render, the status, the head and the data sent for hydration.

interface Answer {
  status?: number;
  body: unknown;
}

const list = (results: unknown[]): Answer => ({ body: { data: { results, count: results.length } } });
const item = (data: unknown): Answer => ({ body: { data } });

let answers: Record<string, Answer> = {};
let asked: string[] = [];
let api: Server;
let apiBase = '';

beforeAll(async () => {
  api = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://api.test').pathname.replace(/^\/api\//, '');
    asked.push(path);
    const answer = answers[path] ?? {
      status: 503,
      body: { error: { code: 'unavailable', message: 'down' } },
    };
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/`;
});

afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

beforeEach(() => {
  asked = [];
  answers = {};
});

function render(url: string): Promise<RenderOutcome> {
  return renderer.render({
    url,
    origin: 'https://www.medika.test',
    api: { baseURL: apiBase },
    dataBudgetMs: 5000,
    streamBudgetMs: 5000,
  });
}

/** The slot's HTML and the data block sent after it. */
async function html(outcome: RenderOutcome): Promise<{ body: string; data: string }> {
  if (outcome.kind !== 'rendered') throw new Error(`not rendered: ${outcome.kind}`);
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  const data = await outcome.pipe(out);
  return { body: Buffer.concat(chunks).toString('utf8'), data };
}

const h1s = (body: string) => body.match(/<h1[\s>]/g) ?? [];

describe('mf-content server renderer', () => {
  it('renders an English article with its head, its content under one h1 and its data', async () => {
    answers = {
      'web/article/artikel-1': item(
        article(1, { name: 'Cath lab kedua', summary: 'Layanan jantung 24 jam.' }),
      ),
      'web/article': list([articleSummary(2, { name: 'Paling banyak dibaca' })]),
    };
    const outcome = await render('/en/news/artikel-1');
    expect(outcome).toMatchObject({ kind: 'rendered', status: 200, redirect: null });
    if (outcome.kind !== 'rendered') return;
    expect(outcome.headHtml).toContain('<title data-page-head>Cath lab kedua | Medika Hospital</title>');
    expect(outcome.headHtml).toContain('href="https://www.medika.test/en/news/artikel-1"');
    expect(outcome.headHtml).toContain('hreflang="id" href="https://www.medika.test/news/artikel-1"');
    expect(outcome.headHtml).toContain(
      'property="og:image" content="https://www.medika.test/api/media/article/artikel-1.png"',
    );
    expect(outcome.headHtml).toContain('property="og:image:width" content="800"');
    expect(outcome.headHtml).toContain('property="og:locale" content="en_US"');
    expect(outcome.headHtml).toContain('"@type":"NewsArticle"');

    const { body, data } = await html(outcome);
    expect(h1s(body)).toHaveLength(1);
    expect(body).toContain('Cath lab kedua');
    expect(body).toContain('Isi artikel 1.');
    expect(body).toContain('Paling banyak dibaca');
    // English links keep the page's language.
    expect(body).toContain('href="/en/news"');
    expect(data).toContain('"k":["article","artikel-1"]');
    expect(asked.sort()).toEqual(['web/article', 'web/article/artikel-1']);
  });

  it('answers 404 with the 404 panel for an unknown article', async () => {
    answers = { 'web/article/nope': NOT_FOUND, 'web/article': list([]) };
    const outcome = await render('/news/nope');
    expect(outcome).toMatchObject({ kind: 'rendered', status: 404 });
    if (outcome.kind !== 'rendered') return;
    expect(outcome.headHtml).toContain('name="robots" content="noindex"');
    const { body } = await html(outcome);
    expect(body).toContain('Halaman ini tidak dapat ditemukan');
    expect(h1s(body)).toHaveLength(1);
  });

  it('leaves an item page to the 503 answer when the API cannot give it', async () => {
    const outcome = await render('/event/acara-1');
    expect(outcome.kind).toBe('unavailable');
  });

  it('renders a list page even when its list fails (the browser fetches it)', async () => {
    const outcome = await render('/en/event');
    expect(outcome).toMatchObject({ kind: 'rendered', status: 200 });
    const { body } = await html(outcome);
    expect(body).toContain('Events');
    expect(h1s(body)).toHaveLength(1);
  });

  it('renders the home page with its sections from the API', async () => {
    answers = {
      'web/company': list([BANDUNG]),
      'web/page': list([
        contentPage('coe/brain-center', {
          section: 'coe',
          title: 'Brain Center',
          parent: { slug: 'coe', title: 'COE', path: '/coe' },
        }),
      ]),
      'web/promo': list([promo(1, { name: 'Promo MCU Jantung' })]),
      'web/service_package': list([]),
      'web/article': list([articleSummary(1, { name: 'Berita terbaru' })]),
      'web/events': list([hospitalEvent(1, { name: 'Seminar awam' })]),
      'web/rekanan': list([]),
    };
    const outcome = await render('/');
    expect(outcome).toMatchObject({ kind: 'rendered', status: 200 });
    if (outcome.kind !== 'rendered') return;
    expect(outcome.headHtml).toContain('<title data-page-head>Medika Hospital Bandung &amp; Cianjur</title>');
    const { body } = await html(outcome);
    expect(h1s(body)).toHaveLength(1);
    for (const text of [
      'Layanan kesehatan yang aman',
      '(022) 780 1234',
      'Brain Center',
      'Promo MCU Jantung',
      'Berita terbaru',
      'Seminar awam',
    ])
      expect(body).toContain(text);
  });

  it('redirects a service whose page lives elsewhere with a 302', async () => {
    answers = {
      'web/service': list([
        {
          id: 4,
          slug: 'hemodialisis',
          name: 'Hemodialisis',
          summary: '',
          icon: '',
          image: '',
          path: '/facility-and-services/hemodialysis',
          page_slug: 'facility-and-services/hemodialysis',
        },
      ]),
    };
    const outcome = await render('/en/services/hemodialisis');
    expect(outcome).toMatchObject({
      kind: 'rendered',
      redirect: { to: '/facility-and-services/hemodialysis', status: 302 },
    });
  });

  it('renders the FAQ with every question and its FAQPage JSON-LD', async () => {
    answers = {
      'web/faq': list([
        {
          id: 1,
          slug: 'kunjungan',
          name: 'Kunjungan',
          items: [{ id: 7, question: 'Jam besuk?', answer: 'Pukul 11.00–13.00 dan 17.00–20.00.' }],
        },
      ]),
    };
    const outcome = await render('/faq');
    expect(outcome).toMatchObject({ kind: 'rendered', status: 200 });
    if (outcome.kind !== 'rendered') return;
    expect(outcome.headHtml).toContain('"@type":"FAQPage"');
    const { body } = await html(outcome);
    expect(body).toContain('Jam besuk?');
    expect(body).toContain('Pukul 11.00–13.00 dan 17.00–20.00.');
  });

  it('does not claim a path it has no route for', async () => {
    expect(await render('/appointment')).toEqual({ kind: 'no-route' });
  });
});

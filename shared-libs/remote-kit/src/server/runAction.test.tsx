/**
 * @jest-environment node
 */
// A remote's server actions (docs/architecture.md §2c): what a page POST runs in the remote's renderer, and how
// the page rendered again after it shows the action's answer and the kept state.
import { Writable } from 'node:stream';
import { queryOptions, useQuery } from '@hospital/query';
import type { ActionContext, PageComponent, Prefetch, RemoteActions, RemoteDefinition } from '../contract';
import { useActionData } from '../head/PageContext';
import { createRemoteRenderer, type RenderOutcome, type RenderRequest } from './renderRemote';

interface SubscribeAnswer {
  values: { email: string };
  errors: { email?: string };
}

const keptQuery = queryOptions({
  queryKey: ['kept'],
  queryFn: (): string | null => null,
  staleTime: Infinity,
});

/** A newsletter form: the address typed comes back with its message after an invalid post. */
const SubscribePage: PageComponent = () => {
  const answer = useActionData<SubscribeAnswer & { [key: string]: never }>();
  const kept = useQuery(keptQuery).data;
  return (
    <form method="post">
      <h1>Langganan</h1>
      {kept && <p data-testid="kept">{kept}</p>}
      <input name="email" aria-label="E-mail" defaultValue={answer?.values.email ?? ''} />
      {answer?.errors.email && <p role="alert">{answer.errors.email}</p>}
      <button type="submit">Kirim</button>
    </form>
  );
};
SubscribePage.prefetch = (async ({ queryClient, state }) => {
  queryClient.setQueryData(keptQuery.queryKey, typeof state?.email === 'string' ? state.email : null);
}) satisfies Prefetch;

const AboutPage: PageComponent = () => <h1>Tentang</h1>;

const definition: RemoteDefinition = {
  name: 'mf-test',
  routes: [
    { path: '/subscribe', layout: 'default' },
    { path: '/about', layout: 'default' },
    { path: '/broken', layout: 'default' },
    { path: '/away', layout: 'default' },
    { path: '/copy', layout: 'default' },
    { path: '/plain', layout: 'default' },
  ],
  pages: {
    '/subscribe': async () => ({ default: SubscribePage }),
    '/about': async () => ({ default: AboutPage }),
    '/broken': async () => ({ default: AboutPage }),
    '/away': async () => ({ default: AboutPage }),
    '/copy': async () => ({ default: AboutPage }),
    '/plain': async () => ({ default: AboutPage }),
  },
  i18n: { namespace: 'mf-test', resources: { id: {}, en: async () => ({}) } },
};

const seen: Omit<ActionContext, 'api'>[] = [];

const actions: RemoteActions = {
  '/subscribe': async ({ form, lang, state, search, params, now, origin }) => {
    seen.push({ form, lang, state, search, params, now, origin });
    const email = (form.get('email') ?? '').trim();
    if (!email.includes('@')) {
      const message = lang === 'en' ? 'Enter a valid e-mail address.' : 'Masukkan alamat e-mail yang valid.';
      return { kind: 'page', status: 422, data: { values: { email }, errors: { email: message } } };
    }
    return { kind: 'redirect', to: '/subscribe?done=1', state: { email }, flash: { subscribed: email } };
  },
  '/broken': async () => {
    throw new Error('action bug');
  },
  '/away': async () => ({ kind: 'redirect', to: '//evil.example/x' }),
  // A copy of what the state holds, as a file; a name that would break its header is a bug.
  '/copy': async ({ form, state }) => ({
    kind: 'file',
    fileName: form.get('name') ?? 'copy.json',
    type: 'application/json',
    body: form.get('binary') ? new TextEncoder().encode('%PDF') : JSON.stringify(state),
  }),
  '/plain': async () => ({ kind: 'redirect', to: '/about', state: null }),
};

const renderer = createRemoteRenderer(definition, '3.0.0-test', { actions });
const api = { baseURL: 'http://127.0.0.1:9/api/', token: 'server-token' };

function post(url: string, form: [string, string][], state: ActionContext['state'] = null) {
  return renderer.act({ url, form, api, state, origin: 'https://medika.example' });
}

function renderRequest(url: string, overrides: Partial<RenderRequest> = {}): RenderRequest {
  return {
    url,
    origin: 'https://medika.example',
    api,
    dataBudgetMs: 1000,
    streamBudgetMs: 1000,
    ...overrides,
  };
}

async function slotOf(outcome: RenderOutcome) {
  if (outcome.kind !== 'rendered') throw new Error(`expected rendered, got ${outcome.kind}`);
  const chunks: Buffer[] = [];
  const dataBlock = await outcome.pipe(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  const json = /<script type="application\/json" id="ssr-data-mf-test">(.*)<\/script>/s.exec(dataBlock)?.[1];
  return { html: Buffer.concat(chunks).toString('utf8'), data: JSON.parse(json ?? 'null') as object };
}

beforeEach(() => {
  seen.length = 0;
});

describe('server actions of a remote', () => {
  it("runs the route's action with the posted form, the language, the query and the kept state", async () => {
    const outcome = await post('/en/subscribe?from=footer', [['email', ' ani@example.com ']], { visits: 2 });
    expect(outcome).toEqual({
      kind: 'redirect',
      to: '/subscribe?done=1',
      state: { email: 'ani@example.com' },
      flash: { subscribed: 'ani@example.com' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].lang).toBe('en');
    expect(seen[0].search.get('from')).toBe('footer');
    expect(seen[0].state).toEqual({ visits: 2 });
    expect(typeof seen[0].now).toBe('number');
    // The site's origin from its configuration, for links inside a file.
    expect(seen[0].origin).toBe('https://medika.example');
  });

  it('answers the page again with its data and status when the input is invalid', async () => {
    const outcome = await post('/subscribe', [['email', 'ani']]);
    expect(outcome).toEqual({
      kind: 'page',
      status: 422,
      data: { values: { email: 'ani' }, errors: { email: 'Masukkan alamat e-mail yang valid.' } },
      state: undefined,
    });
  });

  it('says when a route has no action (405) or is not this remote’s', async () => {
    expect(await post('/about', [])).toEqual({ kind: 'no-action' });
    expect(await post('/en/about', [])).toEqual({ kind: 'no-action' });
    expect(await post('/nowhere', [])).toEqual({ kind: 'no-route' });
  });

  it('reports an action that throws, or that would send the browser off the site, as failed', async () => {
    const broken = await post('/broken', []);
    expect(broken).toMatchObject({ kind: 'failed' });
    expect(String((broken as { error: unknown }).error)).toContain('action bug');
    const away = await post('/away', []);
    expect(away).toMatchObject({ kind: 'failed' });
    expect(String((away as { error: unknown }).error)).toContain('off the site');
  });

  it('answers a file with its name and type, and refuses a name that is not a plain file name', async () => {
    expect(await post('/copy', [], { email: 'ani@example.com' })).toEqual({
      kind: 'file',
      fileName: 'copy.json',
      type: 'application/json',
      body: '{"email":"ani@example.com"}',
      state: undefined,
    });
    const binary = await post('/copy', [
      ['name', 'data-K7PQ3MZXA9.pdf'],
      ['binary', '1'],
    ]);
    expect(binary).toMatchObject({ kind: 'file', fileName: 'data-K7PQ3MZXA9.pdf' });
    expect(Buffer.from((binary as { body: Uint8Array }).body).toString()).toBe('%PDF');
    const header = await post('/copy', [['name', 'a".json\r\nSet-Cookie: x=1']]);
    expect(header).toMatchObject({ kind: 'failed' });
  });

  it('leaves the flash out of a redirect that has none', async () => {
    const outcome = await post('/broken-free', []);
    expect(outcome).toEqual({ kind: 'no-route' });
    const plain = await renderer.act({
      url: '/plain',
      form: [],
      api,
      state: null,
      origin: 'https://medika.example',
    });
    expect(plain).toEqual({ kind: 'redirect', to: '/about', state: null });
    expect(plain).not.toHaveProperty('flash');
  });

  it("renders the page again with the action's answer: its status, the typed value, the message, and the data block for hydration", async () => {
    const answer = await post('/en/subscribe', [['email', 'ani<b>']]);
    if (answer.kind !== 'page') throw new Error(answer.kind);
    const outcome = await renderer.render(
      renderRequest('/en/subscribe', { action: { status: answer.status, data: answer.data } }),
    );
    expect(outcome).toMatchObject({ kind: 'rendered', status: 422 });
    const { html, data } = await slotOf(outcome);
    expect(html).toContain('value="ani&lt;b&gt;"');
    expect(html).toContain('<p role="alert">Enter a valid e-mail address.</p>');
    expect(data).toMatchObject({ actionData: answer.data });
  });

  it('gives the kept state to the page’s prefetch, and renders without action data on a plain GET', async () => {
    const outcome = await renderer.render(
      renderRequest('/subscribe', { state: { email: 'ani@example.com' } }),
    );
    expect(outcome).toMatchObject({ kind: 'rendered', status: 200 });
    const { html, data } = await slotOf(outcome);
    expect(html).toContain('<p data-testid="kept">ani@example.com</p>');
    expect(html).not.toContain('role="alert"');
    expect(data).not.toHaveProperty('actionData');
  });
});

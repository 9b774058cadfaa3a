import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useQuery } from '@hospital/query';
import { dehydrate } from '@hospital/query/server';
import type { AppProps } from 'single-spa';
import { createApiClient } from '@hospital/api-client';
import { resetBusForTests } from '@hospital/event-bus';
import { createFixedI18nSync, setLocale, useTranslation } from '@hospital/i18n';
import { ROUTER_FUTURE } from '@hospital/router';
import { StaticRouter } from '@hospital/router/server';
import type { RemoteDefinition, ShellProps } from './contract';
import { createRemoteApp } from './createRemoteApp';
import { createQueryClient } from './data/queryClient';
import { ssrDataId, ssrDataScript } from './data/ssrData';
import type { PageEnvironment } from './head/PageContext';
import { RemoteTree } from './RemoteTree';
import { reactDrivenByLifecycles } from './testing/lifecycleReact';

const fetchGreeting = jest.fn(() => Promise.resolve('dari browser'));

function Page() {
  const { t } = useTranslation();
  const greeting = useQuery({ queryKey: ['greeting'], queryFn: fetchGreeting });
  return (
    <article>
      <h1>{t('title')}</h1>
      <p>{greeting.data ?? '…'}</p>
    </article>
  );
}

const texts = { id: { title: 'Judul' }, en: { title: 'Title' } };

const definition: RemoteDefinition = {
  name: 'mf-test',
  routes: [{ path: '/news/:slug', layout: 'default' }],
  pages: { '/news/:slug': async () => ({ default: Page }) },
  i18n: { namespace: 'mf-test', resources: texts },
};

/** What the site server puts in the slot: the remote's tree rendered with the data, and the data block. */
function serverSlot(version: string): { html: string; data: string } {
  const queryClient = createQueryClient('server');
  queryClient.setQueryData(['greeting'], 'dari server');
  const environment: PageEnvironment = {
    mode: 'server',
    origin: 'https://medika.example',
    lang: 'id',
    head: null,
    status: 200,
    redirect: null,
    now: Date.UTC(2026, 10, 21, 8),
  };
  const html = renderToString(
    <RemoteTree
      definition={definition}
      i18n={createFixedI18nSync('mf-test', texts, 'id')}
      queryClient={queryClient}
      api={createApiClient({ lang: 'id' })}
      environment={environment}
      router={(children) => (
        <StaticRouter location="/news/x" future={ROUTER_FUTURE}>
          {children}
        </StaticRouter>
      )}
      loaded={{ '/news/:slug': Page }}
    />,
  );
  const data = ssrDataScript('mf-test', {
    version,
    lang: 'id',
    origin: environment.origin,
    now: environment.now,
    queries: dehydrate(queryClient),
  });
  return { html, data };
}

function mountTarget(html: string) {
  const domElement = document.createElement('div');
  domElement.innerHTML = html;
  document.body.append(domElement);
  const props: ShellProps & AppProps = { name: 'mf-test', domElement, singleSpa: {}, mountParcel: jest.fn() };
  return { domElement, props };
}

describe('createRemoteApp on a page the server rendered', () => {
  // Mount resolves once the tree has committed.
  const spies = reactDrivenByLifecycles();
  beforeEach(() => {
    resetBusForTests();
    setLocale('id', { document: null });
    window.history.replaceState(null, '', '/news/x');
    document.body.innerHTML = '';
    fetchGreeting.mockClear();
  });

  it("takes over the server's HTML in place with the server's data: no fetch, no hydration error", async () => {
    const { html, data } = serverSlot('dev');
    document.body.insertAdjacentHTML('beforeend', data);
    const { domElement, props } = mountTarget(html);
    const serverHeading = domElement.querySelector('h1');
    expect(serverHeading).toHaveTextContent('Judul');

    const app = createRemoteApp(definition);
    await app.lifecycles.bootstrap(props);
    await app.lifecycles.mount(props);

    // The very element the server sent is the one on screen now: hydrated, not replaced.
    expect(screen.getByRole('heading', { name: 'Judul' })).toBe(serverHeading);
    expect(screen.getByText('dari server')).toBeInTheDocument();
    expect(fetchGreeting).not.toHaveBeenCalled();
    expect(spies.consoleError).not.toHaveBeenCalled();
    // The data block is read once: a later mount of this remote starts afresh.
    expect(document.getElementById(ssrDataId('mf-test'))).toBeNull();
    expect(domElement).toHaveAttribute('data-remote-version', 'dev');
    await app.lifecycles.unmount(props);
  });

  it('renders afresh when the HTML came from another build of the remote', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { html, data } = serverSlot('older-build');
    document.body.insertAdjacentHTML('beforeend', data);
    const { domElement, props } = mountTarget(html);
    const serverHeading = domElement.querySelector('h1');

    const app = createRemoteApp(definition);
    await app.lifecycles.bootstrap(props);
    await app.lifecycles.mount(props);

    const heading = await screen.findByRole('heading', { name: 'Judul' });
    expect(heading).not.toBe(serverHeading);
    expect(await screen.findByText('dari browser')).toBeInTheDocument();
    expect(fetchGreeting).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('server HTML of older-build'));
    expect(spies.consoleError).not.toHaveBeenCalled();
    await app.lifecycles.unmount(props);
    warn.mockRestore();
  });

  it('renders afresh a slot that came without data (the server left it to the browser)', async () => {
    const { domElement, props } = mountTarget('<p>stale</p>');
    const app = createRemoteApp(definition);
    await app.lifecycles.bootstrap(props);
    await app.lifecycles.mount(props);
    expect(await screen.findByText('dari browser')).toBeInTheDocument();
    expect(screen.queryByText('stale')).toBeNull();
    expect(domElement.querySelectorAll('h1')).toHaveLength(1);
    await app.lifecycles.unmount(props);
  });
});

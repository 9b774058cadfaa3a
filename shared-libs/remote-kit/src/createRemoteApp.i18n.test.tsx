import { act, screen } from '@testing-library/react';
import { resetBusForTests } from '@hospital/event-bus';
import { setLocale, useTranslation, type Dict } from '@hospital/i18n';
import type { AppProps } from 'single-spa';
import type { ShellProps } from './contract';
import { createRemoteApp } from './createRemoteApp';

function Page() {
  const { t } = useTranslation();
  return <h1>{t('title')}</h1>;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetBusForTests();
  // An English page: the language is in the URL (docs/architecture.md §2b).
  window.history.replaceState(null, '', '/en');
});

function remoteWithLazyEnglish(english: () => Promise<Dict>) {
  const app = createRemoteApp({
    name: 'mf-test',
    routes: [{ path: '/', layout: 'default' }],
    pages: { '/': async () => ({ default: Page }) },
    i18n: { namespace: 'mf-test', resources: { id: { title: 'Judul' }, en: english } },
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props: ShellProps & AppProps = { name: 'mf-test', domElement, singleSpa: {}, mountParcel: jest.fn() };
  return { app, domElement, props };
}

describe('createRemoteApp mount and the English texts', () => {
  it('renders nothing for an English visitor until the English texts are in, then English only', async () => {
    setLocale('en');
    let deliver: (dict: Dict) => void = () => undefined;
    const { app, domElement, props } = remoteWithLazyEnglish(
      () => new Promise((resolve) => (deliver = resolve)),
    );
    await app.lifecycles.bootstrap(props);
    let mounted = false;
    const mounting = app.lifecycles.mount(props).then(() => {
      mounted = true;
    });
    await flush();
    expect(mounted).toBe(false);
    expect(domElement).toBeEmptyDOMElement();
    await act(async () => {
      deliver({ title: 'Title' });
      await flush();
    });
    await mounting;
    expect(await screen.findByRole('heading')).toHaveTextContent('Title');
    expect(screen.queryByText('Judul')).toBeNull();
    await act(async () => {
      await app.lifecycles.unmount(props);
    });
  });

  it('fails the mount when the English texts cannot be fetched (the shell then offers a retry)', async () => {
    setLocale('en');
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { app, domElement, props } = remoteWithLazyEnglish(() =>
      Promise.reject(new Error('Loading chunk 7 failed')),
    );
    await app.lifecycles.bootstrap(props);
    await expect(app.lifecycles.mount(props)).rejects.toThrow('Loading chunk 7 failed');
    expect(domElement).toBeEmptyDOMElement();
    quiet.mockRestore();
  });
});

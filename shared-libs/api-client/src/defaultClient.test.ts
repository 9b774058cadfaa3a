import { publish, resetBusForTests } from '@hospital/event-bus';
import { api, configureApi, siteApiOptions } from './defaultClient';
import { fakeAdapter } from './testing';

describe('the browser’s client', () => {
  beforeEach(() => {
    resetBusForTests();
    window.history.replaceState(null, '', '/');
  });

  it('is the configured one, with the public token by default', async () => {
    const { adapter, calls } = fakeAdapter();
    const configured = configureApi({ adapter });
    expect(api()).toBe(configured);
    await api().listCompanies();
    expect(calls[0].headers.Authorization).toBe('Bearer medika-web-public-2026');
  });

  it('speaks the language the shell announced', async () => {
    const { adapter, calls } = fakeAdapter();
    publish('locale:changed', { locale: 'en' });
    await configureApi({ adapter }).getMenu();
    expect(calls[0].query.lang).toBe('en');
  });

  it('before any announcement, speaks the language of the URL', async () => {
    const { adapter, calls } = fakeAdapter();
    window.history.replaceState(null, '', '/en/news/x');
    await configureApi({ adapter }).getMenu();
    window.history.replaceState(null, '', '/news/x');
    await configureApi({ adapter }).getMenu();
    expect(calls.map((c) => c.query.lang)).toEqual(['en', 'id']);
  });

  it('lets the options given win over the site’s configuration', async () => {
    const { adapter, calls } = fakeAdapter();
    await configureApi({ adapter, token: 't', lang: 'en' }).getMenu();
    expect(calls[0].headers.Authorization).toBe('Bearer t');
    expect(calls[0].query.lang).toBe('en');
  });
});

describe('siteApiOptions', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('reads the build’s configuration, leaving unset values to the client’s defaults', () => {
    delete process.env.API_BASE_URL;
    process.env.API_TOKEN = '';
    process.env.PRODUCT = 'sehat';
    expect(siteApiOptions()).toEqual({ baseURL: undefined, token: undefined, product: 'sehat' });
    process.env.API_BASE_URL = 'https://api.example/';
    expect(siteApiOptions().baseURL).toBe('https://api.example/');
  });
});

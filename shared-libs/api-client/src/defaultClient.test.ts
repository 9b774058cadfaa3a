import { publish, resetBusForTests } from '@hospital/event-bus';
import { api, configureApi } from './defaultClient';
import { fakeFetch } from './testing/fakeFetch';

describe('the site-wide client', () => {
  beforeEach(() => resetBusForTests());

  it('sends the language the shell last published, with the public token', async () => {
    const { fetch, calls } = fakeFetch();
    configureApi({ fetch });
    publish('locale:changed', { locale: 'en' });
    await api().listCompanies();
    publish('locale:changed', { locale: 'id' });
    await api().listCompanies();
    expect(calls.map((c) => c.query.lang)).toEqual(['en', 'id']);
    expect(calls[0].headers.Authorization).toBe('Bearer medika-web-public-2026');
  });

  it('falls back to Indonesian before the shell published a locale', async () => {
    const { fetch, calls } = fakeFetch();
    configureApi({ fetch });
    await api().getMenu();
    expect(calls[0].query.lang).toBe('id');
  });
});

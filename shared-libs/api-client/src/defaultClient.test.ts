import { publish, resetBusForTests } from '@hospital/event-bus';
import { api, configureApi } from './defaultClient';

describe('the site-wide client', () => {
  beforeEach(() => resetBusForTests());

  it('sends the language the shell last published, with the public token', async () => {
    const seen: { lang?: string; auth?: string }[] = [];
    configureApi({
      adapter: async (config) => {
        seen.push({
          lang: (config.params as { lang?: string })?.lang,
          auth: String(config.headers?.Authorization),
        });
        return {
          data: { data: { results: [], count: 0 } },
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        };
      },
    });
    publish('locale:changed', { locale: 'en' });
    await api().listCompanies();
    publish('locale:changed', { locale: 'id' });
    await api().listCompanies();
    expect(seen.map((s) => s.lang)).toEqual(['en', 'id']);
    expect(seen[0].auth).toBe('Bearer medika-web-public-2026');
  });
});

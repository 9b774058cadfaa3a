/**
 * @jest-environment node
 */
// This remote's server renderer (server.tsx) as the site server runs it: the front desk before its
// scripts run, or without them (docs/decisions.md, issue 25), in both languages.
import { renderForTest, startTestApi, type TestApi } from '@hospital/remote-kit/testing/actions';
import { renderer } from './server';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('mf-frontdesk server renderer, before or without JavaScript', () => {
  it.each([
    ['/frontdesk', 'Meja pendaftaran memerlukan JavaScript.'],
    ['/en/frontdesk', 'The front desk needs JavaScript.'],
  ])('%s says it needs JavaScript instead of a check that never ends, with no control', async (url, text) => {
    const page = await renderForTest(renderer, api, url);
    expect(page.status).toBe(200);
    expect(page.html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page.html).toContain(text);
    expect(page.html).not.toContain('aria-busy');
    expect(page.html).not.toMatch(/<(button|input|form)[ >]/);
  });
});

import { createApiClient } from './client';
import { isApiError } from './errors';
import { createReferenceCache, REFERENCE_TTL_MS } from './referenceCache';
import { fakeFetch } from './testing/fakeFetch';

const companies = { data: { results: [{ id: 1, name: 'Medika Hospital Bandung' }], count: 1 } };

describe('reference lists in the shared client', () => {
  it('asks for the hospitals once when the chrome and a page both want them, per language', async () => {
    const { fetch, calls } = fakeFetch({ body: companies });
    let lang: 'id' | 'en' = 'id';
    const client = createApiClient({ fetch, getLang: () => lang });
    const [fromChrome, fromPage] = await Promise.all([client.listCompanies(), client.listCompanies()]);
    expect(fromPage).toEqual(fromChrome);
    await client.listCompanies();
    expect(calls).toHaveLength(1);
    lang = 'en';
    await client.listCompanies();
    expect(calls.map((c) => c.query.lang)).toEqual(['id', 'en']);
  });

  it('does not keep a failure: the next call asks again', async () => {
    let answer = 0;
    const { fetch, calls } = fakeFetch(() =>
      answer++ === 0 ? { status: 500, body: {} } : { body: companies },
    );
    const client = createApiClient({ fetch });
    await expect(client.getMenu().catch((error: unknown) => isApiError(error))).resolves.toBe(true);
    await expect(client.getMenu()).resolves.toEqual(companies.data);
    expect(calls).toHaveLength(2);
  });

  it('lets one caller stop waiting without cancelling the request the others wait for', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetch, calls } = fakeFetch({ body: companies });
    const slowFetch: typeof fetch = async (url, init) => {
      await gate;
      return fetch(url, init);
    };
    const client = createApiClient({ fetch: slowFetch });
    const leaving = new AbortController();
    const first = client.listCompanies({ signal: leaving.signal });
    const second = client.listCompanies();
    leaving.abort();
    await expect(first).rejects.toMatchObject({ status: 0, message: 'canceled' });
    release?.();
    await expect(second).resolves.toEqual(companies.data);
    expect(calls).toHaveLength(1);
    expect(calls[0].signal.aborted).toBe(false);
  });
});

describe('createReferenceCache', () => {
  it('loads again once the answer is older than the time to live', async () => {
    let time = 0;
    const cached = createReferenceCache(() => time);
    const load = jest.fn(async () => time);
    await cached('k', load);
    time = REFERENCE_TTL_MS;
    await cached('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    time = REFERENCE_TTL_MS + 1;
    await expect(cached('k', load)).resolves.toBe(REFERENCE_TTL_MS + 1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { QueryClient, hydrate } from '@hospital/query';
import { dehydrate } from '@hospital/query/server';
import { ssrDataId, ssrDataScript, takeSsrData, type SsrPayload } from './ssrData';

function payload(queries = dehydrate(new QueryClient())): SsrPayload {
  return { version: '1.2.0-abc', lang: 'en', origin: 'https://medika.example', now: 1_790_000_000_000, queries };
}

describe('the server data block', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('round-trips the query cache the page was rendered with', () => {
    const server = new QueryClient();
    server.setQueryData(['doctor', '1001'], { id: 1001, name: 'dr. Budi' });
    document.body.innerHTML = ssrDataScript('mf-doctors', payload(dehydrate(server)));

    const taken = takeSsrData('mf-doctors');
    expect(taken).toMatchObject({ version: '1.2.0-abc', lang: 'en', origin: 'https://medika.example' });
    const browser = new QueryClient();
    hydrate(browser, taken!.queries);
    expect(browser.getQueryData(['doctor', '1001'])).toEqual({ id: 1001, name: 'dr. Budi' });
  });

  it('carries a query as its key, data and time only; the browser restores the rest (issue 25)', () => {
    const server = new QueryClient();
    server.setQueryData(['menu'], [{ id: 1, display_name: 'Beranda' }]);
    const html = ssrDataScript('shell', payload(dehydrate(server)));
    const block = JSON.parse(html.slice(html.indexOf('>') + 1, -'</script>'.length)) as {
      queries: unknown[];
    };
    expect(block.queries).toEqual([{ k: ['menu'], d: [{ id: 1, display_name: 'Beranda' }], t: expect.any(Number) }]);

    document.body.innerHTML = html;
    const browser = new QueryClient();
    hydrate(browser, takeSsrData('shell')!.queries);
    expect(browser.getQueryState(['menu'])).toMatchObject({
      status: 'success',
      fetchStatus: 'idle',
      data: [{ id: 1, display_name: 'Beranda' }],
      dataUpdatedAt: server.getQueryState(['menu'])?.dataUpdatedAt,
      isInvalidated: false,
    });
    // The same key, the same query: the cache finds it by its hash.
    expect(browser.getQueryCache().find({ queryKey: ['menu'], exact: true })?.queryHash).toBe('["menu"]');
  });

  it('keeps an infinite query infinite, and leaves out a query that failed or is still loading', async () => {
    const server = new QueryClient();
    await server.prefetchInfiniteQuery({
      queryKey: ['doctors'],
      queryFn: ({ pageParam }) => Promise.resolve({ page: pageParam }),
      initialPageParam: 1,
      getNextPageParam: (last: { page: number }) => last.page + 1,
    });
    await server.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) });
    void server.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
    document.body.innerHTML = ssrDataScript(
      'mf-doctors',
      payload(dehydrate(server, { shouldDehydrateQuery: () => true })),
    );
    const browser = new QueryClient();
    hydrate(browser, takeSsrData('mf-doctors')!.queries);
    expect(browser.getQueryData(['doctors'])).toEqual({ pages: [{ page: 1 }], pageParams: [1] });
    const query = browser.getQueryCache().find({ queryKey: ['doctors'] }) as unknown as { queryType?: string };
    expect(query.queryType).toBe('infinite');
    expect(browser.getQueryState(['broken'])).toBeUndefined();
    expect(browser.getQueryState(['slow'])).toBeUndefined();
  });

  it('is a JSON block, not a script the CSP would have to allow, named by the app', () => {
    document.body.innerHTML = ssrDataScript('mf-doctors', payload());
    const element = document.getElementById(ssrDataId('mf-doctors'));
    expect(element?.tagName).toBe('SCRIPT');
    expect(element).toHaveAttribute('type', 'application/json');
    expect(ssrDataId('shell')).toBe('ssr-data-shell');
  });

  it('escapes <, so data cannot close the element or open another', () => {
    const server = new QueryClient();
    const hostile = '</script><script>alert(1)</script><!--';
    server.setQueryData(['article'], { title: hostile });
    const html = ssrDataScript('mf-content', payload(dehydrate(server)));
    expect(html.indexOf('</script>')).toBe(html.length - '</script>'.length);
    expect(html).not.toContain('<!--');

    document.body.innerHTML = html;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    const browser = new QueryClient();
    hydrate(browser, takeSsrData('mf-content')!.queries);
    expect(browser.getQueryData(['article'])).toEqual({ title: hostile });
  });

  it('is taken once: a later mount finds nothing and renders afresh', () => {
    document.body.innerHTML = ssrDataScript('mf-doctors', payload());
    expect(takeSsrData('mf-doctors')).not.toBeNull();
    expect(document.getElementById('ssr-data-mf-doctors')).toBeNull();
    expect(takeSsrData('mf-doctors')).toBeNull();
  });

  it("leaves other apps' blocks alone", () => {
    document.body.innerHTML = ssrDataScript('shell', payload()) + ssrDataScript('mf-doctors', payload());
    takeSsrData('mf-doctors');
    expect(takeSsrData('shell')).not.toBeNull();
  });

  it('gives null, and says so, for a block that is not JSON', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<script type="application/json" id="ssr-data-mf-doctors">{"version":</script>';
    expect(takeSsrData('mf-doctors')).toBeNull();
    expect(error).toHaveBeenCalledWith('[mf-doctors] unreadable server data', expect.any(SyntaxError));
    error.mockRestore();
  });
});

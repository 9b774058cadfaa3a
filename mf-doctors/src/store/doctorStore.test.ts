import type { Doctor, DoctorQuery, ListResult } from '@hospital/api-client';
import { makeDoctor } from '../testing/fixtures';
import { createDoctorStore, type FetchDoctors } from './doctorStore';

interface Call {
  query: DoctorQuery;
  signal: AbortSignal;
  resolve: (page: ListResult<Doctor>) => void;
  reject: (error: unknown) => void;
}

/** A fetcher whose answers the test releases one by one. */
function controlledFetcher() {
  const calls: Call[] = [];
  const fetchDoctors: FetchDoctors = (query, { signal }) =>
    new Promise((resolve, reject) => calls.push({ query, signal, resolve, reject }));
  return { calls, fetchDoctors };
}

const doctors = (count: number, firstId = 1) =>
  Array.from({ length: count }, (_, i) => makeDoctor({ id: firstId + i, name: `dr. ${firstId + i}` }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('doctor store: loading flag (SPEC 4)', () => {
  it('turns loading on before the fetch and off after success', async () => {
    const { calls, fetchDoctors } = controlledFetcher();
    const store = createDoctorStore(fetchDoctors, { pageSize: 3 });
    expect(store.getState().loading).toBe(false);

    const done = store.getState().search({ company_id: 1 });
    expect(store.getState().loading).toBe(true);
    expect(calls).toHaveLength(1);

    calls[0].resolve({ results: doctors(2), count: 2 });
    await done;
    expect(store.getState().loading).toBe(false);
    expect(store.getState().doctors.map((d) => d.id)).toEqual([1, 2]);
    expect(store.getState().error).toBeNull();
  });

  it('turns loading off after a failure, keeps the query and records the error', async () => {
    const { calls, fetchDoctors } = controlledFetcher();
    const store = createDoctorStore(fetchDoctors, { pageSize: 3 });
    const done = store.getState().search({ poli_id: 2461 });
    expect(store.getState().loading).toBe(true);
    const failure = new Error('network');
    calls[0].reject(failure);
    await done;
    expect(store.getState().loading).toBe(false);
    expect(store.getState().error).toBe(failure);
    expect(store.getState().failedPage).toBe('first');
    expect(store.getState().query).toEqual({ poli_id: 2461 });
  });
});

describe('doctor store: listing by poli clears the list first, then fills it (SPEC 4)', () => {
  it('empties the previous list while the new poli loads', async () => {
    const { calls, fetchDoctors } = controlledFetcher();
    const store = createDoctorStore(fetchDoctors, { pageSize: 3 });
    const first = store.getState().search({ poli_id: 2461 });
    calls[0].resolve({ results: doctors(2), count: 2 });
    await first;
    expect(store.getState().doctors).toHaveLength(2);

    const second = store.getState().search({ poli_id: 2462 });
    expect(store.getState().doctors).toEqual([]);
    expect(store.getState().count).toBe(0);
    expect(store.getState().loading).toBe(true);
    expect(calls[1].query).toMatchObject({ poli_id: 2462, offset: 0, limit: 3 });

    calls[1].resolve({ results: doctors(1, 50), count: 1 });
    await second;
    expect(store.getState().doctors.map((d) => d.id)).toEqual([50]);
  });
});

describe('doctor store: load-more flag (SPEC 4)', () => {
  it('is on when a full page came back and off after a partial one; pages are appended', async () => {
    const { calls, fetchDoctors } = controlledFetcher();
    const store = createDoctorStore(fetchDoctors, { pageSize: 3 });
    const first = store.getState().search({});
    calls[0].resolve({ results: doctors(3), count: 5 });
    await first;
    expect(store.getState().hasMore).toBe(true);

    const more = store.getState().loadMore();
    expect(calls[1].query).toMatchObject({ offset: 3, limit: 3 });
    expect(store.getState().doctors).toHaveLength(3);
    calls[1].resolve({ results: doctors(2, 4), count: 5 });
    await more;
    expect(store.getState().hasMore).toBe(false);
    expect(store.getState().doctors.map((d) => d.id)).toEqual([1, 2, 3, 4, 5]);

    await store.getState().loadMore();
    expect(calls).toHaveLength(2);
  });

  it('keeps the list when a further page fails, and retry asks for that page again', async () => {
    const { calls, fetchDoctors } = controlledFetcher();
    const store = createDoctorStore(fetchDoctors, { pageSize: 2 });
    const first = store.getState().search({ day: 1 });
    calls[0].resolve({ results: doctors(2), count: 4 });
    await first;
    const more = store.getState().loadMore();
    calls[1].reject(new Error('offline'));
    await more;
    expect(store.getState().failedPage).toBe('more');
    expect(store.getState().doctors).toHaveLength(2);

    const retry = store.getState().retry();
    expect(calls[2].query).toMatchObject({ day: 1, offset: 2 });
    calls[2].resolve({ results: doctors(2, 3), count: 4 });
    await retry;
    expect(store.getState().doctors.map((d) => d.id)).toEqual([1, 2, 3, 4]);
    expect(store.getState().error).toBeNull();
  });
});

describe('doctor store: concurrent searches', () => {
  it('aborts the older request and ignores its late answer', async () => {
    const { calls, fetchDoctors } = controlledFetcher();
    const store = createDoctorStore(fetchDoctors, { pageSize: 3 });
    void store.getState().search({ name: 'bu' });
    const latest = store.getState().search({ name: 'budi' });
    expect(calls[0].signal.aborted).toBe(true);

    calls[1].resolve({ results: doctors(1, 9), count: 1 });
    await latest;
    calls[0].resolve({ results: doctors(3), count: 3 });
    calls[0].reject(new Error('aborted'));
    await flush();
    expect(store.getState().doctors.map((d) => d.id)).toEqual([9]);
    expect(store.getState().loading).toBe(false);
    expect(store.getState().error).toBeNull();
  });

  it('does not search again for the same key while the answer is fresh (back navigation)', async () => {
    const { calls, fetchDoctors } = controlledFetcher();
    let now = 1_000;
    const store = createDoctorStore(fetchDoctors, { pageSize: 3, now: () => now });
    const first = store.getState().search({ company_id: 2 }, 'k');
    calls[0].resolve({ results: doctors(1), count: 1 });
    await first;
    await store.getState().search({ company_id: 2 }, 'k');
    expect(calls).toHaveLength(1);

    now += 10 * 60_000;
    void store.getState().search({ company_id: 2 }, 'k');
    expect(calls).toHaveLength(2);
  });
});

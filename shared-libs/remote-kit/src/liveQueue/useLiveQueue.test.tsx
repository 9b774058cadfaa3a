import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@hospital/query';
import { createApiClient, type LiveQueueSession, type LiveQueueSnapshot } from '@hospital/api-client';
import { fakeRoutes, itemAnswer } from '@hospital/api-client/testing';
import { ApiProvider } from '../data/ApiContext';
import { createQueryClient } from '../data/queryClient';
import { newerSnapshot, useLiveQueue } from './useLiveQueue';

/** Just enough of the browser's EventSource: the test opens, fails and feeds it. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  private listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function session(version: number, nowServing: number): LiveQueueSession {
  return {
    session_id: 7,
    visit_date: '2026-11-23',
    company_id: 1,
    doctor: { id: 1, name: 'dr. A' },
    poli: { id: 1, name: 'Poli Anak' },
    start_time: '09:00',
    end_time: '12:00',
    quota: 10,
    now_serving: nowServing,
    waiting: [5, 6],
    observed_minutes_per_patient: null,
    planned_minutes_per_patient: 18,
    late_minutes: null,
    cancelled: false,
    version,
  };
}
const snapshot = (version: number, nowServing: number): LiveQueueSnapshot => ({
  sessions: [session(version, nowServing)],
  at: '2026-11-23T10:00:00+07:00',
});

describe('useLiveQueue (issue 18)', () => {
  let reads = 0;
  beforeEach(() => {
    reads = 0;
    FakeEventSource.opened = [];
    (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  });

  function render() {
    const client = createApiClient({
      adapter: fakeRoutes({
        'GET queue/now': () => {
          reads += 1;
          return itemAnswer(snapshot(reads, reads));
        },
      }).adapter,
    });
    const queryClient = createQueryClient('browser');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider client={client}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiProvider>
    );
    return renderHook(() => useLiveQueue({ session: 7 }), { wrapper });
  }

  it('reads the state, then follows the stream; says when the stream dropped, and when it is back', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.data?.sessions[0].now_serving).toBe(1));
    const [source] = FakeEventSource.opened;
    expect(source.url).toBe('/api/queue/live?session=7');
    act(() => source.emit('open'));
    expect(result.current.connection).toBe('live');
    act(() => source.emit('queue', snapshot(5, 4)));
    expect(result.current.data?.sessions[0].now_serving).toBe(4);
    act(() => source.emit('error'));
    expect(result.current.connection).toBe('reconnecting');
    // A state older than the one shown (a slow server) never replaces it: figures do not go back.
    act(() => source.emit('queue', snapshot(3, 2)));
    expect(result.current.data?.sessions[0].now_serving).toBe(4);
    expect(result.current.connection).toBe('live');
  });

  it('a phone waking up reads the state again and reopens a stream the browser gave up', async () => {
    const { result } = render();
    await waitFor(() => expect(reads).toBe(1));
    FakeEventSource.opened[0].close();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(reads).toBe(2));
    expect(FakeEventSource.opened).toHaveLength(2);
    await waitFor(() => expect(result.current.data?.sessions[0].version).toBe(2));
  });

  it('newerSnapshot keeps the newest per session', () => {
    expect(newerSnapshot(undefined, snapshot(1, 1))).toBe(true);
    expect(newerSnapshot(snapshot(4, 4), snapshot(3, 3))).toBe(false);
    expect(newerSnapshot(snapshot(4, 4), snapshot(4, 4))).toBe(true);
  });
});

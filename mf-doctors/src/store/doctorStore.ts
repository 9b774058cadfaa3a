import { create } from 'zustand';
import type { Doctor, DoctorQuery, ListResult } from '@hospital/api-client';
import { hasMore } from '@hospital/domain/src/constants';
import { doctorsApi } from '../api/doctorsApi';
import { DOCTOR_PAGE_SIZE, RESULTS_FRESH_MS } from '../config/constants';

export type FetchDoctors = (query: DoctorQuery, call: { signal: AbortSignal }) => Promise<ListResult<Doctor>>;

/** SPEC 3: the doctor module holds a doctor list and a loading flag (plus what paging needs). */
export interface DoctorState {
  doctors: Doctor[];
  /** Total matching doctors according to the API. */
  count: number;
  /** SPEC 4: on before a fetch, off after success or failure. */
  loading: boolean;
  /** SPEC 4: on when the last page came back full. */
  hasMore: boolean;
  error: unknown;
  /** Which request failed: the first page (the list is empty) or a further one (the list stays). */
  failedPage: 'first' | 'more' | null;
  /** Identifies the current search: its query plus whatever else changes the answer (language). */
  key: string | null;
  query: DoctorQuery | null;
  fetchedAt: number;
  /**
   * A new search. SPEC 4: the list is cleared first, then filled (listing by poli is one such search).
   * The same key asked again while its answer is fresh keeps the list as it is (back navigation).
   */
  search: (query: DoctorQuery, key?: string) => Promise<void>;
  loadMore: () => Promise<void>;
  /** Repeats the failed request with the same filters. */
  retry: () => Promise<void>;
}

const INITIAL = {
  doctors: [] as Doctor[],
  count: 0,
  loading: false,
  hasMore: false,
  error: null as unknown,
  failedPage: null,
  key: null,
  query: null,
  fetchedAt: 0,
};

export function createDoctorStore(
  fetchDoctors: FetchDoctors,
  { pageSize = DOCTOR_PAGE_SIZE, now = Date.now }: { pageSize?: number; now?: () => number } = {},
) {
  return create<DoctorState>()((set, get) => {
    let inFlight: AbortController | null = null;

    async function fetchPage(query: DoctorQuery, offset: number): Promise<void> {
      // Only the newest request may write: an older one is aborted and its answer ignored.
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      set({ loading: true, error: null, failedPage: null });
      try {
        const page = await fetchDoctors({ ...query, offset, limit: pageSize }, { signal: controller.signal });
        if (inFlight !== controller) return;
        set((state) => ({
          doctors: offset === 0 ? page.results : [...state.doctors, ...page.results],
          count: page.count,
          hasMore: hasMore(page.results.length, pageSize),
          loading: false,
          fetchedAt: now(),
        }));
      } catch (error) {
        if (inFlight !== controller) return;
        // SPEC 8 only logs a failed load; the page also shows a retry.
        console.warn('[mf-doctors] doctor list failed to load', error);
        set({ loading: false, error, failedPage: offset === 0 ? 'first' : 'more' });
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    }

    return {
      ...INITIAL,
      search: (query, key = JSON.stringify(query)) => {
        const state = get();
        const fresh = state.loading || now() - state.fetchedAt < RESULTS_FRESH_MS;
        if (key === state.key && state.error === null && fresh) return Promise.resolve();
        set({ key, query, doctors: [], count: 0, hasMore: false, fetchedAt: 0 });
        return fetchPage(query, 0);
      },
      loadMore: () => {
        const { query, doctors, loading, hasMore: more } = get();
        if (!query || loading || !more) return Promise.resolve();
        return fetchPage(query, doctors.length);
      },
      retry: () => {
        const { query, failedPage, doctors } = get();
        if (!query) return Promise.resolve();
        return fetchPage(query, failedPage === 'more' ? doctors.length : 0);
      },
    };
  });
}

export type DoctorStore = ReturnType<typeof createDoctorStore>;

/** The app's one doctor store; the search uses `web/jadwal` (doctors with practice sessions). */
export const useDoctorStore = createDoctorStore((query, call) => doctorsApi().listSchedules(query, call));

import { useQuery } from '@hospital/query';
import { useApi } from '@hospital/remote-kit';
import { footerArticlesQuery, footerSpecialistsQuery } from '../data/queries';
import type { FooterEntry } from './footerEntries';

export { articleEntries, specialistsFromPolis, type FooterEntry } from './footerEntries';

export type LoadStatus = 'loading' | 'ready' | 'error';

function statusOf(query: { isPending: boolean; isError: boolean }): LoadStatus {
  return query.isError ? 'error' : query.isPending ? 'loading' : 'ready';
}

export function useFooterSpecialists(): { entries: FooterEntry[]; status: LoadStatus } {
  const query = useQuery(footerSpecialistsQuery(useApi()));
  return { entries: query.data ?? [], status: statusOf(query) };
}

export function useFooterArticles(): { entries: FooterEntry[]; status: LoadStatus } {
  const query = useQuery(footerArticlesQuery(useApi()));
  return { entries: query.data ?? [], status: statusOf(query) };
}

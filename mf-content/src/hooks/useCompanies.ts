import type { Company } from '@hospital/api-client';
import { contentApi } from '../api/contentApi';
import { useApiData, type DataResult } from './useApiData';
import { useLang } from './useLang';

// The two hospitals change rarely and several parts of a page need them: one request per language.
const cache = new Map<string, Promise<Company[]>>();

function loadCompanies(lang: string): Promise<Company[]> {
  let pending = cache.get(lang);
  if (!pending) {
    pending = contentApi()
      .listCompanies()
      .then((list) => list.results);
    pending.catch(() => cache.delete(lang));
    cache.set(lang, pending);
  }
  return pending;
}

/** The hospitals of the group (`web/company`), shared by every component of the page. */
export function useCompanies(): DataResult<Company[]> {
  const lang = useLang();
  return useApiData('companies', () => loadCompanies(lang));
}

import { useEffect, useMemo } from 'react';
import type { DoctorQuery } from '@hospital/api-client';
import { useLang } from '../../lib/lang';
import { useDoctorStore } from '../../store/doctorStore';

/**
 * Runs the store's search whenever the query or the language changes (doctor, poli and leave texts
 * come back translated). Returns the key that DoctorResults uses to recognise this search's list.
 */
export function useDoctorSearch(query: DoctorQuery | null): string {
  const lang = useLang();
  const search = useDoctorStore((s) => s.search);
  const key = useMemo(() => JSON.stringify({ query, lang }), [query, lang]);
  useEffect(() => {
    if (query) void search(query, key);
  }, [search, query, key]);
  return key;
}

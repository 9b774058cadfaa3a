import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@hospital/router';
import { EMPTY_FILTERS, parseFilters, writeFilters, type DoctorFilters } from './filters';

/**
 * The filters of `/appointment`, read from and written to the URL. Each change is a history entry,
 * so the back button steps back through the searches. Parameters that are not filters (`lang`) stay.
 */
export function useDoctorFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<DoctorFilters>) =>
      setParams((current) => writeFilters(current, { ...parseFilters(current), ...patch })),
    [setParams],
  );

  const reset = useCallback(() => setParams((current) => writeFilters(current, EMPTY_FILTERS)), [setParams]);

  return { filters, update, reset };
}

import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@hospital/router';
import { EMPTY_FILTERS, parseFilters, writeFilters, type DoctorFilters } from './filters';

/**
 * The filters of `/appointment`, read from and written to the URL. Each change is a history entry,
 * so the back button steps back through the searches. Parameters that are not filters (`lang`) stay.
 * `update` and `reset` are the same functions for the page's life (react-router's setter changes with
 * every URL), so what they are given to is not rendered again by a filter change (INP: docs/decisions.md, issue 25).
 */
export function useDoctorFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const setParamsRef = useRef(setParams);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
  });

  const update = useCallback(
    (patch: Partial<DoctorFilters>) =>
      setParamsRef.current((current) => writeFilters(current, { ...parseFilters(current), ...patch })),
    [],
  );

  const reset = useCallback(
    () => setParamsRef.current((current) => writeFilters(current, EMPTY_FILTERS)),
    [],
  );

  return { filters, update, reset };
}

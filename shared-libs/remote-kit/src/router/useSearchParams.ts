import { useCallback, useMemo } from 'react';
import { useHistory, useLocation } from './context';
import type { NavigateOptions } from './location';

/** What `new URLSearchParams()` accepts: a query string, a record, pairs, or URLSearchParams. */
export type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

export type SetSearchParams = (
  next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/**
 * The query of the current location, and a setter that navigates to the same path with a new query (the hash
 * is dropped, as React Router does). A function receives the query of the moment it runs, so several updates
 * in a row build on each other.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const history = useHistory();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(history.location().search)) : next;
      history.navigate(`?${new URLSearchParams(init)}`, options);
    },
    [history],
  );
  return [params, setParams];
}

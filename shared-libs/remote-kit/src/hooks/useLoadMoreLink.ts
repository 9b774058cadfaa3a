import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams } from '@hospital/router';
import { morePagesHref, withShownPages } from '../paging/shownPages';

export interface LoadMoreHref {
  /** The same page with one more page of the list (`?page=n+1`): where the link goes without scripts. */
  href: string;
  /** Writes the count of pages now shown into the URL (replacing the entry: no new history step). */
  record: (pages: number) => void;
}

/**
 * The "load more" link of a list showing `shown` pages (docs/decisions.md, issue 25). `record` is the same
 * function for the page's life, like the filters' setters (react-router's setter changes with every URL).
 */
export function useLoadMoreLink(shown: number): LoadMoreHref {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const setParamsRef = useRef(setParams);
  const mounted = useRef(false);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
  });
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const record = useCallback((pages: number) => {
    // A page that arrives after the list went (another page, a new search) says nothing of the URL now.
    if (mounted.current) setParamsRef.current((current) => withShownPages(current, pages), { replace: true });
  }, []);
  return { href: morePagesHref(pathname, params, shown), record };
}

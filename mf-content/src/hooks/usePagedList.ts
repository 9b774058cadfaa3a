import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListResult } from '@hospital/api-client';
import { appendPage, emptyPagedList, type PagedList } from '../lib/pagedList';
import { isAbortError } from '../lib/apiErrors';
import { useLang } from './useLang';

export type PageLoader<T> = (
  page: { offset: number; limit: number },
  signal: AbortSignal,
) => Promise<ListResult<T>>;

export interface PagedListState<T> extends PagedList<T> {
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  /** A load-more that failed: the items stay, the button offers to try again. */
  moreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A list read page by page with "load more" (SPEC 4 and 9 page sizes). The first page reloads when
 * `key` (e.g. a category) or the language changes; later pages are appended.
 */
export function usePagedList<T>(key: string, pageSize: number, loadPage: PageLoader<T>): PagedListState<T> {
  const lang = useLang();
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<PagedList<T>>(emptyPagedList);
  const [status, setStatus] = useState<PagedListState<T>['status']>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    setList(emptyPagedList());
    setMoreFailed(false);
    loadRef.current({ offset: 0, limit: pageSize }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setList(appendPage(emptyPagedList<T>(), page, pageSize));
        setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        console.warn('[mf-content] list load failed', key, error);
        setStatus('error');
      },
    );
    return () => {
      controller.abort();
      moreController.current?.abort();
    };
  }, [key, lang, pageSize, attempt]);

  const loadMore = useCallback(() => {
    if (loadingMore) return;
    const controller = new AbortController();
    moreController.current = controller;
    setLoadingMore(true);
    setMoreFailed(false);
    loadRef.current({ offset: list.nextOffset, limit: pageSize }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setList((current) => appendPage(current, page, pageSize));
        setLoadingMore(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        console.warn('[mf-content] load more failed', key, error);
        setLoadingMore(false);
        setMoreFailed(true);
      },
    );
  }, [key, list.nextOffset, loadingMore, pageSize]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...list, status, loadingMore, moreFailed, loadMore, retry };
}

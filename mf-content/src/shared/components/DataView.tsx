import type { ReactNode } from 'react';
import { usePageHead, type PageHead } from '@hospital/remote-kit';
import { LoadError } from './LoadError';
import { NotFound } from './NotFound';
import { LoadingRegion } from './Skeletons';
import { useT } from './useT';

/** What DataView reads of a query (`useQuery`'s or `useInfiniteQuery`'s result). */
export interface QueryView<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DataViewProps<T> {
  result: QueryView<T | null>;
  /** Skeleton with the size of the content it stands for. */
  skeleton: ReactNode;
  /** The content; it sets the page's head from the data. */
  children: (data: T) => ReactNode;
  /** Head while loading or after a failure (the content and the 404 panel set their own). */
  fallbackHead?: PageHead;
  /** Whole-page data: a failure owns the page's h1. */
  page?: boolean;
}

/**
 * Loading → skeleton, unknown item (null) → 404 panel, failure → error with retry, else the content.
 * Data already in the cache (the server's) renders at once, so the server's HTML has the content.
 */
export function DataView<T>({ result, skeleton, children, fallbackHead, page = false }: DataViewProps<T>) {
  const t = useT();
  const { data } = result;
  // One head per state (docs/architecture.md §2b): this one only while there is no data to say more.
  usePageHead(data === undefined ? (fallbackHead ?? null) : null);
  if (data === null) return <NotFound />;
  if (data !== undefined) return <>{children(data)}</>;
  if (result.isError) {
    return (
      <LoadError
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
        headingLevel={page ? 1 : 2}
      />
    );
  }
  return <LoadingRegion label={t('common:loading')}>{skeleton}</LoadingRegion>;
}

import { LoadMoreButton, type LoadMoreButtonProps } from '@hospital/ui';
import { useInteractive } from '../hooks/useInteractive';
import { useLoadMoreLink } from '../hooks/useLoadMoreLink';
import { MAX_SHOWN_PAGES } from './shownPages';

/** What the link reads of `useInfiniteQuery`'s `fetchNextPage` answer. */
export interface NextPageResult {
  isError: boolean;
  data?: { pages: readonly unknown[] } | undefined;
}

export interface LoadMoreLinkProps extends Omit<LoadMoreButtonProps, 'href' | 'onLoadMore'> {
  /** Pages of the list shown now. */
  shown: number;
  /** The infinite query's `fetchNextPage`. */
  fetchNextPage: () => Promise<NextPageResult>;
}

/**
 * "Load more" of a paged list whose server prefetch reads `?page=` (shownPages): a link to the same page
 * with one more page before the scripts run and without them; with them, the next page loads in place and
 * its count is written into the URL, so a reload or a shared link shows the same items (docs/decisions.md,
 * issue 25). A component of its own, so that only it follows the URL: a list memoised against URL changes
 * (the doctor search) stays so.
 */
export function LoadMoreLink({ shown, fetchNextPage, ...button }: LoadMoreLinkProps) {
  const { href, record } = useLoadMoreLink(shown);
  const interactive = useInteractive();
  // Past the most pages the server renders, following the link would show the same pages again: only
  // the browser's script can load more, so the server's HTML has no link that would do nothing.
  if (shown >= MAX_SHOWN_PAGES && !interactive) return null;
  const loadMore = async () => {
    const next = await fetchNextPage();
    if (!next.isError && next.data) record(next.data.pages.length);
  };
  return <LoadMoreButton {...button} href={href} onLoadMore={() => void loadMore()} />;
}

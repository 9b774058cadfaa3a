import { useRef, type ReactNode } from 'react';
import type { InfiniteData } from '@hospital/query';
import type { ListResult } from '@hospital/api-client';
import { LoadMoreLink, pageStartId, type NextPageResult } from '@hospital/remote-kit';
import { Alert, EmptyState } from '@hospital/ui';
import { CardGrid } from './CardGrid';
import { LoadError } from './LoadError';
import { CardGridSkeleton, LoadingRegion } from './Skeletons';
import { useT } from './useT';
import styles from './ListWithLoadMore.module.css';

/** What the list reads of `useInfiniteQuery`'s result over a paged API list. */
export interface PagedQueryView<T> {
  data: InfiniteData<ListResult<T>, unknown> | undefined;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<NextPageResult>;
  refetch: () => unknown;
}

export interface ListWithLoadMoreProps<T> {
  list: PagedQueryView<T>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Items to leave out whatever the API sent (offsets still count them, so no page is skipped). */
  visible?: (item: T) => boolean;
  pageSize: number;
  columns?: 2 | 3 | 4;
  emptyTitle: string;
  label: string;
  withImage?: boolean;
}

/** A paged list: skeleton first, then the items, and "Load more" while the last page came back full. */
export function ListWithLoadMore<T>({
  list,
  itemKey,
  renderItem,
  visible,
  pageSize,
  columns = 3,
  emptyTitle,
  label,
  withImage = true,
}: ListWithLoadMoreProps<T>) {
  const t = useT();
  const endRef = useRef<HTMLParagraphElement>(null);
  if (!list.data) {
    if (list.isError) return <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
    return (
      <LoadingRegion label={t('common:loading')}>
        <CardGridSkeleton count={pageSize} columns={columns} withImage={withImage} />
      </LoadingRegion>
    );
  }
  const { pages } = list.data;
  // Where each page after the first starts (its first item shown): the "load more" link's fragment.
  const starts = new Map<T, string>();
  const items: T[] = [];
  pages.forEach((page, index) => {
    const shown = visible ? page.results.filter(visible) : page.results;
    if (index > 0 && shown.length > 0) starts.set(shown[0], pageStartId(index + 1));
    items.push(...shown);
  });
  if (items.length === 0) return <EmptyState title={emptyTitle} headingLevel={2} />;
  const total = pages.at(-1)?.count ?? items.length;
  return (
    <div className={styles.list}>
      <CardGrid
        items={items}
        itemKey={itemKey}
        itemId={(item) => starts.get(item)}
        renderItem={renderItem}
        columns={columns}
        label={label}
      />
      <p className={styles.count} ref={endRef} tabIndex={-1} data-testid="list-count">
        {t('list.showing', { shown: items.length, total })}
      </p>
      {list.isFetchNextPageError && <Alert variant="error">{t('common:error.description')}</Alert>}
      <LoadMoreLink
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        shown={pages.length}
        fetchNextPage={list.fetchNextPage}
        label={t('common:actions.loadMore')}
        loadingLabel={t('common:loading')}
        focusWhenDoneRef={endRef}
      />
    </div>
  );
}

import { useRef, type ReactNode } from 'react';
import { Alert, EmptyState, LoadMoreButton } from '@hospital/ui';
import type { PagedListState } from '../hooks/usePagedList';
import { CardGrid } from './CardGrid';
import { LoadError } from './LoadError';
import { CardGridSkeleton, LoadingRegion } from './Skeletons';
import { useT } from './useT';
import styles from './ListWithLoadMore.module.css';

export interface ListWithLoadMoreProps<T> {
  list: PagedListState<T>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
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
  pageSize,
  columns = 3,
  emptyTitle,
  label,
  withImage = true,
}: ListWithLoadMoreProps<T>) {
  const t = useT();
  const endRef = useRef<HTMLParagraphElement>(null);
  if (list.status === 'loading') {
    return (
      <LoadingRegion label={t('common:loading')}>
        <CardGridSkeleton count={pageSize} columns={columns} withImage={withImage} />
      </LoadingRegion>
    );
  }
  if (list.status === 'error') return <LoadError onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState title={emptyTitle} headingLevel={2} />;
  return (
    <div className={styles.list}>
      <CardGrid
        items={list.items}
        itemKey={itemKey}
        renderItem={renderItem}
        columns={columns}
        label={label}
      />
      <p className={styles.count} ref={endRef} tabIndex={-1} data-testid="list-count">
        {t('list.showing', { shown: list.items.length, total: list.total })}
      </p>
      {list.moreFailed && <Alert variant="error">{t('common:error.description')}</Alert>}
      <LoadMoreButton
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoadMore={list.loadMore}
        label={t('common:actions.loadMore')}
        loadingLabel={t('common:loading')}
        focusWhenDoneRef={endRef}
      />
    </div>
  );
}

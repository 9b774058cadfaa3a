import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Button } from '../Button/Button';
import { cx } from '../../utils/cx';
import styles from './LoadMoreButton.module.css';

export interface LoadMoreButtonProps {
  /** docs/product-rules.md §4: true while the last page came back full. When false the button is not rendered. */
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => void;
  /** 'Muat lebih banyak' / 'Load more'. */
  label: string;
  /** Announced while loading ('Memuat…' / 'Loading…'). */
  loadingLabel?: string;
  /**
   * Where focus goes when the last page arrives and the button disappears while focused
   * (otherwise focus would fall back to the top of the page). E.g. the list's heading.
   */
  focusWhenDoneRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/** "Load more" for paged lists: stays focusable while loading so keyboard users keep their place. */
export function LoadMoreButton({
  hasMore,
  loading = false,
  onLoadMore,
  label,
  loadingLabel,
  focusWhenDoneRef,
  className,
}: LoadMoreButtonProps) {
  const activated = useRef(false);

  useLayoutEffect(() => {
    if (!hasMore) return;
    return () => {
      // The button has just been removed; if it took the focus with it, hand focus on.
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (activated.current && focusLost) focusLatest(focusWhenDoneRef);
      activated.current = false;
    };
  }, [hasMore, focusWhenDoneRef]);

  if (!hasMore) return null;
  return (
    <div className={cx(styles.root, className)}>
      <Button
        variant="secondary"
        loading={loading}
        onClick={() => {
          activated.current = true;
          onLoadMore();
        }}
        className={styles.button}
      >
        {label}
      </Button>
      <span role="status" className={styles.status}>
        {loading ? loadingLabel : ''}
      </span>
    </div>
  );
}

/** Reads the ref when called: the target is whatever it points to once the last page has rendered. */
function focusLatest(ref: RefObject<HTMLElement | null> | undefined): void {
  ref?.current?.focus();
}

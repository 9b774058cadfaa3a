import { useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { buttonClassName, buttonStyles } from '../Button/buttonClassName';
import { cx } from '../../utils/cx';
import { isPlainLeftClick, useSiteHref } from '../../utils/navigation';
import linkStyles from '../ButtonLink/ButtonLink.module.css';
import styles from './LoadMoreButton.module.css';

export interface LoadMoreButtonProps {
  /** docs/product-rules.md §4: true while the last page came back full. When false the link is not rendered. */
  hasMore: boolean;
  loading?: boolean;
  /**
   * The same page showing one more page of the list (a site path, e.g. `/news?page=2#page-2`): where the
   * link goes before the scripts run and without them, the server rendering that many pages.
   */
  href: string;
  /** Loads the next page in place: a plain click on the link once the scripts run (no page load). */
  onLoadMore: () => void;
  /** 'Muat lebih banyak' / 'Load more'. */
  label: string;
  /** Announced while loading ('Memuat…' / 'Loading…'). */
  loadingLabel?: string;
  /**
   * Where focus goes when the last page arrives and the link disappears while focused
   * (otherwise focus would fall back to the top of the page). E.g. the list's heading.
   */
  focusWhenDoneRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * "Load more" for paged lists, as a link styled as a button (docs/decisions.md, issue 25): it navigates
 * until the scripts run, and after they do a plain click loads the next page in place. It stays focusable
 * while loading so keyboard users keep their place; a click then is ignored.
 */
export function LoadMoreButton({
  hasMore,
  loading = false,
  href,
  onLoadMore,
  label,
  loadingLabel,
  focusWhenDoneRef,
  className,
}: LoadMoreButtonProps) {
  const activated = useRef(false);
  const toHref = useSiteHref();

  useLayoutEffect(() => {
    if (!hasMore) return;
    return () => {
      // The link has just been removed; if it took the focus with it, hand focus on.
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (activated.current && focusLost) focusLatest(focusWhenDoneRef);
      activated.current = false;
    };
  }, [hasMore, focusWhenDoneRef]);

  if (!hasMore) return null;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) opens the page with one more page, as without scripts.
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    if (loading) return;
    activated.current = true;
    onLoadMore();
  };

  return (
    <div className={cx(styles.root, className)}>
      <a
        href={toHref(href)}
        className={buttonClassName(
          { variant: 'secondary' },
          linkStyles.link,
          loading && buttonStyles.loading,
          styles.button,
        )}
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
        onClick={handleClick}
      >
        {loading && <span className={buttonStyles.spinner} aria-hidden="true" />}
        <span className={buttonStyles.content}>{label}</span>
      </a>
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

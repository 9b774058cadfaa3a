import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { handleLinkClick, useSiteHref, type NavigateHandler } from '../../utils/navigation';
import styles from './Breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Ignored on the last item, which is the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark ('Breadcrumb' / 'Navigasi halaman'). */
  label: string;
  onNavigate?: NavigateHandler;
  className?: string;
}

/** Trail of links to the parent pages; the last item is the current page (aria-current="page"). */
export function Breadcrumbs({ items, label, onNavigate, className }: BreadcrumbsProps) {
  const toHref = useSiteHref();
  if (items.length === 0) return null;
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={label} className={cx(styles.nav, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const href = item.href;
          return (
            <li key={index} className={styles.item}>
              {index > 0 && (
                <svg
                  className={styles.separator}
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M6 3l5 5-5 5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.75"
                    strokeLinecap="round"
                  />
                </svg>
              )}
              {index === lastIndex || !href ? (
                <span className={styles.current} aria-current={index === lastIndex ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <a
                  href={toHref(href)}
                  className={styles.link}
                  onClick={(event) => handleLinkClick(event, href, onNavigate)}
                >
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

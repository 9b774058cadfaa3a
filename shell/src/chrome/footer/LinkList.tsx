import { useId, type ReactNode } from 'react';
import { ChromeLink } from '../common/ChromeLink';
import type { LoadStatus } from './useFooterContent';
import styles from './SiteFooter.module.css';

export interface LinkListEntry {
  key: string;
  href: string;
  label: ReactNode;
}

/**
 * A titled list of footer links, then its "see all" link; while loading, skeleton lines hold the room
 * the links will take.
 */
export function LinkList({
  title,
  entries,
  status = 'ready',
  placeholderCount = 0,
  more,
}: {
  title: string;
  entries: readonly LinkListEntry[];
  status?: LoadStatus;
  placeholderCount?: number;
  /** A last "see all" link, also the static fallback when the list could not be loaded. */
  more?: LinkListEntry;
}) {
  const headingId = useId();
  const loading = status === 'loading' && entries.length === 0;
  return (
    <section className={styles.column} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {loading && (
        <div className={styles.placeholder} aria-hidden="true">
          {Array.from({ length: placeholderCount }, (_, i) => (
            <span key={i} className={styles.skeleton} />
          ))}
        </div>
      )}
      {/* The "see all" link is there while loading too: the server renders a list it could not get in
          time as loading, and the footer's code (which would fetch it) comes only when the visitor turns
          to the footer, so that HTML may be all a visitor gets. */}
      <ul className={styles.links}>
        {!loading &&
          entries.map((entry) => (
            <li key={entry.key}>
              <ChromeLink href={entry.href} className={styles.link}>
                {entry.label}
              </ChromeLink>
            </li>
          ))}
        {more && (
          <li>
            <ChromeLink href={more.href} className={`${styles.link} ${styles.more}`}>
              {more.label}
            </ChromeLink>
          </li>
        )}
      </ul>
    </section>
  );
}

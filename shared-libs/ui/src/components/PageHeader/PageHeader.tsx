import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Short introduction under the title. */
  lead?: ReactNode;
  /** A `<Breadcrumbs>` element, shown above the title. */
  breadcrumbs?: ReactNode;
  /** Buttons or links aligned with the title on wide screens, under it on phones. */
  actions?: ReactNode;
  className?: string;
}

/**
 * Top of a page: breadcrumbs, the single h1 and a lead. The h1 accepts programmatic focus
 * (tabIndex -1) so the shell can move focus to it after a client-side route change.
 */
export function PageHeader({ title, lead, breadcrumbs, actions, className }: PageHeaderProps) {
  return (
    <header className={cx(styles.header, className)}>
      {breadcrumbs}
      <div className={styles.row}>
        <div className={styles.text}>
          <h1 className={styles.title} tabIndex={-1}>
            {title}
          </h1>
          {lead && <div className={styles.lead}>{lead}</div>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from '@hospital/router';
import styles from './Section.module.css';

export interface SectionProps {
  title: string;
  lead?: ReactNode;
  /** "See all" link to the full list. */
  more?: { href: string; label: string };
  children: ReactNode;
  className?: string;
  tone?: 'plain' | 'tinted';
}

/** A titled block of a page (h2), labelled for assistive technology. */
export function Section({ title, lead, more, children, className, tone = 'plain' }: SectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${styles.section} ${styles[tone]} ${className ?? ''}`}>
      <div className={styles.head}>
        <div>
          <h2 id={id} className={styles.title} tabIndex={-1}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {more && (
          <Link to={more.href} className={styles.more}>
            {more.label}
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

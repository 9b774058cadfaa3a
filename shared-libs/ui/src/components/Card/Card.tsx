import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { handleLinkClick, useSiteHref, type NavigateHandler } from '../../utils/navigation';
import styles from './Card.module.css';

interface CardBaseProps {
  title?: ReactNode;
  /** Level that fits the page outline (cards in a list under an h2 use 3). */
  headingLevel?: 2 | 3 | 4;
  /** Makes the whole card clickable through its title link (one link, one tab stop). */
  href?: string;
  onNavigate?: NavigateHandler;
  /** Small text above the title, e.g. a category or date. */
  eyebrow?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  as?: 'article' | 'div' | 'li';
  className?: string;
}

/** Media needs its intrinsic size so the card reserves the space before the image loads (no layout shift). */
type CardMediaProps =
  | { media: ReactNode; mediaWidth: number; mediaHeight: number }
  | { media?: undefined; mediaWidth?: undefined; mediaHeight?: undefined };

export type CardProps = CardBaseProps & CardMediaProps;

export function Card({
  title,
  headingLevel = 3,
  href,
  onNavigate,
  eyebrow,
  children,
  footer,
  media,
  mediaWidth,
  mediaHeight,
  as: Tag = 'article',
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const toHref = useSiteHref();
  return (
    <Tag className={cx(styles.card, href && styles.linked, className)}>
      <div className={styles.body}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        {title && (
          <Heading className={styles.title}>
            {href ? (
              <a
                href={toHref(href)}
                className={styles.link}
                onClick={(event) => handleLinkClick(event, href, onNavigate)}
              >
                {title}
              </a>
            ) : (
              title
            )}
          </Heading>
        )}
        {children && <div className={styles.content}>{children}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
      {media && (
        <div className={styles.media} style={{ aspectRatio: `${mediaWidth} / ${mediaHeight}` }}>
          {media}
        </div>
      )}
    </Tag>
  );
}

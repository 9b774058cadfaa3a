import type { ReactNode } from 'react';
import { Link } from '@hospital/router';
import { ResponsiveImage } from '@hospital/ui';
import { MEDIA_HEIGHT, MEDIA_WIDTH } from '../lib/media';
import styles from './ItemCard.module.css';

export interface ItemCardProps {
  href: string;
  title: ReactNode;
  image?: string;
  /** Intrinsic size of the image (the API's pictures by default; logos and portraits are square). */
  imageWidth?: number;
  imageHeight?: number;
  eyebrow?: ReactNode;
  summary?: ReactNode;
  footer?: ReactNode;
  headingLevel?: 2 | 3;
  /** Eager, high-priority image for a card that is the page's largest element. */
  priority?: boolean;
  variant?: 'default' | 'compact' | 'horizontal';
}

/** One item of a list: picture, title link covering the card, summary and footer (price, date...). */
export function ItemCard({
  href,
  title,
  image,
  imageWidth = MEDIA_WIDTH,
  imageHeight = MEDIA_HEIGHT,
  eyebrow,
  summary,
  footer,
  headingLevel = 3,
  priority = false,
  variant = 'default',
}: ItemCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${styles.card} ${styles[variant]}`}>
      {/* The picture before the text in the HTML too: a page parsed in parts (a slow connection, a busy
          phone) shows its box first and adds the text after it, where a picture added above text already
          shown would push it down. It is decorative (alt ""): the title is still the first thing read. */}
      {image && (
        <div className={styles.media}>
          <ResponsiveImage
            src={image}
            alt=""
            width={imageWidth}
            height={imageHeight}
            fit="cover"
            fetchPriority={priority ? 'high' : undefined}
          />
        </div>
      )}
      <div className={styles.body}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.title}>
          <Link to={href} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {summary && <p className={styles.summary}>{summary}</p>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </article>
  );
}

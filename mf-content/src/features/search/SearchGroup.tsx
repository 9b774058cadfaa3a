import { Children, useId, type ReactNode } from 'react';
import { Link } from '@hospital/router';
import { ResponsiveImage } from '@hospital/ui';
import { Highlight } from '../../shared/components/Highlight';
import { PriceTag } from '../../shared/components/PriceTag';
import styles from './SearchGroup.module.css';

/** One kind of result (doctors, articles...) with its count; hidden when it has nothing. */
export function SearchGroup({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  const id = useId();
  if (count === 0 || Children.count(children) === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id} className={styles.title}>
        {title} <span className={styles.count}>({count})</span>
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

export function SearchHit({
  id,
  href,
  title,
  text,
  query,
  image,
  square = false,
  price,
}: {
  /** The hit's id in the page (where a page of results starts), if any. */
  id?: string;
  href: string;
  title: string;
  text: string;
  query: string;
  image?: string;
  square?: boolean;
  price?: number | null;
}) {
  return (
    <li id={id} className={styles.hit}>
      {image && (
        <ResponsiveImage
          src={image}
          alt=""
          width={square ? 64 : 112}
          height={64}
          fit="cover"
          className={square ? styles.avatar : styles.thumb}
        />
      )}
      <div className={styles.text}>
        <h3 className={styles.hitTitle}>
          <Link to={href} className={styles.link}>
            <Highlight text={title} query={query} />
          </Link>
        </h3>
        <p className={styles.snippet}>
          <Highlight text={text} query={query} />
        </p>
        {price !== undefined && price !== null && <PriceTag value={price} short />}
      </div>
    </li>
  );
}

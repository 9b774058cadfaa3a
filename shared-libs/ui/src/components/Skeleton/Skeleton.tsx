import type { CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import styles from './Skeleton.module.css';

type Length = number | string;

export interface SkeletonProps {
  /** `text` draws `lines` rows of text height; `circle` an avatar; `block` an image or card. */
  variant?: 'block' | 'text' | 'circle';
  /** Give the size of the content it stands for, so nothing moves when the content arrives. */
  width?: Length;
  height?: Length;
  /** For a `block` whose width is fluid (an image): reserve space by ratio, e.g. `'16 / 9'`. */
  aspectRatio?: string;
  /** Number of text rows (the last one is shorter, like a paragraph). */
  lines?: number;
  className?: string;
}

function toCss(length: Length | undefined): string | undefined {
  return typeof length === 'number' ? `${length}px` : length;
}

/**
 * Placeholder shape while content loads. Hidden from assistive technology: announce loading with
 * `aria-busy` on the region or a `Spinner`/`LiveRegion` instead.
 */
export function Skeleton({
  variant = 'block',
  width,
  height,
  aspectRatio,
  lines = 1,
  className,
}: SkeletonProps) {
  if (variant === 'text') {
    return (
      <span className={cx(styles.lines, className)} style={{ width: toCss(width) }} aria-hidden="true">
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span
            key={index}
            className={cx(styles.shape, styles.text)}
            style={{ height: toCss(height), width: lines > 1 && index === lines - 1 ? '60%' : undefined }}
          />
        ))}
      </span>
    );
  }
  const size = variant === 'circle' ? (width ?? height ?? 48) : undefined;
  const style: CSSProperties = {
    width: toCss(size ?? width ?? '100%'),
    height: toCss(size ?? height ?? (aspectRatio ? undefined : 120)),
    aspectRatio: size ? undefined : aspectRatio,
  };
  return <span className={cx(styles.shape, styles[variant], className)} style={style} aria-hidden="true" />;
}

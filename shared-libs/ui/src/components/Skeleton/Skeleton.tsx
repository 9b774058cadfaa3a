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

type Size = Partial<Record<'width' | 'height' | 'aspectRatio', string>>;

/**
 * The size is set through the CSSOM (a ref), never as a `style` attribute: a page rendered on the server
 * while its data is missing (the API down or slow, docs/architecture.md §2b) carries its skeletons in the HTML,
 * where the CSP (`style-src 'self'`) refuses style attributes, with an error in the console for each.
 * A ref is not part of the HTML; in the browser it applies before the first paint of a render.
 */
function sizeOf(size: Size) {
  return (element: HTMLElement | null) => {
    if (!element) return;
    element.style.width = size.width ?? '';
    element.style.height = size.height ?? '';
    element.style.aspectRatio = size.aspectRatio ?? '';
  };
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
      <span className={cx(styles.lines, className)} ref={sizeOf({ width: toCss(width) })} aria-hidden="true">
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span
            key={index}
            className={cx(styles.shape, styles.text)}
            ref={sizeOf({
              height: toCss(height),
              width: lines > 1 && index === lines - 1 ? '60%' : undefined,
            })}
          />
        ))}
      </span>
    );
  }
  const size = variant === 'circle' ? (width ?? height ?? 48) : undefined;
  const style: Size = {
    width: toCss(size ?? width ?? '100%'),
    height: toCss(size ?? height ?? (aspectRatio ? undefined : 120)),
    aspectRatio: size ? undefined : aspectRatio,
  };
  return (
    <span className={cx(styles.shape, styles[variant], className)} ref={sizeOf(style)} aria-hidden="true" />
  );
}

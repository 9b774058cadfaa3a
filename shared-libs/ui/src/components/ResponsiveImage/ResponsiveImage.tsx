import { forwardRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { cx } from '../../utils/cx';
import styles from './ResponsiveImage.module.css';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
> {
  src: string;
  /** Required: describe the picture, or '' when it is decorative. */
  alt: string;
  /** Intrinsic size, required so the browser reserves the space before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** 'high' for the LCP image (hero, doctor photo on a profile): also loads it eagerly. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Shown instead when `src` fails (e.g. a missing doctor photo). */
  fallbackSrc?: string;
  fit?: 'cover' | 'contain';
}

/** <img> with the performance defaults: lazy loading, async decoding, fixed aspect ratio. */
export const ResponsiveImage = forwardRef<HTMLImageElement, ResponsiveImageProps>(function ResponsiveImage(
  {
    src,
    alt,
    width,
    height,
    fetchPriority,
    loading,
    decoding = 'async',
    fallbackSrc,
    fit,
    className,
    onError,
    ...rest
  },
  ref,
) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = fallbackSrc !== undefined && failedSrc === src;

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (fallbackSrc && !showFallback) setFailedSrc(src);
    onError?.(event);
  };

  return (
    <img
      {...rest}
      ref={ref}
      src={showFallback ? fallbackSrc : src}
      alt={alt}
      width={width}
      height={height}
      loading={loading ?? (fetchPriority === 'high' ? 'eager' : 'lazy')}
      decoding={decoding}
      fetchPriority={fetchPriority}
      className={cx(styles.image, fit && styles[fit], className)}
      onError={handleError}
    />
  );
});

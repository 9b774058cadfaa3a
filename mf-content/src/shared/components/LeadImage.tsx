import { ResponsiveImage } from '@hospital/ui';
import { MEDIA_HEIGHT, MEDIA_WIDTH } from '../lib/media';
import styles from './LeadImage.module.css';

export interface LeadImageProps {
  src: string;
  /** '' (the default) when the h1 already says what the picture shows. */
  alt?: string;
  /** At most the reading width of the text under it (articles, content pages). */
  narrow?: boolean;
}

/** The wide 16:9 picture at the top of a detail page: usually its LCP, so it is fetched first. */
export function LeadImage({ src, alt = '', narrow = false }: LeadImageProps) {
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      width={MEDIA_WIDTH}
      height={MEDIA_HEIGHT}
      fetchPriority="high"
      className={narrow ? styles.narrow : styles.image}
    />
  );
}

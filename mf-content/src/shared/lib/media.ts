import type { HeadImage } from '@hospital/remote-kit';

/**
 * Intrinsic size of the API's pictures of articles, events, promotions, packages, videos, pages and
 * hospitals (api/src/media/svg.ts draws them 800×450); portraits and logos are square.
 */
export const MEDIA_WIDTH = 800;
export const MEDIA_HEIGHT = 450;

/** A picture of the API as the page's link-preview image, with the size previews need to lay it out. */
export function mediaHeadImage(url: string, alt?: string): HeadImage {
  return { url, width: MEDIA_WIDTH, height: MEDIA_HEIGHT, alt };
}

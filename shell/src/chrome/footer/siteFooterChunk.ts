import { createChunk } from '../lazy/createChunk';

/** The default layout's full footer with the newsletter form: below the fold. */
export const siteFooterChunk = createChunk(() => import('./SiteFooter'));

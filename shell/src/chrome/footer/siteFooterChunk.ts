import { lazyModule } from '@hospital/ui';

/** The default layout's full footer with the newsletter form: below the fold. */
export const siteFooterChunk = lazyModule(
  // Named: the page links this chunk's styles in its head (tooling/webpack app-config, `stylesOf`), as
  // the server renders the footer's HTML before its code arrives.
  () => import(/* webpackChunkName: "site-footer" */ './SiteFooter'),
);

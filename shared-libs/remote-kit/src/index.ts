// The browser side of the remote contract (docs/architecture.md §2): what every app uses to be a page of the site.
export { createRemoteApp } from './createRemoteApp';
export { RemoteTree, DEFAULT_ERROR_TEXTS } from './RemoteTree';
export { siteHref } from './siteHref';
export { RemoteRoutes, matchRemoteRoute, routePageMismatches } from './RemoteRoutes';
export { PageFallback } from './PageFallback';
export { lazyPage } from './lazyPage';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export type {
  Action,
  ActionContext,
  ActionResult,
  JsonValue,
  RemoteActions,
  RemoteState,
  PageComponent,
  PageLoader,
  Prefetch,
  PrefetchContext,
  RemoteDefinition,
  ShellProps,
} from './contract';
export { usePageMeta } from './hooks/usePageMeta';
export { useJakartaTime } from './hooks/useJakartaTime';
export { useInteractive } from './hooks/useInteractive';
export { LoadMoreLink } from './paging/LoadMoreLink';
export type { LoadMoreLinkProps, NextPageResult } from './paging/LoadMoreLink';
export {
  PAGES_PARAM,
  MAX_SHOWN_PAGES,
  shownPages,
  withShownPages,
  pageStartId,
  morePagesHref,
} from './paging/shownPages';
export { prefetchShownPages } from './paging/prefetchShownPages';
export type { PagedListSource, RangePage } from './paging/prefetchShownPages';
export { usePageHead } from './head/usePageHead';
export {
  usePageEnvironment,
  useHttpStatus,
  useRenderTime,
  useSiteOrigin,
  useActionData,
  useSiteAddress,
  Redirect,
  PageEnvironmentProvider,
} from './head/PageContext';
export type { PageEnvironment } from './head/PageContext';
export { headTags, documentTitle, absoluteUrl, SITE_NAME, SITE_LOGO, SITE_IMAGE } from './head/pageHead';
export { pageUrl, siteOrganization, postalAddress } from './head/structuredData';
export { medicalSpecialties, openingHoursSpecification, hospitalNode } from './head/hospitalStructuredData';
export type { SiteAddress } from './head/structuredData';
export { jsonForScript } from './data/jsonForScript';
export type { PageHead, HeadImage, HeadContext, HeadTag } from './head/pageHead';
export { headHtml, escapeHtml, HEAD_MARKER } from './head/headHtml';
export { applyHead } from './head/applyHead';
export { useApi, ApiProvider } from './data/ApiContext';
export { createQueryClient } from './data/queryClient';
export { companiesQuery, REFERENCE_FRESH_MS } from './data/referenceQueries';
export { notFoundAsNull } from './data/notFoundAsNull';
export { takeSsrData, ssrDataScript, ssrDataId } from './data/ssrData';
export type { SsrPayload } from './data/ssrData';

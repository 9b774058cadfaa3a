/*
 * The router of every app: react-router-dom (docs/architecture.md §5b), `SiteBrowserRouter` (its
 * `BrowserRouter` on a history that passes on only real changes) in the browser,
 * `StaticRouter` on the server (`@hospital/router/server`), `MemoryRouter` in tests
 * (`@hospital/router/testing`).
 *
 * Shared as this one Module Federation singleton rather than react-router-dom itself, because a shared
 * module cannot be tree-shaken: whole, react-router-dom is 28 KB gzip (v6) on every page; the part the
 * apps use, re-exported here, 8.6 KB. Version 6.30, not 7: the same declarative API costs 15.6 KB gzip
 * in v7 (its BrowserRouter alone is 14.6 KB), and the first-load budget of docs/decisions.md, issue 14 (200 KB for `/`)
 * has no room for the difference. Moving to 7 changes this package and ROUTER_FUTURE, not the apps.
 * Add an export here when an app needs one more (and raise this package's version).
 */
export {
  Routes,
  Route,
  Link,
  Navigate,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  matchRoutes,
  createSearchParams,
} from 'react-router-dom';
export type {
  LinkProps,
  NavigateFunction,
  NavigateOptions,
  Location,
  Params,
  SetURLSearchParams,
  URLSearchParamsInit,
} from 'react-router-dom';

export { ROUTER_FUTURE } from './future';
export { SiteBrowserRouter, createSiteHistory } from './SiteBrowserRouter';

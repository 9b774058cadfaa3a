/*
 * The router of every app: react-router-dom (ARCHITECTURE 5b), `BrowserRouter` in the browser and
 * `StaticRouter` on the server. This package is shared as one Module Federation singleton instead of
 * react-router-dom itself because a shared module cannot be tree-shaken: shared whole, react-router-dom
 * is about 66 KB gzip on every page; the part the apps use, re-exported here, is about 16 KB. Add an
 * export here when an app needs one more (and raise this package's version, see docs/architecture.md).
 */
export {
  BrowserRouter,
  MemoryRouter,
  StaticRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
  matchPath,
  matchRoutes,
  createSearchParams,
  generatePath,
} from 'react-router-dom';
export type {
  LinkProps,
  NavLinkProps,
  NavigateFunction,
  NavigateOptions,
  Location,
  Params,
  PathMatch,
  RouteObject,
  SetURLSearchParams,
  URLSearchParamsInit,
} from 'react-router-dom';

/*
 * The router of every app: react-router-dom (ARCHITECTURE 5b), `BrowserRouter` in the browser,
 * `StaticRouter` on the server (`@hospital/router/server`), `MemoryRouter` in tests
 * (`@hospital/router/testing`). This package is shared as one Module Federation singleton instead of
 * react-router-dom itself because a shared module cannot be tree-shaken: shared whole, react-router-dom
 * is about 66 KB gzip on every page; the part the apps use, re-exported here, about 14 KB. Add an
 * export here when an app needs one more (and raise this package's version).
 */
export {
  BrowserRouter,
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

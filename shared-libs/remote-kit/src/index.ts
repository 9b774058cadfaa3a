export { createRemoteApp } from './createRemoteApp';
export { RemoteRoutes, routePageMismatches } from './RemoteRoutes';
export { PageFallback } from './PageFallback';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export type { RemoteAppOptions, PageLoader, ShellProps } from './types';
export { useRequest } from './hooks/useRequest';
export type { RequestState } from './hooks/useRequest';
export { usePageMeta } from './hooks/usePageMeta';
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  createMemoryHistory,
} from './router';
export type {
  RouteProps,
  LinkProps,
  NavigateFunction,
  NavigateOptions,
  SearchParamsInit,
  SetSearchParams,
  RouterHistory,
  RouterLocation,
} from './router';

/*
 * Server data of every app: TanStack Query (docs/architecture.md §2b). Shared as this one Module Federation
 * singleton rather than @tanstack/react-query itself because a shared module cannot be tree-shaken:
 * whole, it is 13.7 KB gzip on every page; what the apps use, re-exported here, 11.2 KB, and every
 * byte counts against the first-load budget of docs/decisions.md, issue 14. `dehydrate` runs on the server only
 * (`@hospital/query/server`). Add an export here when an app needs one more.
 */
export {
  QueryClient,
  QueryClientProvider,
  useQuery,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  hydrate,
  hashKey,
  queryOptions,
  infiniteQueryOptions,
} from '@tanstack/react-query';
export type {
  DehydratedState,
  InfiniteData,
  QueryKey,
  UseInfiniteQueryResult,
  UseMutationResult,
  UseQueryResult,
} from '@tanstack/react-query';

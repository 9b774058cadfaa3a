import type { PageComponent, PageLoader } from './contract';

/**
 * A route's page for `pages.tsx` (docs/architecture.md §2): the component its module exports under
 * `name`, passed on as it is, so its `prefetch` (what the server loads before rendering it) comes with it.
 */
export function lazyPage<K extends string = 'default'>(
  load: () => Promise<Record<NoInfer<K>, PageComponent>>,
  name: K = 'default' as K,
): PageLoader {
  return () => load().then((module) => ({ default: module[name] }));
}

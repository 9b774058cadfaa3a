import { Children, isValidElement, useMemo, type ReactNode } from 'react';
// By file, not through the package entry: @hospital/registry is a Module Federation singleton provided by
// the shell, and a remote must not depend on the shell's build having this newer export.
import { matchPattern, type PatternMatch } from '@hospital/registry/src/matchPattern';
import { ParamsContext, useLocation } from './context';

export interface RouteProps {
  /** A React Router pattern: `/news/:slug`, `/doctor/:id?`, `/coe/*`, `*`. */
  path: string;
  element: ReactNode;
}

/** One route of `<Routes>`; renders nothing by itself. */
export function Route(_props: RouteProps): null {
  return null;
}

/**
 * Renders the element of the best matching `<Route>` (React Router's ranking; the first one on a tie) and
 * gives it the params for `useParams`; nothing when no route matches.
 */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const best = useMemo(() => {
    let found: (PatternMatch & { element: ReactNode }) | null = null;
    for (const route of Children.toArray(children)) {
      if (!isValidElement<RouteProps>(route)) continue;
      const match = matchPattern(route.props.path, pathname);
      if (match && (!found || match.score > found.score)) found = { ...match, element: route.props.element };
    }
    return found;
  }, [children, pathname]);
  return best && <ParamsContext.Provider value={best.params}>{best.element}</ParamsContext.Provider>;
}

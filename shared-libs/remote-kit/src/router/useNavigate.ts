import { useCallback, useEffect } from 'react';
import { useHistory } from './context';
import type { NavigateOptions } from './location';

export interface NavigateFunction {
  /** Goes to a path of the site (with query and hash if any). */
  (to: string, options?: NavigateOptions): void;
  /** Moves through the history: -1 is the back button. */
  (delta: number): void;
}

export function useNavigate(): NavigateFunction {
  const history = useHistory();
  return useCallback(
    (to: string | number, options?: NavigateOptions) =>
      typeof to === 'number' ? history.go(to) : history.navigate(to, options),
    [history],
  );
}

/** Navigates once rendered (a redirect); renders nothing. */
export function Navigate({ to, replace, state }: NavigateOptions & { to: string }): null {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

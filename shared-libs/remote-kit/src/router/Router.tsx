import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { browserHistory } from './browserHistory';
import { HistoryContext, LocationContext } from './context';
import type { RouterHistory } from './location';

/**
 * Provides a history's location to the hooks below. Location changes render in a transition, like
 * React Router's: while the next page's code downloads, the current page stays instead of the fallback.
 */
export function Router({ history, children }: { history: RouterHistory; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const sync = () => startTransition(() => setLocation(history.location()));
    sync();
    return history.subscribe(sync);
  }, [history]);
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}

/** The router of a mounted remote: follows the page's URL. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  return <Router history={browserHistory}>{children}</Router>;
}

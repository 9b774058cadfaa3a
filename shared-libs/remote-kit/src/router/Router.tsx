import { useLayoutEffect, useState, type ReactNode } from 'react';
import { browserHistory } from './browserHistory';
import { HistoryContext, LocationContext } from './context';
import type { RouterHistory } from './location';

/**
 * Provides a history's location to the hooks below. A location change renders at once, not in a
 * transition: the shell scrolls to the top as soon as the URL changes, and a page kept on screen while
 * the next one downloads would show its middle with its focused button out of view (the keyboard
 * booking test caught a Send button there). The page's fallback shows instead, at the top.
 */
export function Router({ history, children }: { history: RouterHistory; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const sync = () => setLocation(history.location());
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

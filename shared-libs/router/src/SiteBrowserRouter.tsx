import { createBrowserHistory, type BrowserHistory } from '@remix-run/router';
import { useState, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from './future';

/**
 * A browser history that tells its router only of a change. single-spa answers every `pushState` with a
 * `popstate` of its own, so that each app's router learns of the others' navigations. To the router that
 * made the push, that event names the location it has just rendered, as a "POP": a new location object,
 * so every reader of the location rendered again, a second time, before the browser painted the input's
 * answer (docs/decisions.md, "Issue 25 — one render per URL change").
 * A pop to another entry (the browser's Back, another app's navigation) always differs in its path or
 * in its history key, and is passed on.
 */
export function createSiteHistory(): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true });
  const listen = history.listen.bind(history);
  history.listen = (listener: Parameters<BrowserHistory['listen']>[0]) => {
    let last = history.location;
    return listen((update) => {
      const { location } = update;
      const echo =
        update.action === 'POP' &&
        location.key === last.key &&
        location.pathname === last.pathname &&
        location.search === last.search &&
        location.hash === last.hash;
      last = location;
      if (!echo) listener(update);
    });
  };
  return history;
}

/**
 * react-router-dom's `BrowserRouter`, on the history above: the router of each app in the browser
 * (its own history, as `BrowserRouter` makes one per router).
 */
export function SiteBrowserRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(createSiteHistory);
  return (
    <HistoryRouter basename={basename} history={history} future={ROUTER_FUTURE}>
      {children}
    </HistoryRouter>
  );
}

import { createContext, useContext } from 'react';
import type { PatternParams } from '@hospital/registry/src/matchPattern';
import type { RouterHistory, RouterLocation } from './location';

// Location and history in separate contexts, as in React Router: components that only navigate do not
// re-render when the location changes.
export const HistoryContext = createContext<RouterHistory | null>(null);
export const LocationContext = createContext<RouterLocation | null>(null);
export const ParamsContext = createContext<Readonly<PatternParams>>({});

function outsideRouter(): never {
  throw new Error('Used outside BrowserRouter/MemoryRouter');
}

export function useHistory(): RouterHistory {
  return useContext(HistoryContext) ?? outsideRouter();
}

export function useLocation(): RouterLocation {
  return useContext(LocationContext) ?? outsideRouter();
}

/** Params of the route pattern that matched in `<Routes>` (RemoteRoutes): `:name` segments and `*`. */
export function useParams(): Readonly<PatternParams> {
  return useContext(ParamsContext);
}

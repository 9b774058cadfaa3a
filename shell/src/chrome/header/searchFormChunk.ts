import { lazyModule } from '@hospital/ui';

/** The top bar's search field, behind the search button. */
export const searchFormChunk = lazyModule(() => import('./SearchForm'));

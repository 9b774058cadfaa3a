import { createChunk } from '../lazy/createChunk';

/** The top bar's search field, behind the search button. */
export const searchFormChunk = createChunk(() => import('./SearchForm'));

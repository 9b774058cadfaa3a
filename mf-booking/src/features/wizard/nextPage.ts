import { createContext } from 'react';

/**
 * Loads the code of the page a booking lands on (the success page). The page that hosts the wizard
 * gives it, since a feature does not import pages: the summary fetches it while the visitor reads, and
 * the wizard waits for it before changing the URL, so the booking goes straight to its confirmation
 * without the page fallback in between.
 */
export const NextPageLoader = createContext<() => Promise<unknown>>(() => Promise.resolve());

import { usePageHead } from '../head/usePageHead';

/**
 * Title and description only, for pages that need nothing more in their head (team convention:
 * `<page> | Medika Hospital`). An empty title (a page still waiting for its item) changes nothing.
 */
export function usePageMeta(title: string, description: string): void {
  usePageHead(title ? { title, description } : null);
}

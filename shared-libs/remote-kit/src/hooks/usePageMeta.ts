import { useEffect } from 'react';

/**
 * Sets `<title>` (`<page> | Medika Hospital`) and the meta description of the page (team convention).
 * An empty title (a page still waiting for its item) leaves the current ones as they are.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | Medika Hospital`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}

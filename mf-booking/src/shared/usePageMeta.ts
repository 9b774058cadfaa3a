import { useEffect } from 'react';

/** Sets `<title>` and the meta description of the page (team convention). */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
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

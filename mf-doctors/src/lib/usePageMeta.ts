import { useEffect } from 'react';
import { BRAND } from '../config/constants';

/** Sets `<title>` (`<page> | Medika Hospital`) and the meta description for search engines. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${BRAND}`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

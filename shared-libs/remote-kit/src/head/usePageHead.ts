import { useEffect } from 'react';
import { splitLocalePath } from '@hospital/i18n';
import { applyHead } from './applyHead';
import { headTags, type PageHead } from './pageHead';
import { usePageEnvironment } from './PageContext';

/**
 * The page's head (title, description, canonical, language alternates, Open Graph, JSON-LD). Render it
 * once per page state (content, 404...); `null` leaves the head as it is (a page still loading).
 *
 * Apart from PageContext.tsx so that code needing only the page's environment (the shell's chrome)
 * does not bring the head's tags and their application to the browser (docs/decisions.md, issue 14's first-load budget).
 */
export function usePageHead(head: PageHead | null): void {
  const environment = usePageEnvironment();
  // During the server render: the response needs it before any HTML is sent.
  if (environment?.mode === 'server' && head) environment.head = head;
  const key = head ? JSON.stringify(head) : '';
  useEffect(() => {
    if (!key || !environment || environment.mode !== 'browser') return;
    const { pathname } = splitLocalePath(window.location.pathname);
    const context = { origin: environment.origin, lang: environment.lang, pathname };
    applyHead(document, headTags(JSON.parse(key) as PageHead, context));
  }, [key, environment]);
}

import { useEffect } from 'react';

/**
 * Puts structured data in `<head>` as `<script type="application/ld+json">`. It is built through the
 * DOM (textContent), never parsed as HTML, so no text in the data can close the element; the CSP's
 * script-src does not apply because the browser never executes a JSON-LD block.
 */
export function useJsonLd(id: string, data: object | null): void {
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = id;
    script.textContent = json;
    document.getElementById(id)?.remove();
    document.head.append(script);
    return () => script.remove();
  }, [id, json]);
}

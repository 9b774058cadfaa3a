import { HEAD_MARKER } from './headHtml';
import type { HeadTag } from './pageHead';

/**
 * Replaces the page-owned tags of `<head>` (those the server wrote, or the previous page applied) with
 * these. Elements are built through the DOM: a JSON-LD script is data, never executed, so the CSP's
 * `script-src` is not involved.
 */
export function applyHead(doc: Document, tags: HeadTag[]): void {
  for (const old of Array.from(doc.head.querySelectorAll(`[${HEAD_MARKER}]`))) old.remove();
  // Any title the template carried goes too: one title per page.
  for (const old of Array.from(doc.head.querySelectorAll('title'))) old.remove();
  for (const t of tags) {
    const el = doc.createElement(t.tag);
    if (t.tag === 'title' || t.tag === 'script') el.textContent = t.text;
    if (t.tag !== 'title') for (const [name, value] of Object.entries(t.attrs)) el.setAttribute(name, value);
    el.setAttribute(HEAD_MARKER, '');
    doc.head.appendChild(el);
  }
}

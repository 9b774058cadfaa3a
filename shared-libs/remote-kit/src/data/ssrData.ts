import type { DehydratedState } from '@hospital/query';
import type { Locale } from '@hospital/i18n';
import type { JsonValue } from '../contract';
import { jsonForScript } from './jsonForScript';

/**
 * What the server hands an app's browser code next to the HTML it rendered: the query cache it rendered
 * with, and the facts both sides must agree on. A JSON data block, not a script: the CSP needs no
 * `unsafe-inline`, and `<` is escaped so no text can close the element.
 */
export interface SsrPayload {
  /** The build that rendered the HTML; another build in the browser renders afresh instead of hydrating. */
  version: string;
  lang: Locale;
  origin: string;
  /** The time the server rendered at (ms since the epoch). */
  now: number;
  queries: DehydratedState;
  /** The server action's data when the page answers a form post (`useActionData`). */
  actionData?: JsonValue;
}

export function ssrDataId(app: string): string {
  return `ssr-data-${app}`;
}

export function ssrDataScript(app: string, payload: SsrPayload): string {
  return `<script type="application/json" id="${ssrDataId(app)}">${jsonForScript(payload)}</script>`;
}

/** The payload the server left for `app`, once: the element is removed, so a later mount starts afresh. */
export function takeSsrData(app: string, doc: Document = document): SsrPayload | null {
  const element = doc.getElementById(ssrDataId(app));
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as SsrPayload;
  } catch (error) {
    console.error(`[${app}] unreadable server data`, error);
    return null;
  }
}

import type { ApiClientOptions } from '@hospital/api-client';
import type { LayoutName, RegistryDocument } from '@hospital/registry';

/*
 * The contract between the site server and the shell's server renderer (docs/architecture.md §2b): the shell
 * owns the document (template, chrome, its 404 and 503 pages), the site server puts the page's remote
 * slot in it.
 */

/** What the site server asks of the shell's server renderer for one page. */
export interface ShellPageRequest {
  /** Path and query as requested, language prefix included. */
  url: string;
  /** The site's public origin, from configuration. */
  origin: string;
  /** Where this server reaches the API (an absolute URL), and its token and product. */
  api: Pick<ApiClientOptions, 'baseURL' | 'token' | 'product'>;
  /** Time the chrome's data (menu, hospitals, footer lists) may take; past it the fallbacks show. */
  dataBudgetMs: number;
  layout: LayoutName;
  /**
   * The registry as the server read it. The shell's renderer of issue 25 and later does not send it to
   * the browser (it is nothing the page renders; the browser requests it with the scripts).
   */
  registry: RegistryDocument;
}

/** What `<main>` holds: a remote's slot (its HTML streamed in between), the 404 page or the 503 page. */
export type ShellMain = { kind: 'remote'; app: string } | { kind: 'not-found' } | { kind: 'unavailable' };

/** The document around the page's slot, in the order the site server writes it. */
export interface ShellPage {
  /**
   * From the doctype to the opening of the slot. `pageHead` is the remote page's head tags (null: the
   * shell's own head for the kind of page), `headExtra` more tags for `<head>` (stylesheets, preloads).
   */
  start(main: ShellMain, pageHead: string | null, headExtra: string): string;
  /** From the end of the slot to the end of the document, after the app's data block. */
  end(main: ShellMain, appData: string): string;
}

export interface ShellRendererContract {
  name: 'shell';
  version: string;
  page(request: ShellPageRequest): Promise<ShellPage>;
  /**
   * The text of each inline script the documents of this build carry (the starter, written inline by
   * the build: docs/server-rendering.md "In the browser"), exactly as it stands between its tags. The
   * site server allows these and no other inline script, by their sha256, in the Content-Security-Policy
   * of each page this build's renderer wrote. Absent from builds older than the inline starter: none.
   */
  inlineScripts?: readonly string[];
}

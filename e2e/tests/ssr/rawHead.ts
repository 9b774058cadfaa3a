import type { APIRequestContext } from '@playwright/test';
import { expect } from '../../support/fixtures';

/**
 * A page's HTML as a crawler or a link preview reads it: one HTTP answer, no browser, no JavaScript.
 * `meta`, `link`, `jsonLd` and `title` read its `<head>`.
 */
export async function headOf(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: 'property' | 'name', name: string) =>
    new RegExp(`<meta ${key}="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(head)?.[1] ?? null;
  const link = (rel: string, hreflang?: string) =>
    new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`).exec(
      head,
    )?.[1] ?? null;
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown> & { '@type': string },
  );
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? null;
  return { html, head, meta, link, jsonLd, title };
}

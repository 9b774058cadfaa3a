import type { Lang } from '@hospital/contract';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { findRouteOwner, type RegistryDocument } from '@hospital/registry';
import type { SitemapEntry } from '@hospital/api-client';
import { API_TOKEN } from '../../support/fixtures';

export type { Lang };
export const LANGS: readonly Lang[] = ['id', 'en'];

/** A page to open: one per route pattern of the deployed registry, items taken from the API's sitemap. */
export interface SamplePage {
  pattern: string;
  remote: string;
  path: string;
  personal: boolean;
}

export function registry(): RegistryDocument {
  const dir = process.env.E2E_REGISTRY_DIR;
  if (!dir) throw new Error('E2E_REGISTRY_DIR is not set (global setup)');
  return JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8')) as RegistryDocument;
}

/** The path of a language: `/en` prefix for English (docs/architecture.md §2b). */
export function inLang(pathname: string, lang: Lang): string {
  if (lang === 'id') return pathname;
  return pathname === '/' ? '/en' : `/en${pathname}`;
}

/**
 * Paths that need a parameter the sitemap does not list (a booking code, a meeting): their form pages.
 * `/screening/result` has none: without a result's id it is that result's 404 (its own test, screening).
 */
const WITHOUT_PARAMETER: Record<string, string> = {
  '/doctor/:id?': '/doctor',
  '/specialist/:slug?': '/specialist',
  '/konsultasi/:key?': '/konsultasi',
  '/services/paket-mcu/:slug?': '/services/paket-mcu',
  '/facility-and-services/:slug?': '/facility-and-services/emergency',
};

/**
 * One page per route pattern of docs/product-rules.md §2 as deployed: the pattern itself when it has no parameter, else
 * the first item of the API's sitemap that the pattern matches.
 */
export async function samplePages(request: APIRequestContext): Promise<SamplePage[]> {
  const response = await request.get(`${process.env.E2E_BASE_URL}/api/web/sitemap`, {
    headers: { Authorization: `Bearer ${API_TOKEN}` },
  });
  const items = ((await response.json()) as { data: { results: SitemapEntry[] } }).data.results;
  const deployed = registry();
  const byPattern = new Map<string, SamplePage>();
  for (const [remote, entry] of Object.entries(deployed)) {
    for (const route of entry.routes) {
      if (route.path === '/screening/result') continue;
      const fixed = WITHOUT_PARAMETER[route.path] ?? (/[:*]/.test(route.path) ? null : route.path);
      if (fixed)
        byPattern.set(route.path, { pattern: route.path, remote, path: fixed, personal: !!route.personal });
    }
  }
  for (const item of items) {
    const owner = findRouteOwner(deployed, item.path);
    if (!owner || byPattern.has(owner.route.path)) continue;
    byPattern.set(owner.route.path, {
      pattern: owner.route.path,
      remote: owner.remote,
      path: item.path,
      personal: !!owner.route.personal,
    });
  }
  return [...byPattern.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** Unknown routes and unknown items of every item route: each must answer 404 with the 404 page. */
export const NOT_FOUND_PATHS = [
  '/halaman-yang-tidak-ada',
  '/news/artikel-yang-tidak-ada',
  '/event/acara-yang-tidak-ada',
  '/promotion/promo-yang-tidak-ada',
  '/package/paket-yang-tidak-ada',
  '/video/video-yang-tidak-ada',
  '/services/layanan-yang-tidak-ada',
  '/coe/pusat-yang-tidak-ada',
  '/about/halaman-yang-tidak-ada',
  '/hospital/rumah-sakit-yang-tidak-ada',
  '/facility-and-services/fasilitas-yang-tidak-ada',
  '/doctor/999999',
  '/specialist/spesialis-yang-tidak-ada',
];

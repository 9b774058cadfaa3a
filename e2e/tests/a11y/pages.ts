import type { Lang } from '@hospital/contract';
import type { Page } from '@playwright/test';
import type { ArticleSummary, Doctor, ListResult } from '@hospital/api-client';
import { apiGet, expect } from '../../support/fixtures';

export type { Lang };
export const LANGS: Lang[] = ['id', 'en'];

/** The main routes of docs/decisions.md, issue 9 (the booking steps have their own spec); `:id` and `:slug` come from the API. */
export const MAIN_ROUTES = [
  { name: 'home', path: '/' },
  { name: 'doctor search', path: '/appointment' },
  { name: 'doctor profile', path: '/doctor/:id' },
  { name: 'news list', path: '/news' },
  { name: 'news article', path: '/news/:slug' },
  { name: 'event', path: '/event' },
  { name: 'contact', path: '/contact-us' },
  { name: 'FAQ', path: '/faq' },
  { name: 'screening', path: '/screening' },
  { name: 'kiosk', path: '/kiosk' },
  { name: '404', path: '/halaman-yang-tidak-ada' },
] as const;

let cached: { doctorId: number; articleSlug: string } | null = null;

/** A real doctor and article of the seeded API (the first of each list). */
export async function resolvePath(page: Page, path: string): Promise<string> {
  if (!path.includes(':')) return path;
  if (!cached) {
    const doctors = await apiGet<{ data: ListResult<Doctor> }>(page, 'web/dokter?limit=1&order=id%20asc');
    const articles = await apiGet<{ data: ListResult<ArticleSummary> }>(
      page,
      'web/article?limit=1&order=published_date%20desc',
    );
    cached = { doctorId: doctors.data.results[0].id, articleSlug: articles.data.results[0].slug };
  }
  return path.replace(':id', String(cached.doctorId)).replace(':slug', cached.articleSlug);
}

export function withLang(path: string, lang: Lang): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** The page is there: its one h1 is visible, the language is applied and the network has gone quiet. */
export async function openPage(page: Page, path: string, lang: Lang): Promise<void> {
  await page.goto(withLang(path, lang));
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.waitForLoadState('networkidle');
}

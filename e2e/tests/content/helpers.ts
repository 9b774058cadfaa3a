import type { Lang } from '@hospital/contract';
import type { Page as PwPage } from '@playwright/test';
import { apiGet, expect } from '../../support/fixtures';

export type { Lang };
export const LANGS: readonly Lang[] = ['id', 'en'];

export interface ListBody<T> {
  data: { results: T[]; count: number };
}
export interface ItemBody<T> {
  data: T;
}

/** A page of `web/page/<slug>` with what the tests read. */
export interface ApiPage {
  slug: string;
  section: string;
  title: string;
  summary: string;
  path: string;
  parent: { slug: string } | null;
  children: Array<{ slug: string; title: string; path: string }>;
}

/**
 * A site path in one language: the language is part of the URL, `/en` first for English (docs/architecture.md
 * §2b), as the links of an English page carry it. The API's `path` fields are without it.
 */
export function inLang(path: string, lang: Lang): string {
  if (lang === 'id') return path;
  return path === '/' || path.startsWith('/?') ? `/en${path.slice(1)}` : `/en${path}`;
}

/** Opens a path in one language, at its own URL (`?lang=` of older links is only a redirect to it). */
export async function visit(page: PwPage, path: string, lang: Lang): Promise<void> {
  await page.goto(inLang(path, lang));
}

/** The page's one h1 inside the content slot. */
export function heading(page: PwPage) {
  return page.locator('main h1');
}

export async function expectHeading(page: PwPage, text: string): Promise<void> {
  await expect(heading(page)).toHaveText(text);
  await expect(heading(page)).toHaveCount(1);
}

export async function apiList<T>(page: PwPage, path: string, lang: Lang): Promise<ListBody<T>['data']> {
  const separator = path.includes('?') ? '&' : '?';
  return (await apiGet<ListBody<T>>(page, `${path}${separator}lang=${lang}`)).data;
}

export async function apiItem<T>(page: PwPage, path: string, lang: Lang): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  return (await apiGet<ItemBody<T>>(page, `${path}${separator}lang=${lang}`)).data;
}

/** `1500000` → `Rp 1.500.000`, written independently of the app's formatter. */
export function rupiah(value: number): string {
  return `Rp ${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** Scrolls to the bottom step by step so lazily loaded sections come in. */
export async function scrollThrough(page: PwPage): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, 600);
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (done) break;
  }
}

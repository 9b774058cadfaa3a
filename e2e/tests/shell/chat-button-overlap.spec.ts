import type { Page } from '@playwright/test';
import { CHAT_BUTTON_RETURN_MS } from '@hospital/domain';
import { test, expect } from '../../support/fixtures';
import { inLang, LANGS } from '../content/helpers';

/*
 * docs/decisions.md, issue 26 (item 9): the floating WhatsApp button never covers the page. Measured
 * with bounding boxes at 390 px: every field and button of a page, focused (the browser scrolls it into
 * view) and then scrolled to the lowest place it can be seen (just above the bottom bar), is never
 * under the button.
 */

const PHONE_390 = { width: 390, height: 844 } as const;
const CONTROLS = 'main :is(button, input:not([type="hidden"]), select, textarea)';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The chat button's box while it can be seen, else null. */
async function chatBox(page: Page): Promise<Box | null> {
  const chat = page.locator('#shell-overlays a[data-state]');
  if ((await chat.count()) === 0 || !(await chat.isVisible())) return null;
  return chat.boundingBox();
}

async function checkPage(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('#shell-overlays a[data-state]')).toBeVisible();
  const controls = page.locator(CONTROLS);
  const count = await controls.count();
  let checked = 0;
  for (let i = 0; i < count; i += 1) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    const name = await control.evaluate(
      (el) => `${el.tagName} ${el.getAttribute('name') ?? el.textContent?.trim().slice(0, 30)}`,
    );
    // Focused: the browser brings it into view.
    await control.focus();
    let box = await control.boundingBox();
    let chat = await chatBox(page);
    if (box && chat)
      expect(overlap(box, chat), `${path}: focused ${name} is under the chat button`).toBe(false);
    await control.blur();
    // At the lowest place it can be seen: its bottom edge on the bottom bar's top edge. Resolves once
    // the page's own scroll listener has run (listeners run in the order they were added).
    await control.evaluate(async (el) => {
      const bar = document.querySelector('#shell-overlays nav');
      const barTop = bar ? bar.getBoundingClientRect().top : window.innerHeight;
      const before = window.scrollY;
      const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
      window.scrollBy(0, el.getBoundingClientRect().bottom - barTop);
      if (window.scrollY !== before) await scrolled;
    });
    // The button comes back 1 s after the page stops scrolling: the page's clock is moved on past that
    // instead of waiting for it, and the button must be back before it is measured.
    await page.clock.runFor(CHAT_BUTTON_RETURN_MS + 200);
    await expect(page.locator('#shell-overlays a[data-state]')).toHaveAttribute('data-state', 'shown');
    box = await control.boundingBox();
    chat = await chatBox(page);
    if (box && chat) expect(overlap(box, chat), `${path}: ${name} is under the chat button`).toBe(false);
    checked += 1;
  }
  return checked;
}

test.use({ viewport: PHONE_390 });

for (const lang of LANGS) {
  test(`the WhatsApp button never covers a focused field or a button (${lang}, 390 px)`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    // A clock the test can move on (it keeps the normal pace otherwise): see the scroll in checkPage.
    await page.clock.install();
    let checked = 0;
    for (const path of ['/contact-us', '/appointment/detail', '/appointment']) {
      checked += await checkPage(page, inLang(path, lang));
    }
    expect(checked).toBeGreaterThan(5);
    expect(consoleErrors).toEqual([]);
  });
}

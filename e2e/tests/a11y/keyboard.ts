import type { Locator, Page } from '@playwright/test';

/**
 * A focused element that the chrome's fixed or sticky parts covered entirely (WCAG 2.2, 2.4.11), or
 * that ended outside the viewport once the page stopped moving.
 */
export interface ObscuredFocus {
  afterKey: string;
  /** The page's path and query then: which step of a wizard it happened on. */
  at: string;
  focused: string;
  by: string;
}

/**
 * Whether the focused element is entirely hidden behind the top bar, the bottom bar or the chat button:
 * a grid of points over the part of the element inside the viewport; a point is hidden when the topmost
 * element there belongs to the chrome's header or floating parts and is not the focused element itself.
 * (A visually hidden radio under its label tile counts as seen through its label.)
 */
export async function focusObscured(page: Page): Promise<{ focused: string; by: string } | null> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        (el as HTMLElement).innerText ??
        '';
      const id = el.id ? `#${el.id}` : '';
      return `<${el.tagName.toLowerCase()}${id}> "${name.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
    };
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) return null;
    const rect = focused.getBoundingClientRect();
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, window.innerWidth);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, window.innerHeight);
    if (right <= left || bottom <= top) return null;
    let seen = 0;
    let hidden = 0;
    let by = '';
    const steps = 4;
    for (let i = 0; i <= steps; i += 1) {
      for (let j = 0; j <= steps; j += 1) {
        const x = Math.min(left + ((right - left) * i) / steps, right - 0.5);
        const y = Math.min(top + ((bottom - top) * j) / steps, bottom - 0.5);
        const hit = document.elementFromPoint(x, y);
        if (!hit) continue;
        seen += 1;
        if (focused.contains(hit) || hit.contains(focused)) continue;
        const bar = hit.closest('#shell-header, #shell-overlays');
        if (!bar) continue;
        hidden += 1;
        // Name the chrome part: the child of the chrome root that holds the covering element.
        let part: Element = hit;
        while (part.parentElement && part.parentElement !== bar) part = part.parentElement;
        by = `${bar.id}: ${describe(part)}`;
      }
    }
    return seen > 0 && hidden === seen ? { focused: describe(focused), by } : null;
  });
}

/** The focused element ended up entirely outside the viewport (the page moved after focusing it). */
export async function focusOutsideViewport(page: Page): Promise<{ focused: string; by: string } | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return null;
    const outside =
      r.bottom <= 0 || r.top >= window.innerHeight || r.right <= 0 || r.left >= window.innerWidth;
    if (!outside) return null;
    const name = (
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      (el as HTMLElement).innerText ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    return {
      focused: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${name.slice(0, 50)}"`,
      by: `nothing: it is outside the viewport (top ${Math.round(r.top)} px of ${window.innerHeight}), the page moved after focus`,
    };
  });
}

/**
 * Keyboard only: every key goes through here, and after each one the focused element is checked
 * against the sticky and fixed chrome. Findings are collected, so one run reports them all.
 */
export class KeyboardUser {
  readonly obscured: ObscuredFocus[] = [];
  presses = 0;

  constructor(readonly page: Page) {}

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.presses += 1;
    await this.check(key);
  }

  /** Types text into the focused field, one key at a time (each is a key press). */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.presses += text.length;
    await this.check(`typing "${text}"`);
  }

  private async check(key: string): Promise<void> {
    await this.settle();
    let found = await this.finding();
    if (found) {
      // A key that leads to another page (Enter on Submit) is still at work when its check starts: the
      // shell scrolls to the top for the new page a few milliseconds before the old page, with the
      // focused button, leaves the DOM. Kept is what is still there once that has settled, what the
      // visitor is left with; a focus that stays hidden is found again here.
      await this.settle();
      found = await this.finding();
    }
    if (found) {
      const url = new URL(this.page.url());
      this.obscured.push({ afterKey: key, at: `${url.pathname}${url.search}`, ...found });
    }
  }

  private async finding(): Promise<{ focused: string; by: string } | null> {
    return (await focusObscured(this.page)) ?? (await focusOutsideViewport(this.page));
  }

  /**
   * Waits until the focused element stops moving (focus scrolling, the sticky header reacting to the
   * scroll, content rendered on approach, another page replacing this one), so the finding is the
   * state a visitor actually sees.
   */
  private async settle(): Promise<void> {
    await this.page.evaluate(async () => {
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const where = () => {
        const el = document.activeElement;
        const r = el?.getBoundingClientRect();
        const box = r ? `${Math.round(r.top)},${Math.round(r.left)},${Math.round(r.height)}` : '';
        return `${location.href} ${el?.tagName ?? ''}#${el?.id ?? ''} ${box}`;
      };
      let last = where();
      for (let i = 0; i < 20; i += 1) {
        await frame();
        await new Promise((resolve) => setTimeout(resolve, 30));
        const now = where();
        if (now === last) return;
        last = now;
      }
    });
  }

  async isFocused(target: Locator): Promise<boolean> {
    return target.evaluate((el) => el === document.activeElement).catch(() => false);
  }

  /** Tab (or Shift+Tab) until the target has focus; throws with the focus path when it never does. */
  async tabTo(target: Locator, { max = 60, back = false } = {}): Promise<void> {
    await target.first().waitFor({ state: 'attached' });
    const path: string[] = [];
    for (let i = 0; i < max; i += 1) {
      if (await this.isFocused(target.first())) return;
      await this.press(back ? 'Shift+Tab' : 'Tab');
      path.push(await this.focusedName());
    }
    if (await this.isFocused(target.first())) return;
    throw new Error(
      `${max} x ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}; focus went: ${path.join(' > ')}`,
    );
  }

  /** Arrow keys until the focused element (a radio, a calendar day...) passes the test. */
  async arrowTo(
    test: (focused: Locator) => Promise<boolean>,
    { key = 'ArrowDown', max = 40 } = {},
  ): Promise<void> {
    const focused = this.page.locator(':focus');
    for (let i = 0; i < max; i += 1) {
      if (await test(focused)) return;
      await this.press(key);
    }
    if (await test(focused)) return;
    throw new Error(
      `${max} x ${key} never reached the wanted element (focus on ${await this.focusedName()})`,
    );
  }

  /** Arrow keys on a focused <select> until it holds the value (a closed select changes with arrows). */
  async selectByArrows(select: Locator, value: string, max = 80): Promise<void> {
    const options = await select
      .locator('option')
      .evaluateAll((els) => els.map((o) => (o as HTMLOptionElement).value));
    const wanted = options.indexOf(value);
    if (wanted < 0) throw new Error(`${select} has no option ${value} (options: ${options.join(', ')})`);
    for (let i = 0; i < max; i += 1) {
      const current = options.indexOf(await select.inputValue());
      if (current === wanted) return;
      await this.press(current < wanted ? 'ArrowDown' : 'ArrowUp');
    }
    throw new Error(`${select} did not reach ${value} with arrow keys`);
  }

  async focusedName(): Promise<string> {
    return this.page.evaluate(() => {
      const el = document.activeElement;
      if (!el) return 'nothing';
      const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      return `${el.tagName.toLowerCase()}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''} "${text.slice(0, 30)}"`;
    });
  }
}

export function describeObscured(items: ObscuredFocus[]): string {
  return items.map((o) => `after ${o.afterKey} on ${o.at}: ${o.focused} hidden by ${o.by}`).join('\n');
}

import type { Page } from '@playwright/test';

/**
 * Pointer targets under 24 x 24 CSS px (WCAG 2.2, 2.5.8 AA), minus the exceptions: a link inside a
 * sentence, and a small target whose 24 px circle touches no other target (the spacing exception).
 * A visually hidden radio or checkbox is measured by its label, the area a visitor actually taps.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], ' +
      '[role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [tabindex]:not([tabindex="-1"])';
    const MIN = 24;
    /** Inside a closed <details> (the menus since issue 25) and not its summary: laid out, never shown. */
    const inClosedDetails = (el: Element) => {
      for (
        let details = el.closest('details');
        details;
        details = details.parentElement?.closest('details') ?? null
      ) {
        const summary = details.querySelector(':scope > summary');
        if (!(details as HTMLDetailsElement).open && !(summary && summary.contains(el))) return true;
      }
      return false;
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        !el.closest('[hidden], [inert]') &&
        !inClosedDetails(el)
      );
    };
    /** The area that takes the click: a visually hidden radio's label tile, for instance. */
    const clickArea = (el: Element): DOMRect => {
      const own = el.getBoundingClientRect();
      const labels = (el as HTMLInputElement).labels;
      if (!labels || labels.length === 0) return own;
      const label = labels[0].getBoundingClientRect();
      return label.width * label.height > own.width * own.height ? label : own;
    };
    const owner = (el: Element) =>
      el.closest('[data-app^="mf-"]')?.getAttribute('data-app') ??
      (el.closest('#shell-header, #shell-footer, #shell-overlays') ? 'shell chrome' : 'shell');
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const parentText = (el.parentElement?.textContent ?? '').trim();
      return parentText.length > (el.textContent ?? '').trim().length + 10;
    };
    const targets = [...document.querySelectorAll(SELECTOR)]
      .filter((el) => visible(el) && !(el as HTMLButtonElement).disabled)
      .map((el) => ({ el, rect: clickArea(el) }))
      // 1 px boxes are visually hidden controls (skip link until focused, sr-only inputs without label).
      .filter(({ rect }) => rect.width > 1 && rect.height > 1);
    const center = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const small = targets.filter(({ rect }) => rect.width < MIN - 0.5 || rect.height < MIN - 0.5);
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    return small
      .filter(({ el, rect }) => {
        if (inSentence(el)) return false;
        const c = center(rect);
        const crowded = targets.some((other) => {
          if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false;
          const isSmall = small.some((s) => s.el === other.el);
          if (isSmall) {
            const o = center(other.rect);
            return Math.hypot(c.x - o.x, c.y - o.y) < MIN;
          }
          return distanceToRect(c, other.rect) < MIN / 2;
        });
        return crowded;
      })
      .map(({ el, rect }) => {
        const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').replace(
          /\s+/g,
          ' ',
        );
        return `${owner(el)}: <${el.tagName.toLowerCase()}> "${name.trim().slice(0, 40)}" ${rect.width.toFixed(0)}x${rect.height.toFixed(0)} px`;
      });
  });
}

import { expect, test } from '../../support/fixtures';
import { describeObscured, KeyboardUser } from './keyboard';
import { openPage } from './pages';

// WCAG 2.2, 2.4.11 on the pages where the bottom bar and the chat button are shown (they are not on
// the booking wizard): Tab through the whole page on a phone; after every press the focused element
// must not be hidden behind the sticky top bar, the bottom bar or the chat button, nor pushed out of
// the viewport by content that grows after focus moved there.
test.use({ viewport: { width: 360, height: 740 } });

const MAX_TABS = 300;

for (const path of ['/', '/appointment', '/news']) {
  test(`Tab through ${path} on a phone: focus stays in view, never hidden behind the chrome`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openPage(page, path, 'id');
    const keys = new KeyboardUser(page);
    const seen = new Set<string>();
    let wrapped = false;
    for (let i = 0; i < MAX_TABS; i += 1) {
      await keys.press('Tab');
      // Once focus comes back to an element already visited, the whole page has been walked.
      const id = await page.evaluate(() => {
        const el = document.activeElement as (HTMLElement & { __walkId?: number }) | null;
        if (!el || el === document.body) return 'body';
        const w = window as unknown as { __walkCount?: number };
        el.__walkId ??= w.__walkCount = (w.__walkCount ?? 0) + 1;
        return String(el.__walkId);
      });
      if (seen.has(id) && id !== 'body') {
        wrapped = true;
        break;
      }
      seen.add(id);
    }
    test.info().annotations.push({ type: `focusable elements on ${path}`, description: String(seen.size) });
    expect(seen.size, 'Tab reached nothing').toBeGreaterThan(3);
    expect(wrapped, `the walk did not come back to the start within ${MAX_TABS} presses`).toBe(true);
    expect(
      keys.obscured,
      `focus hidden behind the chrome on ${path}:\n${describeObscured(keys.obscured)}`,
    ).toEqual([]);
  });
}

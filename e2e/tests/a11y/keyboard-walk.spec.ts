import { expect, test } from '../../support/fixtures';
import { describeObscured, KeyboardUser } from './keyboard';
import { openPage } from './pages';

// WCAG 2.2, 2.4.11 on the pages where the bottom bar and the chat button are shown (they are not on
// the booking wizard): Tab through the whole page on a phone; after every press the focused element
// must not be hidden behind the sticky top bar, the bottom bar or the chat button, nor pushed out of
// the viewport by content that grows after focus moved there.
test.use({ viewport: { width: 360, height: 740 } });

const MAX_TABS = 150;

for (const path of ['/', '/appointment', '/news']) {
  test(`Tab through ${path} on a phone: focus stays in view, never hidden behind the chrome`, async ({
    page,
  }) => {
    // Known failure on / (issue 9 stays open for it): the footer's newsletter e-mail field, reached with
    // Tab at 360x740, ends up out of view. Remove this call with mf-content's fix.
    test.fixme(
      path === '/',
      'mf-content: the home sections rendered on approach (Deferred minHeight) grow the page by about 2,100 px when ' +
        'focus jumps past them, so the footer e-mail field ends out of view (under the bottom bar on the way)',
    );
    test.setTimeout(120_000);
    await openPage(page, path, 'id');
    const keys = new KeyboardUser(page);
    const seen = new Set<string>();
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
      if (seen.has(id) && id !== 'body') break;
      seen.add(id);
    }
    test.info().annotations.push({ type: `focusable elements on ${path}`, description: String(seen.size) });
    expect(seen.size, 'Tab reached nothing').toBeGreaterThan(3);
    expect(
      keys.obscured,
      `focus hidden behind the chrome on ${path}:\n${describeObscured(keys.obscured)}`,
    ).toEqual([]);
  });
}

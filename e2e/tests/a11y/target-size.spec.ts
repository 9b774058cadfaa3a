import { expect, test } from '../../support/fixtures';
import { MAIN_ROUTES, openPage, resolvePath } from './pages';
import { smallTargets } from './targetSize';

// WCAG 2.2, 2.5.8 (AA): every pointer target is at least 24 x 24 CSS px, unless it is a link inside a
// sentence, or a 24 px circle around it touches no other target (the spacing exception).
test.use({ viewport: { width: 360, height: 740 } });

const ROUTES = [...MAIN_ROUTES, { name: 'booking (step 1)', path: '/appointment/create' }];

test('interactive targets are at least 24 x 24 px on every main route (phone)', async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const route of ROUTES) {
    const path = await resolvePath(page, route.path);
    await openPage(page, path, 'id');
    for (const problem of await smallTargets(page)) problems.push(`${path}: ${problem}`);
  }
  expect(problems, `targets under 24 x 24 px (WCAG 2.5.8):\n${problems.join('\n')}`).toEqual([]);
});

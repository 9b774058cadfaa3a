import { expect, test } from '../../support/fixtures';
import { describeProblems, seriousViolations } from './axe';
import { LANGS, MAIN_ROUTES, openPage, resolvePath } from './pages';

// docs/decisions.md, issue 9: zero axe violations of impact serious or critical on every main route, in both languages,
// on a phone and on a desktop. A failure names the rule, the app that renders the element and the element.
const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740, langs: LANGS },
  // The desktop layout differs mostly in the chrome (menu, footer columns): one language is enough there.
  { name: 'desktop', width: 1280, height: 800, langs: ['id'] as const },
];

for (const viewport of VIEWPORTS) {
  test.describe(`axe on the main routes (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of MAIN_ROUTES) {
      for (const lang of viewport.langs) {
        test(`${route.name} (${route.path}, ${lang}) has no serious or critical violation`, async ({
          page,
        }) => {
          await openPage(page, await resolvePath(page, route.path), lang);
          const problems = await seriousViolations(page);
          expect(
            problems,
            `${route.path} (${lang}, ${viewport.name}):\n${describeProblems(problems)}`,
          ).toEqual([]);
        });
      }
    }
  });
}

import { expect, test } from '../../support/fixtures';
import {
  bookingApp,
  choose,
  expectStep,
  fillPatient,
  findTarget,
  newPatient,
  pickSession,
  TEXT,
} from '../booking/bookingHelpers';
import { describeProblems, seriousViolations, type A11yProblem } from './axe';
import { LANGS } from './pages';

// docs/decisions.md, issue 9: each step of the booking wizard, and its confirmation, without serious or critical axe
// violations, in both languages. The steps are reached as a visitor does (the booking team's helpers).
test.use({ viewport: { width: 360, height: 740 } });

for (const lang of LANGS) {
  test(`every booking step (${lang}) has no serious or critical axe violation`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = TEXT[lang];
    // At Cianjur (the booking team's specs book at Bandung); the keyboard spec takes its first doctor.
    const target = await findTarget(page, lang === 'id' ? 1 : 2, 2);
    const app = bookingApp(page);
    const found: A11yProblem[] = [];
    const audit = async (step: string) => {
      await page.waitForLoadState('networkidle');
      for (const problem of await seriousViolations(page))
        found.push({ ...problem, target: `${step}: ${problem.target}` });
    };
    const next = () => app.getByRole('button', { name: t.next, exact: true }).click();

    await page.goto(`/appointment/create?lang=${lang}`);
    await expectStep(page, lang, 1);
    await audit('step 1');
    await choose(app, target.companyId === 1 ? 'Medika Hospital Bandung' : 'Medika Hospital Cianjur');
    await next();
    await expectStep(page, lang, 2);
    await audit('step 2');
    await next();
    // The same step showing its validation messages.
    await expect(
      app.getByText(lang === 'id' ? 'Kolom ini wajib diisi.' : 'This field is required.').first(),
    ).toBeVisible();
    await audit('step 2 with errors');
    await fillPatient(page, lang, newPatient(lang === 'id' ? 'Ayu Aksesibel' : 'Ayu Accessible'));
    await next();
    await expectStep(page, lang, 3);
    await audit('step 3');
    await choose(app, t.self);
    await next();
    await expectStep(page, lang, 4);
    await app.getByRole('combobox', { name: t.poli }).selectOption(String(target.poliId));
    await app.getByRole('combobox', { name: t.doctor }).selectOption(String(target.doctorId));
    await pickSession(page, target.sessions[0]);
    await audit('step 4');
    await next();
    await expectStep(page, lang, 5);
    await audit('step 5');
    await app.getByRole('checkbox', { name: t.consent }).check({ force: true });
    await app.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.successTitle })).toBeVisible({
      timeout: 20_000,
    });
    await audit('confirmation');

    expect(found, `booking wizard (${lang}):\n${describeProblems(found)}`).toEqual([]);
  });
}

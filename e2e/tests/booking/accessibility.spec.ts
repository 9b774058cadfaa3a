import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
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
  unexpectedConsoleErrors,
} from './bookingHelpers';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-app="mf-booking"]').withTags(WCAG).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.use({ viewport: { width: 360, height: 780 } });

test('every step, the success page and the look-up pass axe (WCAG 2.2 AA) on a 360 px screen', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const t = TEXT.id;
  const app = bookingApp(page);
  const next = () => app.getByRole('button', { name: t.next, exact: true }).click();
  const target = await findTarget(page, 11);

  await page.goto('/appointment/create');
  await expectStep(page, 'id', 1);
  await expect(app.getByRole('radio').first()).toBeAttached();
  expect(await violations(page)).toEqual([]);
  await choose(app, 'Medika Hospital Bandung');
  await next();
  await expectStep(page, 'id', 2);
  await next();
  await expect(app.getByText('Kolom ini wajib diisi.').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await fillPatient(page, 'id', newPatient('Yanti Susanti'));
  await next();
  await choose(app, new RegExp(`^${t.insurer}$`));
  await expect(app.getByRole('combobox', { name: t.insurerSelect })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await choose(app, t.self);
  await next();
  await expectStep(page, 'id', 4);
  await app.getByRole('combobox', { name: t.poli }).selectOption(String(target.poliId));
  await app.getByRole('combobox', { name: t.doctor }).selectOption(String(target.doctorId));
  await pickSession(page, target.sessions[0]);
  expect(await violations(page)).toEqual([]);
  await next();
  await expectStep(page, 'id', 5);
  await app.getByRole('button', { name: t.submit }).click();
  expect(await violations(page)).toEqual([]);
  await app.getByRole('checkbox', { name: t.consent }).check({ force: true });
  await app.getByRole('button', { name: t.submit }).click();
  await expect(app.getByTestId('booking-code')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/detail-appointment');
  await expect(app.getByRole('button', { name: t.search })).toBeEnabled();
  await app.getByRole('button', { name: t.search }).click();
  await expect(app.getByText('Kolom ini wajib diisi.').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
});

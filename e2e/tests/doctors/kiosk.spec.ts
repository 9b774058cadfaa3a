import { isExcludedPoliName } from '@hospital/domain/constants';
import { test, expect } from '../../support/fixtures';
import { listCompanies, todayAvailability } from './helpers';

test.describe('lobby kiosk (/kiosk)', () => {
  test("shows today's sessions of both hospitals, grouped by poli, with the WIB clock", async ({
    page,
    consoleErrors,
  }) => {
    const companies = await listCompanies(page);
    const availability = await todayAvailability(page);
    const today = availability.days.find((d) => d.date === availability.today)?.sessions ?? [];

    await page.goto('/kiosk');
    await expect(page.getByRole('heading', { level: 1, name: 'Jadwal Dokter Hari Ini' })).toBeVisible();
    const clock = page.locator('main p').filter({ has: page.locator('time') });
    await expect(clock).toHaveText(/^Jam sekarang \d{2}\.\d{2} WIB$/);
    expect(companies.map((c) => c.id).sort()).toEqual([1, 2]);

    for (const company of companies) {
      const region = page.getByRole('region', { name: company.name, exact: true });
      await expect(region.getByRole('heading', { level: 2, name: company.name })).toBeVisible();
      const sessions = today.filter((s) => s.company_id === company.id && !isExcludedPoliName(s.poli_name));
      if (sessions.length === 0) {
        await expect(region.getByText('Tidak ada jadwal praktik hari ini.')).toBeVisible();
        continue;
      }
      const polis = [...new Set(sessions.map((s) => s.poli_name))].sort((a, b) => a.localeCompare(b, 'id'));
      // Issue 26: the running and coming sessions first, the finished ones after them: a poli may head
      // a group in each part, and the order follows the hour.
      await expect(region.getByRole('heading', { level: 3 }).first()).toBeVisible();
      const headings = await region.getByRole('heading', { level: 3 }).allTextContents();
      expect([...new Set(headings)].sort((a, b) => a.localeCompare(b, 'id'))).toEqual(polis);
      for (const poli of polis) {
        const escaped = `${poli}, ${company.name}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const group = region.getByRole('region', { name: new RegExp(`^${escaped}`) });
        const doctors = sessions.filter((s) => s.poli_name === poli).map((s) => s.doctor_name);
        await expect(group.getByRole('listitem')).toHaveCount(doctors.length);
        for (const name of doctors)
          await expect(group.getByText(name, { exact: true }).first()).toBeVisible();
      }
    }
    expect(consoleErrors).toEqual([]);
  });
});

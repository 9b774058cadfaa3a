import Holidays from 'date-holidays';
import type { Lang } from '@hospital/contract';
import type { Localized } from '../db/schema';

/*
 * Closed days (docs/decisions.md, issue 26 — closed days): Indonesia's national public holidays, from
 * the maintained `date-holidays` package rather than a list typed here, are never offered for booking
 * or moving (`occurrences` in ./schedule.ts skips them) and a booking or move onto one is refused
 * (`assertSessionRunsOn` in ./appointments.ts). Only the type `public` counts: observances are
 * working days.
 */

const calendars: Record<Lang, Holidays> = {
  id: new Holidays('ID', { languages: ['id'], types: ['public'] }),
  en: new Holidays('ID', { languages: ['en'], types: ['public'] }),
};

/** Per year, `YYYY-MM-DD` → its name in both languages (two holidays on one day: both names). */
const byYear = new Map<number, Map<string, Localized>>();

function namesOf(lang: Lang, year: number): Map<string, string> {
  const names = new Map<string, string>();
  for (const holiday of calendars[lang].getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    // `date` is the holiday's own day; an Islamic holiday's `start` is the evening before.
    const date = holiday.date.slice(0, 10);
    const before = names.get(date);
    names.set(date, before && before !== holiday.name ? `${before}; ${holiday.name}` : holiday.name);
  }
  return names;
}

function yearOf(year: number): Map<string, Localized> {
  let days = byYear.get(year);
  if (!days) {
    const id = namesOf('id', year);
    const en = namesOf('en', year);
    days = new Map([...id].map(([date, name]) => [date, { id: name, en: en.get(date) ?? name }]));
    byYear.set(year, days);
  }
  return days;
}

/** The national holiday on an ISO date (`YYYY-MM-DD`), or null on a working day. */
export function holidayOn(date: string): Localized | null {
  return yearOf(Number(date.slice(0, 4))).get(date) ?? null;
}

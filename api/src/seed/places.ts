import { and, asc, eq, sql } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Localized } from '../db/schema/localized';
import type { Transaction } from '../db/types';
import { EVENT_PLACES } from './community';
import { COMPANIES } from './organisation';

// What the pages' structured data reads as data (docs/decisions.md, issue 25 item 6), for a database
// seeded before it: each part changes only rows still word for word what the seed wrote, so the
// hospital's own edits stay as they are.

/** Each seeded event: online, or its venue's address. Returns the events given their place. */
export async function addEventPlaces(tx: Transaction): Promise<number> {
  let added = 0;
  for (const place of EVENT_PLACES) {
    if (!place.online && !place.venueAddress) continue;
    const [event] = await tx
      .select({ id: t.events.id })
      .from(t.events)
      .where(
        and(
          eq(t.events.slug, place.slug),
          sql`${t.events.location} = ${JSON.stringify(place.location)}::jsonb`,
        ),
      );
    if (!event) continue;
    const rows = await tx
      .insert(t.eventPlaces)
      .values({ eventId: event.id, online: place.online, venueAddress: place.venueAddress })
      .onConflictDoNothing()
      .returning({ id: t.eventPlaces.eventId });
    added += rows.length;
  }
  return added;
}

/** The schedule of each row of a hospital's hours whose words are the seed's. Returns the hospitals changed. */
export async function addOpeningSchedules(tx: Transaction): Promise<number> {
  let changed = 0;
  const rows = await tx
    .select({ id: t.companies.id, openingHours: t.companies.openingHours })
    .from(t.companies)
    .orderBy(asc(t.companies.id));
  for (const row of rows) {
    const seeded = COMPANIES.find((c) => c.id === row.id)?.openingHours ?? [];
    // jsonb gives the keys back in its own order: compare the texts, not their JSON.
    const same = (a: Localized, b: Localized) => a.id === b.id && a.en === b.en;
    let touched = false;
    const hours = row.openingHours.map((hour) => {
      const source = seeded.find((s) => same(s.label, hour.label) && same(s.hours, hour.hours));
      if (hour.schedule || !source?.schedule) return hour;
      touched = true;
      return { ...hour, schedule: source.schedule };
    });
    if (!touched) continue;
    await tx.update(t.companies).set({ openingHours: hours }).where(eq(t.companies.id, row.id));
    changed += 1;
  }
  return changed;
}

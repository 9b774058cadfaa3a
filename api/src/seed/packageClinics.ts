import { eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Transaction } from '../db/types';
import { seedPackageClinics } from './catalog';

/**
 * The clinics where each seeded check-up is booked (docs/decisions.md, issue 26), for a database seeded
 * before them too: only clinics that exist there (an older seed has no MCU clinic, and its packages keep
 * the generic booking link), and never over what the hospital set. Returns the packages given clinics.
 */
export async function addPackageClinics(tx: Transaction): Promise<number> {
  const wanted = seedPackageClinics();
  const polis = new Set(
    (
      await tx
        .select({ id: t.polis.id })
        .from(t.polis)
        .where(inArray(t.polis.id, [...new Set(wanted.flatMap((w) => w.clinics.map((c) => c.poliId)))]))
    ).map((p) => p.id),
  );
  let added = 0;
  for (const { slug, clinics } of wanted) {
    const present = clinics.filter((c) => polis.has(c.poliId));
    if (present.length === 0) continue;
    const [pkg] = await tx
      .select({ id: t.servicePackages.id })
      .from(t.servicePackages)
      .where(eq(t.servicePackages.slug, slug));
    if (!pkg) continue;
    const rows = await tx
      .insert(t.packageClinics)
      .values({ packageId: pkg.id, clinics: present })
      .onConflictDoNothing()
      .returning({ id: t.packageClinics.packageId });
    added += rows.length;
  }
  return added;
}

import { inArray } from 'drizzle-orm';
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
  const packageIds = new Map(
    (
      await tx
        .select({ id: t.servicePackages.id, slug: t.servicePackages.slug })
        .from(t.servicePackages)
        .where(
          inArray(
            t.servicePackages.slug,
            wanted.map((w) => w.slug),
          ),
        )
    ).map((p) => [p.slug, p.id]),
  );
  const values = wanted.flatMap(({ slug, clinics }) => {
    const packageId = packageIds.get(slug);
    const present = clinics.filter((c) => polis.has(c.poliId));
    return packageId === undefined || present.length === 0 ? [] : [{ packageId, clinics: present }];
  });
  if (values.length === 0) return 0;
  const rows = await tx
    .insert(t.packageClinics)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: t.packageClinics.packageId });
  return rows.length;
}

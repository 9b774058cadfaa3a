import { asc } from 'drizzle-orm';
import { isExcludedPoliName } from '@hospital/domain';
import { companies, doctors, polis, specialities } from '../db/schema';
import type { Database } from '../db/types';

export type CompanyRecord = typeof companies.$inferSelect;
export type PoliRecord = typeof polis.$inferSelect & { excluded: boolean };
export type SpecialityRecord = typeof specialities.$inferSelect;
export type DoctorRecord = typeof doctors.$inferSelect;

export interface ReferenceData {
  companies: Map<number, CompanyRecord>;
  polis: Map<number, PoliRecord>;
  specialities: Map<string, SpecialityRecord>;
  doctors: DoctorRecord[];
  doctorsById: Map<number, DoctorRecord>;
}

// Hospitals, polis, specialities and doctors change only through seeding or back-office work,
// so a short cache spares every schedule request four queries.
const TTL_MS = 30_000;

export class ReferenceCache {
  private value: ReferenceData | null = null;
  private loadedAt = 0;
  private pending: Promise<ReferenceData> | null = null;

  constructor(private readonly db: Database) {}

  async get(): Promise<ReferenceData> {
    if (this.value && Date.now() - this.loadedAt < TTL_MS) return this.value;
    if (!this.pending) {
      this.pending = this.load().finally(() => {
        this.pending = null;
      });
    }
    return this.pending;
  }

  invalidate(): void {
    this.value = null;
  }

  private async load(): Promise<ReferenceData> {
    const [companyRows, poliRows, specialityRows, doctorRows] = await Promise.all([
      this.db.select().from(companies).orderBy(asc(companies.id)),
      this.db.select().from(polis).orderBy(asc(polis.seq)),
      this.db.select().from(specialities).orderBy(asc(specialities.seq)),
      this.db.select().from(doctors).orderBy(asc(doctors.name)),
    ]);
    const value: ReferenceData = {
      companies: new Map(companyRows.map((c) => [c.id, c])),
      polis: new Map(poliRows.map((p) => [p.id, { ...p, excluded: isExcludedPoliName(p.name.id) }])),
      specialities: new Map(specialityRows.map((s) => [s.slug, s])),
      doctors: doctorRows,
      doctorsById: new Map(doctorRows.map((d) => [d.id, d])),
    };
    this.value = value;
    this.loadedAt = Date.now();
    return value;
  }
}

import { asc } from 'drizzle-orm';
import type { DoctorFee, Lang, PoliLocation } from '@hospital/contract';
import { isExcludedPoliName } from '@hospital/domain';
import {
  articleAuthors,
  companies,
  doctorFees,
  doctors,
  poliLocations,
  polis,
  specialities,
  type Localized,
} from '../db/schema';
import type { Database } from '../db/types';

export type CompanyRecord = typeof companies.$inferSelect;
export type PoliRecord = typeof polis.$inferSelect & { excluded: boolean };
export type SpecialityRecord = typeof specialities.$inferSelect;
export type DoctorRecord = typeof doctors.$inferSelect;
export type PoliLocationRecord = typeof poliLocations.$inferSelect;

export interface ReferenceData {
  companies: Map<number, CompanyRecord>;
  polis: Map<number, PoliRecord>;
  specialities: Map<string, SpecialityRecord>;
  doctors: DoctorRecord[];
  doctorsById: Map<number, DoctorRecord>;
  /** Consultation fees per doctor, by hospital id (docs/decisions.md, issue 15). */
  fees: Map<number, DoctorFee[]>;
  /** Floor and counter per poli id. */
  locations: Map<number, PoliLocationRecord>;
  /** Articles' bylines in both languages, by `articles.author` (docs/decisions.md, issue 26). */
  authors: Map<string, Localized>;
}

// Hospitals, polis, specialities, doctors, their fees and the polis' locations change only through
// seeding or back-office work, so a short cache spares every schedule request six queries.
const TTL_MS = 30_000;

/** The floor and counter of a poli in the answer's language, or null where none is known. */
export function poliLocation(ref: ReferenceData, poliId: number, lang: Lang): PoliLocation | null {
  const location = ref.locations.get(poliId);
  return location ? { floor: location.floor[lang], counter: location.counter[lang] } : null;
}

/** An article's byline in the answer's language; one the hospital has not named reads as written. */
export function authorName(ref: ReferenceData, author: string, lang: Lang): string {
  return ref.authors.get(author)?.[lang] ?? author;
}

/** A self-paying patient's fee for a doctor at a hospital, or null where none is known. */
export function doctorFee(ref: ReferenceData, doctorId: number, companyId: number): number | null {
  return ref.fees.get(doctorId)?.find((f) => f.company_id === companyId)?.amount ?? null;
}

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
    const [companyRows, poliRows, specialityRows, doctorRows, feeRows, locationRows, authorRows] =
      await Promise.all([
        this.db.select().from(companies).orderBy(asc(companies.id)),
        this.db.select().from(polis).orderBy(asc(polis.seq)),
        this.db.select().from(specialities).orderBy(asc(specialities.seq)),
        this.db.select().from(doctors).orderBy(asc(doctors.name)),
        this.db.select().from(doctorFees).orderBy(asc(doctorFees.doctorId), asc(doctorFees.companyId)),
        this.db.select().from(poliLocations),
        this.db.select().from(articleAuthors),
      ]);
    const fees = new Map<number, DoctorFee[]>();
    for (const fee of feeRows) {
      const list = fees.get(fee.doctorId) ?? [];
      list.push({ company_id: fee.companyId, amount: fee.amount });
      fees.set(fee.doctorId, list);
    }
    const value: ReferenceData = {
      companies: new Map(companyRows.map((c) => [c.id, c])),
      polis: new Map(poliRows.map((p) => [p.id, { ...p, excluded: isExcludedPoliName(p.name.id) }])),
      specialities: new Map(specialityRows.map((s) => [s.slug, s])),
      doctors: doctorRows,
      doctorsById: new Map(doctorRows.map((d) => [d.id, d])),
      fees,
      locations: new Map(locationRows.map((l) => [l.poliId, l])),
      authors: new Map(authorRows.map((a) => [a.author, a.name])),
    };
    this.value = value;
    this.loadedAt = Date.now();
    return value;
  }
}

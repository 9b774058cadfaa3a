import type { doctorFees } from '../db/schema';
import { CIANJUR } from './organisation';

type FeeRow = typeof doctorFees.$inferInsert;

/**
 * Consultation fees for self-paying patients in Bandung, in rupiah, by speciality: general
 * practitioners about Rp 100.000-150.000, dentists about Rp 150.000, specialists Rp 150.000-300.000
 * (surgical and cardiac specialities at the top). Cianjur is somewhat cheaper (CIANJUR_DISCOUNT).
 */
export const BANDUNG_FEES: Record<string, number> = {
  umum: 125_000,
  gigi: 150_000,
  anak: 225_000,
  'penyakit-dalam': 250_000,
  'kebidanan-kandungan': 250_000,
  'bedah-umum': 250_000,
  jantung: 275_000,
  saraf: 250_000,
  mata: 225_000,
  tht: 225_000,
  'kulit-kelamin': 225_000,
  ortopedi: 275_000,
  paru: 225_000,
  urologi: 250_000,
  'kedokteran-jiwa': 250_000,
  'rehabilitasi-medik': 200_000,
  'bedah-saraf': 275_000,
  'gizi-klinik': 200_000,
  'bedah-digestif': 275_000,
  anestesiologi: 200_000,
};

export const CIANJUR_DISCOUNT = 25_000;

/** The range a fee stays in, whatever the doctor's step and the hospital. */
function range(speciality: string): [number, number] {
  if (speciality === 'umum') return [100_000, 150_000];
  if (speciality === 'gigi') return [125_000, 175_000];
  return [150_000, 300_000];
}

/**
 * The fee of one doctor at one hospital. Each doctor sits one step (Rp 25.000) below, at or above the
 * speciality's fee, by id, so a database seeded before docs/decisions.md, issue 15 gets the same fees as a new one.
 */
export function consultationFee(doctorId: number, speciality: string, companyId: number): number | null {
  const base = BANDUNG_FEES[speciality];
  if (base === undefined) return null;
  const step = [0, 25_000, -25_000][doctorId % 3];
  const [min, max] = range(speciality);
  const amount = base + step - (companyId === CIANJUR ? CIANJUR_DISCOUNT : 0);
  return Math.min(max, Math.max(min, amount));
}

/** One fee per doctor and hospital where the doctor practises. */
export function feeRows(
  doctors: readonly { id: number; specialitySlug: string }[],
  practice: readonly { doctorId: number; companyId: number }[],
): FeeRow[] {
  const rows: FeeRow[] = [];
  for (const doctor of doctors) {
    const companies = [...new Set(practice.filter((p) => p.doctorId === doctor.id).map((p) => p.companyId))];
    for (const companyId of companies.sort((a, b) => a - b)) {
      const amount = consultationFee(doctor.id, doctor.specialitySlug, companyId);
      if (amount !== null) rows.push({ doctorId: doctor.id, companyId, amount });
    }
  }
  return rows;
}

import type { companies, polis, specialities } from '../db/schema';
import { L } from './text';
import specialitiesText from './content/specialities.json';
import hospitalsText from './content/hospitals.json';

type CompanyRow = typeof companies.$inferInsert;
type SpecialityRow = typeof specialities.$inferInsert;
type PoliRow = typeof polis.$inferInsert;

export const BANDUNG = 1;
export const CIANJUR = 2;

/** The hospitals' details and text, as an editor changes them: seed/content/hospitals.json. */
export const COMPANIES: CompanyRow[] = hospitalsText as CompanyRow[];

interface SpecialityDef {
  slug: string;
  name: [string, string];
  title: string;
  description: [string, string];
  interests: [string, string][];
}

/**
 * Specialities with the title suffix of their doctors and typical clinical interests; the text lives
 * in seed/content/specialities.json.
 */
export const SPECIALITIES: SpecialityDef[] = specialitiesText as SpecialityDef[];

export const SPECIALITY_ROWS: SpecialityRow[] = SPECIALITIES.map((s, index) => ({
  slug: s.slug,
  seq: index + 1,
  name: L(s.name[0], s.name[1]),
  description: L(s.description[0], s.description[1]),
}));

function poli(
  id: number,
  companyId: number,
  seq: number,
  speciality: string | null,
  name: [string, string],
): PoliRow {
  return { id, companyId, seq, specialitySlug: speciality, name: L(name[0], name[1]) };
}

/** Bookable polis plus the administrative ones the poli list leaves out (BPJS, Reguler, Farmasi, Anestesiologi). */
export const POLIS: PoliRow[] = [
  poli(2461, BANDUNG, 1, 'penyakit-dalam', ['Poli Penyakit Dalam', 'Internal Medicine Clinic']),
  poli(2462, BANDUNG, 2, 'jantung', ['Poli Jantung', 'Cardiology Clinic']),
  poli(2463, BANDUNG, 3, 'saraf', ['Poli Saraf', 'Neurology Clinic']),
  poli(2473, BANDUNG, 4, 'anak', ['Poli Anak', 'Paediatrics Clinic']),
  poli(2471, BANDUNG, 5, 'kebidanan-kandungan', [
    'Poli Kebidanan dan Kandungan',
    'Obstetrics and Gynaecology Clinic',
  ]),
  poli(2464, BANDUNG, 6, 'bedah-umum', ['Poli Bedah Umum', 'General Surgery Clinic']),
  poli(2479, BANDUNG, 7, 'bedah-digestif', ['Poli Bedah Digestif', 'Digestive Surgery Clinic']),
  poli(2465, BANDUNG, 8, 'mata', ['Poli Mata', 'Eye Clinic']),
  poli(2466, BANDUNG, 9, 'tht', ['Poli THT-KL', 'ENT Clinic']),
  poli(2467, BANDUNG, 10, 'kulit-kelamin', ['Poli Kulit dan Kelamin', 'Dermatology Clinic']),
  poli(2468, BANDUNG, 11, 'ortopedi', ['Poli Ortopedi', 'Orthopaedics Clinic']),
  poli(2469, BANDUNG, 12, 'paru', ['Poli Paru', 'Pulmonology Clinic']),
  poli(2470, BANDUNG, 13, 'urologi', ['Poli Urologi', 'Urology Clinic']),
  poli(2472, BANDUNG, 14, 'gigi', ['Poli Gigi', 'Dental Clinic']),
  poli(2474, BANDUNG, 15, 'kedokteran-jiwa', ['Poli Kesehatan Jiwa', 'Mental Health Clinic']),
  poli(2475, BANDUNG, 16, 'rehabilitasi-medik', ['Poli Rehabilitasi Medik', 'Rehabilitation Clinic']),
  poli(2476, BANDUNG, 17, 'bedah-saraf', ['Poli Bedah Saraf', 'Neurosurgery Clinic']),
  poli(2477, BANDUNG, 18, 'gizi-klinik', ['Poli Gizi Klinik', 'Clinical Nutrition Clinic']),
  poli(2478, BANDUNG, 19, 'umum', ['Poli Umum', 'General Practice Clinic']),
  poli(2480, BANDUNG, 20, 'umum', ['Poli Umum BPJS', 'General Practice (BPJS) Clinic']),
  poli(2481, BANDUNG, 21, 'anestesiologi', ['Poli Anestesiologi', 'Anaesthesiology Clinic']),
  poli(2482, BANDUNG, 22, null, ['Farmasi Rawat Jalan', 'Outpatient Pharmacy']),
  poli(2483, CIANJUR, 1, 'penyakit-dalam', ['Poli Penyakit Dalam', 'Internal Medicine Clinic']),
  poli(2496, CIANJUR, 2, 'anak', ['Poli Anak', 'Paediatrics Clinic']),
  poli(2485, CIANJUR, 3, 'kebidanan-kandungan', [
    'Poli Kebidanan dan Kandungan',
    'Obstetrics and Gynaecology Clinic',
  ]),
  poli(2484, CIANJUR, 4, 'bedah-umum', ['Poli Bedah Umum', 'General Surgery Clinic']),
  poli(2486, CIANJUR, 5, 'jantung', ['Poli Jantung', 'Cardiology Clinic']),
  poli(2487, CIANJUR, 6, 'saraf', ['Poli Saraf', 'Neurology Clinic']),
  poli(2488, CIANJUR, 7, 'mata', ['Poli Mata', 'Eye Clinic']),
  poli(2489, CIANJUR, 8, 'tht', ['Poli THT-KL', 'ENT Clinic']),
  poli(2490, CIANJUR, 9, 'ortopedi', ['Poli Ortopedi', 'Orthopaedics Clinic']),
  poli(2491, CIANJUR, 10, 'kulit-kelamin', ['Poli Kulit dan Kelamin', 'Dermatology Clinic']),
  poli(2492, CIANJUR, 11, 'paru', ['Poli Paru', 'Pulmonology Clinic']),
  poli(2493, CIANJUR, 12, 'gigi', ['Poli Gigi', 'Dental Clinic']),
  poli(2495, CIANJUR, 13, 'rehabilitasi-medik', ['Poli Rehabilitasi Medik', 'Rehabilitation Clinic']),
  poli(2494, CIANJUR, 14, 'umum', ['Poli Umum', 'General Practice Clinic']),
  poli(2497, CIANJUR, 15, 'umum', ['Poli Reguler', 'Regular Clinic']),
  poli(2499, CIANJUR, 16, 'penyakit-dalam', ['Poli Penyakit Dalam BPJS', 'Internal Medicine (BPJS) Clinic']),
  poli(2498, CIANJUR, 17, null, ['Farmasi', 'Pharmacy']),
];

/** The bookable poli of a speciality at a hospital (the first non-administrative one). */
export function poliFor(companyId: number, speciality: string): number | undefined {
  const excluded = /bpjs|reguler|farmasi|anestesi/i;
  const match = POLIS.find(
    (p) => p.companyId === companyId && p.specialitySlug === speciality && !excluded.test(p.name.id),
  );
  if (match) return match.id;
  // Anaesthesiologists only practise in their own (administrative) poli.
  return POLIS.find((p) => p.companyId === companyId && p.specialitySlug === speciality)?.id;
}

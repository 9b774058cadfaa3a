import type { companies, Localized, polis, specialities } from '../db/schema';
import { L } from './text';
import specialitiesText from './content/specialities.json';
import hospitalsText from './content/hospitals.json';
import polisText from './content/polis.json';

type CompanyRow = typeof companies.$inferInsert;
type SpecialityRow = typeof specialities.$inferInsert;
type PoliRow = typeof polis.$inferInsert;

export const BANDUNG = 1;
export const CIANJUR = 2;

/** The hospitals as the command lines name them (`npm run desk-staff`, `npm run closures`). */
export const HOSPITAL_BY_NAME: Record<string, number> = { bandung: BANDUNG, cianjur: CIANJUR };

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

/** The MCU (medical check-up) clinic of each hospital, where the check-up packages are booked. */
export const MCU_POLIS: Record<number, number> = { [BANDUNG]: 2500, [CIANJUR]: 2501 };

/** The polis' names, as an editor changes them: seed/content/polis.json. */
const POLI_NAMES: { poli: number; name: Localized }[] = polisText;

function poli(id: number, companyId: number, seq: number, speciality: string | null): PoliRow {
  const text = POLI_NAMES.find((p) => p.poli === id);
  if (!text) throw new Error(`seed/content/polis.json has no name for the poli ${id}`);
  return { id, companyId, seq, specialitySlug: speciality, name: L(text.name.id, text.name.en) };
}

/** Bookable polis plus the administrative ones the poli list leaves out (BPJS, Reguler, Farmasi, Anestesiologi). */
export const POLIS: PoliRow[] = [
  poli(2461, BANDUNG, 1, 'penyakit-dalam'),
  poli(2462, BANDUNG, 2, 'jantung'),
  poli(2463, BANDUNG, 3, 'saraf'),
  poli(2473, BANDUNG, 4, 'anak'),
  poli(2471, BANDUNG, 5, 'kebidanan-kandungan'),
  poli(2464, BANDUNG, 6, 'bedah-umum'),
  poli(2479, BANDUNG, 7, 'bedah-digestif'),
  poli(2465, BANDUNG, 8, 'mata'),
  poli(2466, BANDUNG, 9, 'tht'),
  poli(2467, BANDUNG, 10, 'kulit-kelamin'),
  poli(2468, BANDUNG, 11, 'ortopedi'),
  poli(2469, BANDUNG, 12, 'paru'),
  poli(2470, BANDUNG, 13, 'urologi'),
  poli(2472, BANDUNG, 14, 'gigi'),
  poli(2474, BANDUNG, 15, 'kedokteran-jiwa'),
  poli(2475, BANDUNG, 16, 'rehabilitasi-medik'),
  poli(2476, BANDUNG, 17, 'bedah-saraf'),
  poli(2477, BANDUNG, 18, 'gizi-klinik'),
  poli(2478, BANDUNG, 19, 'umum'),
  poli(2480, BANDUNG, 20, 'umum'),
  poli(2481, BANDUNG, 21, 'anestesiologi'),
  poli(2482, BANDUNG, 22, null),
  poli(2483, CIANJUR, 1, 'penyakit-dalam'),
  poli(2496, CIANJUR, 2, 'anak'),
  poli(2485, CIANJUR, 3, 'kebidanan-kandungan'),
  poli(2484, CIANJUR, 4, 'bedah-umum'),
  poli(2486, CIANJUR, 5, 'jantung'),
  poli(2487, CIANJUR, 6, 'saraf'),
  poli(2488, CIANJUR, 7, 'mata'),
  poli(2489, CIANJUR, 8, 'tht'),
  poli(2490, CIANJUR, 9, 'ortopedi'),
  poli(2491, CIANJUR, 10, 'kulit-kelamin'),
  poli(2492, CIANJUR, 11, 'paru'),
  poli(2493, CIANJUR, 12, 'gigi'),
  poli(2495, CIANJUR, 13, 'rehabilitasi-medik'),
  poli(2494, CIANJUR, 14, 'umum'),
  poli(2497, CIANJUR, 15, 'umum'),
  poli(2499, CIANJUR, 16, 'penyakit-dalam'),
  poli(2498, CIANJUR, 17, null),
  // The check-up clinics (docs/decisions.md, issue 26): general practitioners run the MCU packages.
  poli(MCU_POLIS[BANDUNG], BANDUNG, 23, 'umum'),
  poli(MCU_POLIS[CIANJUR], CIANJUR, 18, 'umum'),
];

/**
 * The administrative polis (BPJS, Reguler, Farmasi, Anestesiologi), by id: their names are an editor's
 * to change, so booking does not go by them.
 */
const ADMINISTRATIVE = new Set([2480, 2481, 2482, 2497, 2498, 2499]);

/** The bookable poli of a speciality at a hospital (the first non-administrative one). */
export function poliFor(companyId: number, speciality: string): number | undefined {
  const match = POLIS.find(
    (p) => p.companyId === companyId && p.specialitySlug === speciality && !ADMINISTRATIVE.has(p.id),
  );
  if (match) return match.id;
  // Anaesthesiologists only practise in their own (administrative) poli.
  return POLIS.find((p) => p.companyId === companyId && p.specialitySlug === speciality)?.id;
}

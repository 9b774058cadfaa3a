import type { Localized, poliLocations } from '../db/schema';
import { fill, L } from './text';
import locationsText from './content/locations.json';

type LocationRow = typeof poliLocations.$inferInsert;

interface LocationsText {
  /** Each floor's name, by its number. */
  floors: Record<string, Localized>;
  /** Placeholder: {counter}, the counter's letter. */
  counter: Localized;
}

/** The words of the poli locations, as an editor changes them: seed/content/locations.json. */
const TEXT: LocationsText = locationsText;

/** "Lantai 2" / "2nd floor" and "Loket B" / "counter B": joined, "Lantai 2, Loket B" / "2nd floor, counter B". */
function at(floor: number, counter: string): Omit<LocationRow, 'poliId'> {
  const name = TEXT.floors[String(floor)];
  if (!name) throw new Error(`seed/content/locations.json has no name for floor ${floor}`);
  return { floor: L(name.id, name.en), counter: fill(TEXT.counter, { counter }) };
}

/**
 * Where each poli of the seed registers its patients. Bandung: general practice, dentistry and the
 * pharmacy on the 1st floor; internal medicine, heart, lungs and nerves on the 2nd floor (counter B),
 * mother and child beside them (counter C); surgery on the 3rd floor (D), the other clinics there too
 * (E). Cianjur has two floors: the 1st for general practice, dentistry, mother and child (A), the 2nd
 * for the other specialists (B, C).
 */
const LOCATIONS: Record<number, [number, string]> = {
  // Bandung
  2478: [1, 'A'], // Poli Umum
  2480: [1, 'A'], // Poli Umum BPJS
  2472: [1, 'A'], // Poli Gigi
  2482: [1, 'F'], // Farmasi Rawat Jalan
  2461: [2, 'B'], // Penyakit Dalam
  2462: [2, 'B'], // Jantung
  2463: [2, 'B'], // Saraf
  2469: [2, 'B'], // Paru
  2473: [2, 'C'], // Anak
  2471: [2, 'C'], // Kebidanan dan Kandungan
  2477: [2, 'C'], // Gizi Klinik
  2464: [3, 'D'], // Bedah Umum
  2479: [3, 'D'], // Bedah Digestif
  2468: [3, 'D'], // Ortopedi
  2470: [3, 'D'], // Urologi
  2476: [3, 'D'], // Bedah Saraf
  2481: [3, 'D'], // Anestesiologi
  2465: [3, 'E'], // Mata
  2466: [3, 'E'], // THT-KL
  2467: [3, 'E'], // Kulit dan Kelamin
  2474: [3, 'E'], // Kesehatan Jiwa
  2475: [3, 'E'], // Rehabilitasi Medik
  2500: [1, 'A'], // Medical Check Up
  // Cianjur
  2494: [1, 'A'], // Poli Umum
  2497: [1, 'A'], // Poli Reguler
  2493: [1, 'A'], // Poli Gigi
  2496: [1, 'A'], // Anak
  2485: [1, 'A'], // Kebidanan dan Kandungan
  2498: [1, 'F'], // Farmasi
  2483: [2, 'B'], // Penyakit Dalam
  2499: [2, 'B'], // Penyakit Dalam BPJS
  2486: [2, 'B'], // Jantung
  2487: [2, 'B'], // Saraf
  2492: [2, 'B'], // Paru
  2484: [2, 'C'], // Bedah Umum
  2490: [2, 'C'], // Ortopedi
  2488: [2, 'C'], // Mata
  2489: [2, 'C'], // THT-KL
  2491: [2, 'C'], // Kulit dan Kelamin
  2495: [2, 'C'], // Rehabilitasi Medik
  2501: [1, 'A'], // Medical Check Up
};

/** The locations of the polis given that the seed knows (an installation's own polis get none). */
export function locationRows(poliIds: readonly number[]): LocationRow[] {
  return poliIds
    .filter((id) => LOCATIONS[id] !== undefined)
    .sort((a, b) => a - b)
    .map((poliId) => ({ poliId, ...at(...LOCATIONS[poliId]) }));
}

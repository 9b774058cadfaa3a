import { EMERGENCY_WORD, SYMPTOMS, symptomTerms } from '@hospital/domain';
import type { searchSynonyms } from '../db/schema';

type SynonymRow = typeof searchSynonyms.$inferInsert;

/**
 * What patients type when they look for a doctor (docs/decisions.md, issue 15 item 6), per speciality: its names in both
 * languages, what people call the doctor ("dokter anak", "dokter kandungan"), the title after the name
 * ("Sp.A"), the English words, and the complaints people search by. Lower case; pg_trgm matches them
 * with typos (`src/search/vocabulary.ts`), so variants of spelling are only needed when they share few
 * letters ("syaraf" / "saraf" do share enough, "obgyn" / "kandungan" do not).
 */
export const SPECIALITY_TERMS: Record<string, string[]> = {
  'penyakit-dalam': [
    'penyakit dalam',
    'dokter penyakit dalam',
    'spesialis penyakit dalam',
    'poli penyakit dalam',
    'internis',
    'interna',
    'sp.pd',
    'internal medicine',
    'internist',
    'diabetes',
    'kencing manis',
    'hipertensi',
    'darah tinggi',
    'maag',
  ],
  anak: [
    'anak',
    'dokter anak',
    'spesialis anak',
    'dokter spesialis anak',
    'poli anak',
    'sp.a',
    'dsa',
    'pediatri',
    'pediatric',
    'pediatrician',
    'paediatrics',
    'paediatrician',
    'child doctor',
    'children',
    'bayi',
    'balita',
    'imunisasi',
    'tumbuh kembang',
  ],
  'kebidanan-kandungan': [
    'kandungan',
    'kebidanan',
    'kebidanan dan kandungan',
    'dokter kandungan',
    'spesialis kandungan',
    'poli kandungan',
    'sp.og',
    'obgyn',
    'obstetri',
    'ginekologi',
    'obstetrics',
    'gynaecology',
    'gynecologist',
    'hamil',
    'kehamilan',
    'ibu hamil',
    'persalinan',
    'melahirkan',
    'pregnancy',
  ],
  'bedah-umum': [
    'bedah',
    'bedah umum',
    'dokter bedah',
    'spesialis bedah',
    'sp.b',
    'operasi',
    'hernia',
    'benjolan',
    'surgeon',
    'general surgery',
  ],
  jantung: [
    'jantung',
    'dokter jantung',
    'spesialis jantung',
    'poli jantung',
    'jantung dan pembuluh darah',
    'pembuluh darah',
    'sp.jp',
    'kardiologi',
    'cardiology',
    'cardiologist',
    'heart',
    'heart doctor',
  ],
  saraf: [
    'saraf',
    'syaraf',
    'dokter saraf',
    'spesialis saraf',
    'poli saraf',
    'sp.n',
    'sp.s',
    'neurologi',
    'neurology',
    'neurologist',
    'stroke',
    'epilepsi',
    'sakit kepala',
    'migrain',
  ],
  mata: [
    'mata',
    'dokter mata',
    'spesialis mata',
    'poli mata',
    'sp.m',
    'katarak',
    'glaukoma',
    'mata minus',
    'ophthalmology',
    'ophthalmologist',
    'eye doctor',
  ],
  tht: [
    'tht',
    'tht-kl',
    'dokter tht',
    'spesialis tht',
    'telinga hidung tenggorokan',
    'sp.tht-kl',
    'telinga',
    'tenggorokan',
    'amandel',
    'sinusitis',
    'ent',
    'ear nose throat',
  ],
  'kulit-kelamin': [
    'kulit',
    'kelamin',
    'kulit dan kelamin',
    'dokter kulit',
    'spesialis kulit',
    'poli kulit',
    'sp.kk',
    'sp.dve',
    'dermatologi',
    'dermatology',
    'dermatologist',
    'jerawat',
    'skin doctor',
  ],
  ortopedi: [
    'ortopedi',
    'orthopedi',
    'dokter tulang',
    'spesialis tulang',
    'spesialis ortopedi',
    'tulang',
    'patah tulang',
    'sendi',
    'sp.ot',
    'orthopaedics',
    'orthopedic',
    'bone doctor',
  ],
  paru: [
    'paru',
    'paru-paru',
    'dokter paru',
    'spesialis paru',
    'poli paru',
    'sp.p',
    'pulmonologi',
    'pulmonology',
    'lung doctor',
    'asma',
    'tbc',
    'tuberkulosis',
    'sesak napas',
  ],
  urologi: [
    'urologi',
    'dokter urologi',
    'spesialis urologi',
    'sp.u',
    'prostat',
    'batu ginjal',
    'saluran kemih',
    'urology',
    'urologist',
  ],
  gigi: [
    'gigi',
    'dokter gigi',
    'drg',
    'poli gigi',
    'sakit gigi',
    'cabut gigi',
    'tambal gigi',
    'behel',
    'kawat gigi',
    'gigi anak',
    'dentist',
    'dental',
    'dentistry',
  ],
  'kedokteran-jiwa': [
    'jiwa',
    'kesehatan jiwa',
    'kedokteran jiwa',
    'psikiater',
    'sp.kj',
    'depresi',
    'kecemasan',
    'gangguan tidur',
    'psychiatrist',
    'psychiatry',
    'mental health',
  ],
  'rehabilitasi-medik': [
    'rehabilitasi medik',
    'rehab medik',
    'rehabilitasi',
    'fisioterapi',
    'sp.kfr',
    'physiotherapy',
    'rehabilitation',
  ],
  'bedah-saraf': [
    'bedah saraf',
    'dokter bedah saraf',
    'sp.bs',
    'saraf kejepit',
    'tulang belakang',
    'tumor otak',
    'neurosurgery',
    'neurosurgeon',
  ],
  'gizi-klinik': [
    'gizi',
    'gizi klinik',
    'dokter gizi',
    'sp.gk',
    'nutrisi',
    'diet',
    'obesitas',
    'nutrition',
    'dietitian',
  ],
  'bedah-digestif': [
    'bedah digestif',
    'digestif',
    'sp.b-kbd',
    'usus buntu',
    'wasir',
    'ambeien',
    'batu empedu',
    'laparoskopi',
    'endoskopi',
    'digestive surgery',
  ],
  umum: [
    'dokter umum',
    'poli umum',
    'umum',
    'dokter keluarga',
    'demam',
    'flu',
    'general practitioner',
    'general practice',
    'gp',
    'family doctor',
  ],
  anestesiologi: ['anestesi', 'anestesiologi', 'dokter anestesi', 'sp.an', 'bius', 'anaesthesiology'],
};

/**
 * Other names of what the content says with one word: the FAQ and the partners are searched with the
 * canonical word too ("jkn" finds the BPJS answers).
 */
export const CANONICAL_TERMS: Record<string, string[]> = {
  bpjs: [
    'bpjs kesehatan',
    'jkn',
    'kis',
    'jkn-kis',
    'jkn kis',
    'kartu indonesia sehat',
    'jaminan kesehatan nasional',
    'askes',
    'mobile jkn',
  ],
  rujukan: ['surat rujukan', 'rujukan online', 'faskes', 'puskesmas', 'referral letter'],
  'kode booking': ['cek booking', 'cek janji', 'lihat janji', 'batalkan janji', 'booking code'],
};

/** The vocabulary as rows, specialities first, in a fixed order (the seed is deterministic). */
export function searchSynonymRows(knownSpecialities: ReadonlySet<string>): SynonymRow[] {
  const rows: SynonymRow[] = [];
  for (const [slug, terms] of Object.entries(SPECIALITY_TERMS)) {
    // An installation whose specialities differ from the seed's keeps only the terms it can use.
    if (!knownSpecialities.has(slug)) continue;
    for (const term of terms) rows.push({ term, specialitySlug: slug, canonical: null });
  }
  for (const [canonical, terms] of Object.entries(CANONICAL_TERMS)) {
    for (const term of terms) rows.push({ term, specialitySlug: null, canonical });
  }
  // Complaints (docs/decisions.md, issue 26 — symptom search): each term leads to every speciality
  // that sees it, and an emergency's also to the IGD's word.
  for (const symptom of SYMPTOMS) {
    for (const term of symptomTerms(symptom)) {
      for (const slug of symptom.specialities) {
        if (knownSpecialities.has(slug)) rows.push({ term, specialitySlug: slug, canonical: null });
      }
      if (symptom.emergency) rows.push({ term, specialitySlug: null, canonical: EMERGENCY_WORD });
    }
  }
  return rows;
}

/**
 * What patients type when they search by what hurts (docs/decisions.md, issue 26 — symptom search),
 * in Indonesian and English, and the specialities that see it, most fitting first. The API seeds these
 * terms into its search vocabulary (api/src/seed/search.ts), where pg_trgm matches them with typos; an
 * `emergency` complaint also puts the emergency department's call (IGD) above the results.
 */
export interface Symptom {
  /** Stable key. */
  key: string;
  /** Lower case, as people type them; the first is the complaint's name. */
  id: readonly string[];
  en: readonly string[];
  /** Speciality slugs, most fitting first. */
  specialities: readonly string[];
  /** Chest pain, shortness of breath, a stroke's signs: the IGD's call comes first. */
  emergency: boolean;
}

/** The canonical word an emergency complaint stands for in the vocabulary (the IGD's answers too). */
export const EMERGENCY_WORD = 'igd';

export const SYMPTOMS: readonly Symptom[] = [
  {
    key: 'chest-pain',
    id: ['nyeri dada', 'sakit dada', 'dada sakit', 'dada nyeri', 'dada terasa berat', 'dada sesak'],
    en: ['chest pain', 'chest tightness', 'pain in the chest'],
    specialities: ['jantung', 'penyakit-dalam'],
    emergency: true,
  },
  {
    key: 'shortness-of-breath',
    id: ['sesak napas', 'sesak nafas', 'susah bernapas', 'sulit bernapas', 'napas pendek', 'mengi'],
    en: ['shortness of breath', 'short of breath', 'breathlessness', 'difficulty breathing', 'wheezing'],
    specialities: ['paru', 'jantung'],
    emergency: true,
  },
  {
    key: 'stroke',
    id: ['stroke', 'wajah mencong', 'bicara pelo', 'lumpuh mendadak', 'lemah separuh badan'],
    en: ['face drooping', 'slurred speech', 'sudden weakness'],
    specialities: ['saraf'],
    emergency: true,
  },
  {
    key: 'seizure',
    id: ['kejang', 'kejang demam'],
    en: ['seizure', 'convulsion', 'fit'],
    specialities: ['saraf', 'anak'],
    emergency: true,
  },
  {
    key: 'fainting',
    id: ['pingsan', 'tidak sadarkan diri'],
    en: ['fainting', 'fainted', 'unconscious'],
    specialities: ['jantung', 'saraf'],
    emergency: true,
  },
  {
    key: 'accident',
    id: ['kecelakaan', 'luka berat', 'pendarahan hebat'],
    en: ['accident', 'heavy bleeding', 'serious injury'],
    specialities: ['bedah-umum', 'ortopedi'],
    emergency: true,
  },
  {
    key: 'stomach-ache',
    id: [
      'sakit perut',
      'nyeri perut',
      'perut sakit',
      'mulas',
      'diare',
      'mencret',
      'mual',
      'muntah',
      'perut kembung',
      'asam lambung',
    ],
    en: [
      'stomach ache',
      'stomachache',
      'abdominal pain',
      'tummy ache',
      'diarrhoea',
      'diarrhea',
      'nausea',
      'vomiting',
      'heartburn',
    ],
    specialities: ['penyakit-dalam', 'bedah-digestif'],
    emergency: false,
  },
  {
    key: 'cough',
    id: ['batuk', 'batuk pilek', 'batuk berdahak', 'batuk kering', 'batuk lama'],
    en: ['cough', 'coughing', 'persistent cough', 'dry cough'],
    specialities: ['paru', 'umum'],
    emergency: false,
  },
  {
    key: 'child-fever',
    id: [
      'demam anak',
      'anak demam',
      'panas anak',
      'anak panas',
      'demam bayi',
      'bayi demam',
      'anak batuk',
      'anak diare',
    ],
    en: ['child fever', 'fever in children', 'baby fever', 'feverish child', 'child cough'],
    specialities: ['anak'],
    emergency: false,
  },
  {
    key: 'fever',
    id: ['demam', 'panas badan', 'meriang', 'demam berdarah', 'tifus', 'tipes'],
    en: ['fever', 'dengue', 'typhoid'],
    specialities: ['penyakit-dalam', 'umum'],
    emergency: false,
  },
  {
    key: 'headache',
    id: ['sakit kepala', 'pusing', 'kepala pusing', 'migrain', 'vertigo', 'kesemutan', 'mati rasa'],
    en: ['headache', 'migraine', 'dizziness', 'numbness', 'tingling'],
    specialities: ['saraf', 'umum'],
    emergency: false,
  },
  {
    key: 'palpitations',
    id: ['jantung berdebar', 'dada berdebar', 'berdebar-debar'],
    en: ['palpitations', 'racing heart'],
    specialities: ['jantung'],
    emergency: false,
  },
  {
    key: 'toothache',
    id: ['sakit gigi', 'gigi berlubang', 'gigi ngilu', 'gusi bengkak', 'gusi berdarah'],
    en: ['toothache', 'tooth ache', 'cavity', 'bleeding gums', 'swollen gums'],
    specialities: ['gigi'],
    emergency: false,
  },
  {
    key: 'eye',
    id: ['mata merah', 'mata kabur', 'penglihatan kabur', 'mata gatal', 'belekan', 'katarak'],
    en: ['red eye', 'blurred vision', 'itchy eyes', 'cataract'],
    specialities: ['mata'],
    emergency: false,
  },
  {
    key: 'ear-nose-throat',
    id: [
      'sakit telinga',
      'telinga berdengung',
      'sakit tenggorokan',
      'radang tenggorokan',
      'hidung tersumbat',
      'mimisan',
      'pilek',
    ],
    en: ['earache', 'sore throat', 'blocked nose', 'nosebleed', 'ringing in the ears'],
    specialities: ['tht'],
    emergency: false,
  },
  {
    key: 'skin',
    id: ['gatal', 'kulit gatal', 'gatal-gatal', 'ruam', 'biduran', 'eksim', 'panu', 'kurap'],
    en: ['itching', 'itchy skin', 'rash', 'hives', 'eczema'],
    specialities: ['kulit-kelamin'],
    emergency: false,
  },
  {
    key: 'joints-back',
    id: [
      'nyeri sendi',
      'sakit pinggang',
      'sakit punggung',
      'nyeri lutut',
      'keseleo',
      'terkilir',
      'asam urat',
    ],
    en: ['joint pain', 'back pain', 'knee pain', 'sprain', 'gout'],
    specialities: ['ortopedi', 'rehabilitasi-medik'],
    emergency: false,
  },
  {
    key: 'urinary',
    id: ['nyeri saat kencing', 'anyang-anyangan', 'kencing berdarah', 'sering kencing', 'susah kencing'],
    en: ['painful urination', 'blood in urine', 'frequent urination'],
    specialities: ['urologi', 'penyakit-dalam'],
    emergency: false,
  },
  {
    key: 'women',
    id: ['telat haid', 'haid tidak teratur', 'nyeri haid', 'keputihan', 'hamil muda'],
    en: ['missed period', 'irregular periods', 'period pain', 'vaginal discharge', 'morning sickness'],
    specialities: ['kebidanan-kandungan'],
    emergency: false,
  },
  {
    key: 'mind',
    id: ['susah tidur', 'cemas', 'stres', 'serangan panik', 'sedih berkepanjangan'],
    en: ['insomnia', 'anxiety', 'stress', 'panic attack', 'low mood'],
    specialities: ['kedokteran-jiwa'],
    emergency: false,
  },
];

/** Every term of a complaint, both languages. */
export function symptomTerms(symptom: Symptom): string[] {
  return [...symptom.id, ...symptom.en];
}

/** The complaint a term belongs to (exactly, lower case), or undefined. */
export function symptomOf(term: string): Symptom | undefined {
  const wanted = term.trim().toLowerCase();
  return SYMPTOMS.find((s) => symptomTerms(s).includes(wanted));
}

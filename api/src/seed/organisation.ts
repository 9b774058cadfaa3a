import type { companies, polis, specialities } from '../db/schema';
import { L } from './text';

type CompanyRow = typeof companies.$inferInsert;
type SpecialityRow = typeof specialities.$inferInsert;
type PoliRow = typeof polis.$inferInsert;

export const BANDUNG = 1;
export const CIANJUR = 2;

const weekdayHours = L('Senin - Sabtu', 'Monday - Saturday');

export const COMPANIES: CompanyRow[] = [
  {
    id: BANDUNG,
    slug: 'medika-hospital-bandung',
    name: 'Medika Hospital Bandung',
    shortName: 'Bandung',
    city: 'Bandung',
    address: 'Jl. Soekarno-Hatta No. 789, Cisaranten Kulon, Arcamanik, Kota Bandung, Jawa Barat',
    postalCode: '40293',
    phone: '62227801234',
    phoneDisplay: '(022) 780 1234',
    emergencyPhone: '62227801119',
    whatsapp: '6281122001234',
    email: 'info.bandung@medikahospital.co.id',
    openingHours: [
      { label: L('IGD dan Farmasi', 'Emergency and Pharmacy'), hours: L('24 jam', '24 hours') },
      { label: weekdayHours, hours: L('07.00 - 21.00 WIB', '07:00 - 21:00 WIB') },
      {
        label: L('Minggu dan hari libur', 'Sunday and holidays'),
        hours: L('08.00 - 14.00 WIB', '08:00 - 14:00 WIB'),
      },
    ],
    latitude: -6.9386,
    longitude: 107.6712,
    description: L(
      'Rumah sakit umum tipe B dengan 210 tempat tidur di timur Kota Bandung: pusat layanan unggulan jantung, saraf, pencernaan, serta ibu dan anak, dengan IGD 24 jam dan ruang rawat intensif.',
      'A 210-bed general hospital in eastern Bandung: home of our heart, brain, digestive and mother-and-child centres, with a 24-hour emergency unit and intensive care.',
    ),
    bedCount: 210,
    services: [
      L('IGD 24 jam', '24-hour emergency'),
      L('Rawat inap dan ICU', 'Inpatient care and ICU'),
      L('Cath lab jantung', 'Cardiac cath lab'),
      L('Endoskopi dan laparoskopi', 'Endoscopy and laparoscopy'),
      L('Hemodialisis', 'Haemodialysis'),
      L('Medical check-up', 'Medical check-up'),
    ],
  },
  {
    id: CIANJUR,
    slug: 'medika-hospital-cianjur',
    name: 'Medika Hospital Cianjur',
    shortName: 'Cianjur',
    city: 'Cianjur',
    address: 'Jl. Raya Bandung No. 123, Sabandar, Karangtengah, Kabupaten Cianjur, Jawa Barat',
    postalCode: '43281',
    phone: '622638201234',
    phoneDisplay: '(0263) 820 1234',
    emergencyPhone: '622638201119',
    whatsapp: '6281122005678',
    email: 'info.cianjur@medikahospital.co.id',
    openingHours: [
      { label: L('IGD dan Farmasi', 'Emergency and Pharmacy'), hours: L('24 jam', '24 hours') },
      { label: weekdayHours, hours: L('07.30 - 20.00 WIB', '07:30 - 20:00 WIB') },
      {
        label: L('Minggu dan hari libur', 'Sunday and holidays'),
        hours: L('08.00 - 12.00 WIB', '08:00 - 12:00 WIB'),
      },
    ],
    latitude: -6.8168,
    longitude: 107.1425,
    description: L(
      'Rumah sakit umum dengan 120 tempat tidur yang melayani Cianjur dan sekitarnya: IGD 24 jam, kamar bersalin, layanan anak, bedah, dan poliklinik spesialis setiap hari.',
      'A 120-bed general hospital serving Cianjur and its surroundings: 24-hour emergency, maternity suites, paediatrics, surgery and specialist clinics every day.',
    ),
    bedCount: 120,
    services: [
      L('IGD 24 jam', '24-hour emergency'),
      L('Kamar bersalin', 'Maternity suites'),
      L('Rawat inap', 'Inpatient care'),
      L('Laboratorium dan radiologi', 'Laboratory and radiology'),
      L('Medical check-up', 'Medical check-up'),
    ],
  },
];

interface SpecialityDef {
  slug: string;
  name: [string, string];
  title: string;
  description: [string, string];
  interests: [string, string][];
}

/** Specialities with the title suffix of their doctors and typical clinical interests. */
export const SPECIALITIES: SpecialityDef[] = [
  {
    slug: 'penyakit-dalam',
    name: ['Penyakit Dalam', 'Internal Medicine'],
    title: 'Sp.PD',
    description: [
      'Diagnosis dan pengobatan penyakit organ dalam pada orang dewasa, seperti diabetes, hipertensi, dan gangguan ginjal.',
      'Diagnosis and treatment of adult internal diseases such as diabetes, hypertension and kidney disorders.',
    ],
    interests: [
      ['diabetes melitus', 'diabetes mellitus'],
      ['hipertensi', 'hypertension'],
      ['penyakit ginjal kronik', 'chronic kidney disease'],
      ['gangguan pencernaan', 'digestive disorders'],
    ],
  },
  {
    slug: 'anak',
    name: ['Anak', 'Paediatrics'],
    title: 'Sp.A',
    description: [
      'Kesehatan bayi, anak, dan remaja: imunisasi, tumbuh kembang, serta penyakit infeksi pada anak.',
      'Health of babies, children and teenagers: immunisation, growth and development, and childhood infections.',
    ],
    interests: [
      ['tumbuh kembang anak', 'child growth and development'],
      ['imunisasi', 'immunisation'],
      ['alergi dan imunologi anak', 'paediatric allergy and immunology'],
      ['neonatologi', 'neonatology'],
    ],
  },
  {
    slug: 'kebidanan-kandungan',
    name: ['Kebidanan dan Kandungan', 'Obstetrics and Gynaecology'],
    title: 'Sp.OG',
    description: [
      'Pemeriksaan kehamilan, persalinan, serta kesehatan reproduksi wanita.',
      'Pregnancy care, childbirth and women’s reproductive health.',
    ],
    interests: [
      ['kehamilan risiko tinggi', 'high-risk pregnancy'],
      ['USG fetomaternal', 'fetomaternal ultrasound'],
      ['fertilitas', 'fertility'],
      ['laparoskopi ginekologi', 'gynaecological laparoscopy'],
    ],
  },
  {
    slug: 'bedah-umum',
    name: ['Bedah Umum', 'General Surgery'],
    title: 'Sp.B',
    description: [
      'Tindakan bedah untuk hernia, benjolan, usus buntu, batu empedu, dan luka.',
      'Surgery for hernia, lumps, appendicitis, gallstones and wounds.',
    ],
    interests: [
      ['bedah minimal invasif', 'minimally invasive surgery'],
      ['hernia', 'hernia'],
      ['bedah tumor jaringan lunak', 'soft-tissue tumour surgery'],
    ],
  },
  {
    slug: 'jantung',
    name: ['Jantung dan Pembuluh Darah', 'Cardiology'],
    title: 'Sp.JP',
    description: [
      'Pencegahan, diagnosis, dan pengobatan penyakit jantung serta pembuluh darah.',
      'Prevention, diagnosis and treatment of heart and blood vessel disease.',
    ],
    interests: [
      ['kardiologi intervensi', 'interventional cardiology'],
      ['gagal jantung', 'heart failure'],
      ['ekokardiografi', 'echocardiography'],
    ],
  },
  {
    slug: 'saraf',
    name: ['Saraf', 'Neurology'],
    title: 'Sp.N',
    description: [
      'Gangguan otak, saraf tepi, dan otot: stroke, epilepsi, nyeri kepala, dan saraf terjepit.',
      'Disorders of the brain, nerves and muscles: stroke, epilepsy, headache and pinched nerves.',
    ],
    interests: [
      ['stroke', 'stroke'],
      ['nyeri kepala', 'headache'],
      ['epilepsi', 'epilepsy'],
    ],
  },
  {
    slug: 'mata',
    name: ['Mata', 'Ophthalmology'],
    title: 'Sp.M',
    description: [
      'Pemeriksaan dan tindakan untuk katarak, glaukoma, kelainan refraksi, dan retina.',
      'Care and surgery for cataract, glaucoma, refractive errors and the retina.',
    ],
    interests: [
      ['operasi katarak', 'cataract surgery'],
      ['glaukoma', 'glaucoma'],
      ['retina', 'retina'],
    ],
  },
  {
    slug: 'tht',
    name: ['THT-KL', 'Ear, Nose and Throat'],
    title: 'Sp.THT-KL',
    description: [
      'Gangguan telinga, hidung, tenggorokan, serta kepala dan leher.',
      'Disorders of the ear, nose and throat, and of the head and neck.',
    ],
    interests: [
      ['gangguan pendengaran', 'hearing loss'],
      ['sinusitis', 'sinusitis'],
      ['amandel', 'tonsils'],
    ],
  },
  {
    slug: 'kulit-kelamin',
    name: ['Dermatologi dan Venereologi', 'Dermatology and Venereology'],
    title: 'Sp.DVE',
    description: [
      'Kesehatan kulit, rambut, dan kuku, termasuk estetika medis.',
      'Health of skin, hair and nails, including medical aesthetics.',
    ],
    interests: [
      ['jerawat dan bekas jerawat', 'acne and acne scars'],
      ['dermatologi estetik', 'aesthetic dermatology'],
      ['dermatitis', 'dermatitis'],
    ],
  },
  {
    slug: 'ortopedi',
    name: ['Ortopedi dan Traumatologi', 'Orthopaedics and Traumatology'],
    title: 'Sp.OT',
    description: [
      'Tulang, sendi, dan otot: patah tulang, cedera olahraga, dan penggantian sendi.',
      'Bones, joints and muscles: fractures, sports injuries and joint replacement.',
    ],
    interests: [
      ['cedera olahraga', 'sports injuries'],
      ['penggantian sendi lutut', 'knee replacement'],
      ['tulang belakang', 'spine'],
    ],
  },
  {
    slug: 'paru',
    name: ['Pulmonologi', 'Pulmonology'],
    title: 'Sp.P',
    description: [
      'Penyakit paru dan saluran napas: asma, PPOK, tuberkulosis, dan infeksi paru.',
      'Lung and airway disease: asthma, COPD, tuberculosis and lung infections.',
    ],
    interests: [
      ['asma', 'asthma'],
      ['tuberkulosis', 'tuberculosis'],
      ['PPOK', 'COPD'],
    ],
  },
  {
    slug: 'urologi',
    name: ['Urologi', 'Urology'],
    title: 'Sp.U',
    description: [
      'Saluran kemih dan organ reproduksi pria: batu ginjal, prostat, dan infeksi saluran kemih.',
      'Urinary tract and male reproductive organs: kidney stones, prostate and urinary infections.',
    ],
    interests: [
      ['batu saluran kemih', 'urinary stones'],
      ['pembesaran prostat', 'enlarged prostate'],
    ],
  },
  {
    slug: 'gigi',
    name: ['Gigi dan Mulut', 'Dentistry'],
    title: '',
    description: [
      'Perawatan gigi dan mulut: tambal, cabut, scaling, ortodonti, dan gigi anak.',
      'Dental care: fillings, extractions, scaling, orthodontics and children’s teeth.',
    ],
    interests: [
      ['ortodonti', 'orthodontics'],
      ['kedokteran gigi anak', 'paediatric dentistry'],
      ['perawatan saluran akar', 'root canal treatment'],
    ],
  },
  {
    slug: 'kedokteran-jiwa',
    name: ['Kedokteran Jiwa', 'Psychiatry'],
    title: 'Sp.KJ',
    description: [
      'Kesehatan jiwa: kecemasan, depresi, gangguan tidur, dan dukungan psikologis.',
      'Mental health: anxiety, depression, sleep disorders and psychological support.',
    ],
    interests: [
      ['gangguan cemas', 'anxiety disorders'],
      ['depresi', 'depression'],
    ],
  },
  {
    slug: 'rehabilitasi-medik',
    name: ['Kedokteran Fisik dan Rehabilitasi', 'Physical Medicine and Rehabilitation'],
    title: 'Sp.KFR',
    description: [
      'Pemulihan fungsi gerak setelah stroke, cedera, atau operasi melalui fisioterapi dan terapi okupasi.',
      'Restoring movement after stroke, injury or surgery through physiotherapy and occupational therapy.',
    ],
    interests: [
      ['rehabilitasi stroke', 'stroke rehabilitation'],
      ['nyeri punggung', 'back pain'],
    ],
  },
  {
    slug: 'bedah-saraf',
    name: ['Bedah Saraf', 'Neurosurgery'],
    title: 'Sp.BS',
    description: [
      'Tindakan bedah pada otak, tulang belakang, dan saraf.',
      'Surgery of the brain, spine and nerves.',
    ],
    interests: [
      ['bedah tulang belakang', 'spine surgery'],
      ['tumor otak', 'brain tumours'],
    ],
  },
  {
    slug: 'gizi-klinik',
    name: ['Gizi Klinik', 'Clinical Nutrition'],
    title: 'Sp.GK',
    description: [
      'Terapi gizi untuk obesitas, diabetes, dan pemulihan setelah sakit.',
      'Nutrition therapy for obesity, diabetes and recovery after illness.',
    ],
    interests: [
      ['obesitas', 'obesity'],
      ['nutrisi diabetes', 'diabetes nutrition'],
    ],
  },
  {
    slug: 'bedah-digestif',
    name: ['Bedah Digestif', 'Digestive Surgery'],
    title: 'Sp.B-KBD',
    description: [
      'Bedah saluran cerna: usus buntu, batu empedu, wasir, dan tumor saluran cerna, termasuk laparoskopi.',
      'Digestive surgery: appendix, gallstones, haemorrhoids and digestive tumours, including laparoscopy.',
    ],
    interests: [
      ['laparoskopi', 'laparoscopy'],
      ['endoskopi saluran cerna', 'digestive endoscopy'],
      ['bedah kolorektal', 'colorectal surgery'],
    ],
  },
  {
    slug: 'umum',
    name: ['Dokter Umum', 'General Practice'],
    title: '',
    description: [
      'Pemeriksaan kesehatan umum, keluhan sehari-hari, dan rujukan ke dokter spesialis.',
      'General check-ups, everyday complaints and referral to specialists.',
    ],
    interests: [
      ['kedokteran keluarga', 'family medicine'],
      ['medical check-up', 'medical check-ups'],
    ],
  },
  {
    slug: 'anestesiologi',
    name: ['Anestesiologi', 'Anaesthesiology'],
    title: 'Sp.An',
    description: [
      'Pembiusan dan penanganan nyeri untuk tindakan operasi, serta perawatan intensif.',
      'Anaesthesia and pain management for surgery, and intensive care.',
    ],
    interests: [
      ['manajemen nyeri', 'pain management'],
      ['perawatan intensif', 'intensive care'],
    ],
  },
];

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

import type { hospitalRooms, promos, servicePackages } from '../db/schema';
import { daysFrom } from './dates';
import { BANDUNG, CIANJUR } from './organisation';
import { blocks, L, slugify, type Bilingual } from './text';

type PromoRow = typeof promos.$inferInsert;
type PackageRow = typeof servicePackages.$inferInsert;
type RoomRow = typeof hospitalRooms.$inferInsert;

const BOTH = [BANDUNG, CIANJUR];

interface PromoDef {
  title: Bilingual;
  summary: Bilingual;
  price: number | null;
  published: boolean;
  companies: number[];
  validDays: [number, number];
}

const PROMOS: PromoDef[] = [
  {
    title: ['Paket Persalinan Normal Hemat', 'Normal Delivery Value Package'],
    summary: [
      'Persalinan normal dengan dokter kandungan, rawat inap dua hari, dan imunisasi pertama bayi.',
      'Normal delivery with an obstetrician, two nights’ stay and the baby’s first immunisation.',
    ],
    price: 6_500_000,
    published: true,
    companies: BOTH,
    validDays: [-30, 60],
  },
  {
    title: ['Diskon 20% Medical Check-Up Eksekutif', '20% Off the Executive Check-Up'],
    summary: [
      'Pemeriksaan menyeluruh jantung, paru, dan laboratorium lengkap dengan potongan harga.',
      'A full heart, lung and laboratory check with a 20% discount.',
    ],
    price: 2_800_000,
    published: true,
    companies: [BANDUNG],
    validDays: [-10, 50],
  },
  {
    title: ['Gratis Konsultasi Gizi untuk Pasien Diabetes', 'Free Nutrition Advice for Diabetes Patients'],
    summary: [
      'Satu sesi konsultasi gizi gratis setelah kontrol di Poli Penyakit Dalam.',
      'One free nutrition session after your internal medicine follow-up.',
    ],
    price: null,
    published: true,
    companies: BOTH,
    validDays: [-5, 85],
  },
  {
    title: ['Vaksin Influenza Keluarga', 'Family Flu Vaccination'],
    summary: [
      'Harga khusus vaksin influenza untuk empat anggota keluarga atau lebih.',
      'Special price for flu shots for four or more family members.',
    ],
    price: 1_100_000,
    published: true,
    companies: BOTH,
    validDays: [-20, 40],
  },
  {
    title: ['Cek Jantung Hari Jantung Sedunia', 'World Heart Day Heart Check'],
    summary: [
      'EKG, profil lipid, dan konsultasi dokter jantung dalam satu kunjungan.',
      'ECG, lipid profile and a cardiologist consultation in one visit.',
    ],
    price: 750_000,
    published: true,
    companies: [BANDUNG],
    validDays: [-3, 27],
  },
  {
    title: ['Paket Sunat Anak Metode Modern', 'Modern Circumcision Package for Boys'],
    summary: [
      'Sunat dengan teknik minim nyeri oleh dokter bedah, termasuk kontrol luka.',
      'Low-pain circumcision by a surgeon, including a wound check.',
    ],
    price: 2_250_000,
    published: true,
    companies: BOTH,
    validDays: [-15, 75],
  },
  {
    title: ['Skrining Mata Anak Sekolah', 'Eye Screening for Schoolchildren'],
    summary: [
      'Pemeriksaan tajam penglihatan dan kacamata untuk anak usia sekolah.',
      'Eyesight testing and glasses prescriptions for school-age children.',
    ],
    price: 150_000,
    published: true,
    companies: [CIANJUR],
    validDays: [-7, 53],
  },
  {
    title: ['Paket Scaling dan Pemutihan Gigi', 'Scaling and Teeth Whitening Package'],
    summary: [
      'Pembersihan karang gigi dan pemutihan oleh dokter gigi kami.',
      'Scaling and whitening by our dentists.',
    ],
    price: 1_350_000,
    published: true,
    companies: [BANDUNG],
    validDays: [-12, 48],
  },
  {
    title: ['Fisioterapi 5 Sesi Lebih Hemat', 'Five Physiotherapy Sessions for Less'],
    summary: [
      'Paket lima sesi fisioterapi untuk nyeri punggung dan leher.',
      'A five-session physiotherapy package for back and neck pain.',
    ],
    price: 900_000,
    published: true,
    companies: BOTH,
    validDays: [-1, 89],
  },
  {
    title: ['Pemeriksaan Kehamilan USG 4D', '4D Pregnancy Ultrasound'],
    summary: [
      'USG 4 dimensi dengan dokter kandungan dan cetak foto.',
      '4D ultrasound with an obstetrician, photos included.',
    ],
    price: 650_000,
    published: true,
    companies: BOTH,
    validDays: [-25, 35],
  },
  {
    title: ['Promo Ramadan Cek Gula Darah', 'Ramadan Blood Sugar Check'],
    summary: ['Konsep promo yang belum terbit.', 'A draft promotion, not yet published.'],
    price: 95_000,
    published: false,
    companies: BOTH,
    validDays: [30, 60],
  },
  {
    title: ['Paket Operasi Katarak', 'Cataract Surgery Package'],
    summary: ['Konsep promo yang belum terbit.', 'A draft promotion, not yet published.'],
    price: 8_500_000,
    published: false,
    companies: [BANDUNG],
    validDays: [20, 90],
  },
  {
    title: ['Paket Rawat Inap VIP Akhir Pekan', 'Weekend VIP Inpatient Package'],
    summary: ['Konsep promo yang belum terbit.', 'A draft promotion, not yet published.'],
    price: 3_000_000,
    published: false,
    companies: [CIANJUR],
    validDays: [10, 40],
  },
];

export function seedPromos(today: string): PromoRow[] {
  return PROMOS.map((def, index) => ({
    slug: slugify(def.title[0]),
    state: def.published ? 'published' : 'draft',
    sequence: (index + 1) * 10,
    name: L(def.title[0], def.title[1]),
    summary: L(def.summary[0], def.summary[1]),
    body: blocks([
      { p: def.summary },
      { h: ['Cara mendapatkan promo', 'How to get it'] },
      {
        list: [
          ['Buat janji melalui situs ini atau hubungi hotline.', 'Book on this site or call the hotline.'],
          ['Sebutkan nama promo saat pendaftaran.', 'Mention the promotion when you register.'],
          ['Bawa KTP dan kartu asuransi bila ada.', 'Bring your identity card and insurance card if any.'],
        ],
      },
    ]),
    validFrom: daysFrom(today, def.validDays[0]),
    validTo: daysFrom(today, def.validDays[1]),
    companyIds: def.companies,
    price: def.price,
    terms: [
      L('Harga sudah termasuk PPN bila berlaku.', 'Prices include VAT where applicable.'),
      L('Tidak dapat digabung dengan promo lain.', 'Cannot be combined with other promotions.'),
      L('Berlaku selama periode promo.', 'Valid during the promotion period only.'),
    ],
  }));
}

interface PackageDef {
  title: Bilingual;
  summary: Bilingual;
  category: 'mcu' | 'service';
  price: number;
  original: number | null;
  items: Bilingual[];
  companies: number[];
}

const LAB: Bilingual = ['Darah lengkap', 'Complete blood count'];
const SUGAR: Bilingual = ['Gula darah puasa', 'Fasting blood sugar'];
const LIPID: Bilingual = ['Profil lipid', 'Lipid profile'];
const URINE: Bilingual = ['Urine lengkap', 'Urinalysis'];
const XRAY: Bilingual = ['Rontgen dada', 'Chest X-ray'];
const ECG: Bilingual = ['EKG', 'ECG'];
const GP: Bilingual = ['Konsultasi dokter umum', 'GP consultation'];
const LIVER: Bilingual = ['Fungsi hati (SGOT, SGPT)', 'Liver function (AST, ALT)'];
const KIDNEY: Bilingual = ['Fungsi ginjal (ureum, kreatinin)', 'Kidney function (urea, creatinine)'];

const PACKAGES: PackageDef[] = [
  {
    title: ['MCU Basic', 'Basic Check-Up'],
    summary: ['Pemeriksaan dasar untuk usia di bawah 30 tahun.', 'Essential checks for adults under 30.'],
    category: 'mcu',
    price: 450_000,
    original: null,
    items: [GP, LAB, SUGAR, URINE],
    companies: BOTH,
  },
  {
    title: ['MCU Silver', 'Silver Check-Up'],
    summary: [
      'Deteksi dini gula, kolesterol, dan fungsi organ.',
      'Early detection of sugar, cholesterol and organ function problems.',
    ],
    category: 'mcu',
    price: 950_000,
    original: 1_100_000,
    items: [GP, LAB, SUGAR, LIPID, URINE, XRAY],
    companies: BOTH,
  },
  {
    title: ['MCU Gold', 'Gold Check-Up'],
    summary: ['Lengkap dengan EKG dan fungsi hati serta ginjal.', 'Adds ECG, liver and kidney function.'],
    category: 'mcu',
    price: 1_750_000,
    original: 2_000_000,
    items: [GP, LAB, SUGAR, LIPID, LIVER, KIDNEY, URINE, XRAY, ECG],
    companies: BOTH,
  },
  {
    title: ['MCU Platinum', 'Platinum Check-Up'],
    summary: [
      'Pemeriksaan menyeluruh dengan treadmill test dan USG abdomen.',
      'A thorough check with a treadmill test and abdominal ultrasound.',
    ],
    category: 'mcu',
    price: 3_500_000,
    original: 4_000_000,
    items: [
      GP,
      LAB,
      SUGAR,
      LIPID,
      LIVER,
      KIDNEY,
      URINE,
      XRAY,
      ECG,
      ['Treadmill test', 'Treadmill test'],
      ['USG abdomen', 'Abdominal ultrasound'],
      ['Konsultasi dokter penyakit dalam', 'Internist consultation'],
    ],
    companies: [BANDUNG],
  },
  {
    title: ['MCU Jantung', 'Heart Check-Up'],
    summary: ['Menilai risiko penyakit jantung koroner.', 'Assesses your risk of coronary heart disease.'],
    category: 'mcu',
    price: 1_950_000,
    original: null,
    items: [
      LAB,
      LIPID,
      SUGAR,
      ECG,
      ['Ekokardiografi', 'Echocardiography'],
      ['Konsultasi dokter jantung', 'Cardiologist consultation'],
    ],
    companies: [BANDUNG],
  },
  {
    title: ['MCU Wanita', 'Women’s Check-Up'],
    summary: ['Termasuk pap smear dan USG payudara.', 'Includes a pap smear and breast ultrasound.'],
    category: 'mcu',
    price: 1_650_000,
    original: 1_850_000,
    items: [GP, LAB, SUGAR, LIPID, URINE, ['Pap smear', 'Pap smear'], ['USG payudara', 'Breast ultrasound']],
    companies: BOTH,
  },
  {
    title: ['MCU Pra-Nikah', 'Pre-Marital Check-Up'],
    summary: ['Pemeriksaan untuk calon pengantin.', 'Checks for couples planning to marry.'],
    category: 'mcu',
    price: 1_200_000,
    original: null,
    items: [
      LAB,
      ['Golongan darah dan rhesus', 'Blood group and rhesus'],
      ['HBsAg', 'HBsAg'],
      ['TORCH', 'TORCH'],
      URINE,
    ],
    companies: BOTH,
  },
  {
    title: ['MCU Lansia', 'Senior Check-Up'],
    summary: ['Untuk usia 60 tahun ke atas.', 'For people aged 60 and over.'],
    category: 'mcu',
    price: 2_250_000,
    original: 2_500_000,
    items: [GP, LAB, SUGAR, LIPID, LIVER, KIDNEY, URINE, XRAY, ECG, ['Densitas tulang', 'Bone density']],
    companies: BOTH,
  },
  {
    title: ['Paket Persalinan Caesar', 'Caesarean Delivery Package'],
    summary: [
      'Operasi caesar terencana dengan rawat inap tiga hari.',
      'Planned caesarean section with a three-night stay.',
    ],
    category: 'service',
    price: 18_500_000,
    original: null,
    items: [
      ['Dokter kandungan dan anestesi', 'Obstetrician and anaesthetist'],
      ['Rawat inap kelas 1 tiga hari', 'Three nights in a first-class room'],
      ['Perawatan bayi baru lahir', 'Newborn care'],
    ],
    companies: BOTH,
  },
  {
    title: ['Paket Endoskopi Saluran Cerna Atas', 'Upper Endoscopy Package'],
    summary: [
      'Gastroskopi dengan sedasi dan biopsi bila perlu.',
      'Gastroscopy with sedation and biopsy if needed.',
    ],
    category: 'service',
    price: 3_200_000,
    original: null,
    items: [
      ['Konsultasi dokter', 'Doctor consultation'],
      ['Sedasi', 'Sedation'],
      ['Gastroskopi', 'Gastroscopy'],
    ],
    companies: [BANDUNG],
  },
  {
    title: ['Paket Operasi Wasir Laser', 'Laser Haemorrhoid Surgery Package'],
    summary: [
      'Tindakan wasir dengan laser, pulang di hari yang sama.',
      'Laser haemorrhoid treatment, home the same day.',
    ],
    category: 'service',
    price: 12_000_000,
    original: 13_500_000,
    items: [
      ['Tindakan laser', 'Laser procedure'],
      ['Anestesi', 'Anaesthesia'],
      ['Kontrol pasca tindakan', 'Follow-up visit'],
    ],
    companies: [BANDUNG],
  },
  {
    title: ['Paket Fisioterapi Pasca Stroke', 'Post-Stroke Physiotherapy Package'],
    summary: [
      'Sepuluh sesi rehabilitasi dengan evaluasi dokter.',
      'Ten rehabilitation sessions with a doctor’s review.',
    ],
    category: 'service',
    price: 2_750_000,
    original: null,
    items: [
      ['Evaluasi dokter rehabilitasi', 'Rehabilitation doctor review'],
      ['10 sesi fisioterapi', '10 physiotherapy sessions'],
      ['Program latihan di rumah', 'Home exercise plan'],
    ],
    companies: BOTH,
  },
];

export function seedPackages(): PackageRow[] {
  return PACKAGES.map((def, index) => ({
    slug: slugify(def.title[0]),
    category: def.category,
    sequence: index + 1,
    name: L(def.title[0], def.title[1]),
    summary: L(def.summary[0], def.summary[1]),
    body: blocks([
      { p: def.summary },
      { h: ['Termasuk dalam paket', 'Included'] },
      { list: def.items },
      {
        p: [
          'Hasil diserahkan bersama penjelasan dokter. Untuk pemeriksaan darah, puasa 10-12 jam sebelumnya.',
          'Results come with a doctor’s explanation. For blood tests, fast for 10-12 hours beforehand.',
        ],
      },
    ]),
    price: def.price,
    originalPrice: def.original,
    items: def.items.map(([id, en]) => L(id, en)),
    companyIds: def.companies,
  }));
}

interface RoomDef {
  company: number;
  name: Bilingual;
  className: Bilingual;
  rate: number;
  beds: number;
  facilities: Bilingual[];
}

const AC: Bilingual = ['AC', 'Air conditioning'];
const TV: Bilingual = ['TV', 'TV'];
const BATH: Bilingual = ['Kamar mandi dalam', 'Private bathroom'];
const SOFA: Bilingual = ['Sofa bed penunggu', 'Sofa bed for a companion'];
const FRIDGE: Bilingual = ['Kulkas', 'Refrigerator'];
const WIFI: Bilingual = ['Wi-Fi', 'Wi-Fi'];

const ROOMS: RoomDef[] = [
  {
    company: BANDUNG,
    name: ['Suite', 'Suite'],
    className: ['Suite', 'Suite'],
    rate: 3_500_000,
    beds: 1,
    facilities: [AC, TV, BATH, SOFA, FRIDGE, WIFI, ['Ruang tamu terpisah', 'Separate living room']],
  },
  {
    company: BANDUNG,
    name: ['VIP', 'VIP'],
    className: ['VIP', 'VIP'],
    rate: 2_100_000,
    beds: 1,
    facilities: [AC, TV, BATH, SOFA, FRIDGE, WIFI],
  },
  {
    company: BANDUNG,
    name: ['Kelas 1', 'First Class'],
    className: ['Kelas 1', 'Class 1'],
    rate: 1_150_000,
    beds: 2,
    facilities: [AC, TV, BATH, WIFI],
  },
  {
    company: BANDUNG,
    name: ['Kelas 2', 'Second Class'],
    className: ['Kelas 2', 'Class 2'],
    rate: 750_000,
    beds: 3,
    facilities: [AC, BATH],
  },
  {
    company: BANDUNG,
    name: ['Kelas 3', 'Third Class'],
    className: ['Kelas 3', 'Class 3'],
    rate: 400_000,
    beds: 4,
    facilities: [AC, ['Kamar mandi bersama', 'Shared bathroom']],
  },
  {
    company: BANDUNG,
    name: ['ICU', 'ICU'],
    className: ['Intensif', 'Intensive'],
    rate: 4_200_000,
    beds: 1,
    facilities: [
      ['Monitor 24 jam', '24-hour monitoring'],
      ['Ventilator', 'Ventilator'],
    ],
  },
  {
    company: BANDUNG,
    name: ['Perinatologi / NICU', 'Perinatology / NICU'],
    className: ['Intensif bayi', 'Neonatal intensive'],
    rate: 2_800_000,
    beds: 1,
    facilities: [
      ['Inkubator', 'Incubator'],
      ['Monitor 24 jam', '24-hour monitoring'],
    ],
  },
  {
    company: CIANJUR,
    name: ['VIP', 'VIP'],
    className: ['VIP', 'VIP'],
    rate: 1_650_000,
    beds: 1,
    facilities: [AC, TV, BATH, SOFA, FRIDGE],
  },
  {
    company: CIANJUR,
    name: ['Kelas 1', 'First Class'],
    className: ['Kelas 1', 'Class 1'],
    rate: 950_000,
    beds: 2,
    facilities: [AC, TV, BATH],
  },
  {
    company: CIANJUR,
    name: ['Kelas 2', 'Second Class'],
    className: ['Kelas 2', 'Class 2'],
    rate: 600_000,
    beds: 3,
    facilities: [AC, BATH],
  },
  {
    company: CIANJUR,
    name: ['Kelas 3', 'Third Class'],
    className: ['Kelas 3', 'Class 3'],
    rate: 325_000,
    beds: 4,
    facilities: [
      ['Kipas angin', 'Fan'],
      ['Kamar mandi bersama', 'Shared bathroom'],
    ],
  },
  {
    company: CIANJUR,
    name: ['HCU', 'HCU'],
    className: ['Intermediate', 'High care'],
    rate: 2_400_000,
    beds: 1,
    facilities: [['Monitor 24 jam', '24-hour monitoring']],
  },
];

export function seedRooms(): RoomRow[] {
  return ROOMS.map((def, index) => ({
    seq: index + 1,
    slug: slugify(`${def.name[0]} ${def.company === BANDUNG ? 'bandung' : 'cianjur'}`),
    name: L(def.name[0], def.name[1]),
    className: L(def.className[0], def.className[1]),
    companyId: def.company,
    rate: def.rate,
    bedsPerRoom: def.beds,
    facilities: def.facilities.map(([id, en]) => L(id, en)),
  }));
}

import type { downloads, menuItems, services } from '../db/schema';
import { renderPdf } from '../media/pdf';
import { L, type Bilingual } from './text';

type MenuRow = typeof menuItems.$inferInsert;
type ServiceRow = typeof services.$inferInsert;
type DownloadRow = typeof downloads.$inferInsert;

interface MenuDef {
  name: Bilingual;
  link: string | null;
  children?: MenuDef[];
}

const M = (id: string, en: string, link: string | null, children?: MenuDef[]): MenuDef => ({
  name: [id, en],
  link,
  children,
});

/**
 * The booking look-up (issue 15 item 1: the FAQ pointed to a "Cek Booking" menu that did not exist):
 * last in the top bar's menu; a database seeded before it gets it from `ensureJourneyContent`.
 */
export const LOOKUP_MENU_ITEM = {
  name: ['Cek / Batalkan Janji', 'Check / Cancel Appointment'] as Bilingual,
  link: '/appointment/detail',
};

/** The top bar's menu of SPEC 2, children linking to the real routes, and the booking look-up. */
const MENU: MenuDef[] = [
  M('Beranda', 'Home', '/'),
  M('Tentang Kami', 'About us', '/about', [
    M('Profil', 'Profile', '/about'),
    M('Manajemen', 'Management', '/about/management'),
    M('Sejarah', 'History', '/about/history'),
    M('Visi dan Misi', 'Vision and mission', '/about/vision-mission'),
    M('Tonggak Perjalanan', 'Milestones', '/about/milestones'),
    M('Karier', 'Careers', '/about/career'),
    M('Testimoni', 'Testimonials', '/about/testimonials'),
  ]),
  M('Rumah Sakit Kami', 'Our hospital', null, [
    M('Medika Hospital Bandung', 'Medika Hospital Bandung', '/hospital/medika-hospital-bandung'),
    M('Medika Hospital Cianjur', 'Medika Hospital Cianjur', '/hospital/medika-hospital-cianjur'),
  ]),
  M('Layanan Unggulan', 'Centre of Excellence', '/coe', [
    M('Brain Center', 'Brain Center', '/coe/brain-center'),
    M('Digestive Center', 'Digestive Center', '/coe/digestive', [
      M('Endoskopi', 'Endoscopy', '/coe/digestive/endoskopi'),
      M('Laparoskopi', 'Laparoscopy', '/coe/digestive/laparoskopi'),
      M('Wasir', 'Haemorrhoids', '/coe/digestive/wasir'),
      M('Usus Buntu', 'Appendicitis', '/coe/digestive/usus-buntu'),
      M('Batu Empedu', 'Gallstones', '/coe/digestive/batu-empedu'),
    ]),
    M('Klinik Tumbuh Kembang dan Pubertas', 'Growth and Puberty Clinic', '/coe/growth-and-puberty-clinic'),
    M('Medical Check-Up', 'Medical Check-Up', '/coe/medical-check-up'),
    M('Neuro Center', 'Neuro Center', '/coe/neuro'),
    M('Pain Center', 'Pain Center', '/coe/pain-center'),
    M('Wellness dan Estetika', 'Wellness and Aesthetics', '/coe/wellness-and-aesthetic'),
    M('Advanced Care', 'Advanced Care', '/coe/advanced-care', [
      M('Advanced Care Mom', 'Advanced Care Mom', '/coe/advanced-care/mom'),
      M('Stem Cell', 'Stem Cell', '/coe/advanced-care/stem-cell'),
    ]),
    M('Poli Eksekutif', 'Executive Clinic', '/coe/executive-poly', [
      M('Katarak', 'Cataracts', '/coe/executive-poly/cataracts'),
      M('Gigi', 'Dental', '/coe/executive-poly/dental'),
      M('Kesehatan Jiwa', 'Mental Health', '/coe/executive-poly/mental-health'),
      M('Subspesialis', 'Sub-Specialists', '/coe/executive-poly/sub-specialist'),
      M('THT', 'ENT', '/coe/executive-poly/tht'),
      M('Trauma Center', 'Trauma Centre', '/coe/executive-poly/trauma-center'),
      M('Urologi', 'Urology', '/coe/executive-poly/urology'),
    ]),
  ]),
  M('Fasilitas dan Layanan', 'Facility and services', '/facility-and-services', [
    M('Diagnostic Center', 'Diagnostic Centre', '/facility-and-services/diagnostic-center'),
    M('IGD', 'Emergency', '/facility-and-services/emergency'),
    M('Poli Eksekutif', 'Executive Clinic', '/facility-and-services/executive-poly'),
    M('Farmasi', 'Pharmacy', '/facility-and-services/farmasi'),
    M('Hemodialisis', 'Haemodialysis', '/facility-and-services/hemodialysis'),
    M('Rawat Inap', 'Inpatient Care', '/facility-and-services/inpatient'),
    M('Perawatan Intensif', 'Intensive Care', '/facility-and-services/intensive-care'),
    M('Poliklinik Spesialis', 'Specialist Clinics', '/facility-and-services/medical-specialities'),
    M('Penunjang Medis', 'Diagnostic and Support Services', '/penunjang-medis', [
      M('Laboratorium', 'Laboratory', '/penunjang-medis/laboratorium'),
      M('Radiologi', 'Radiology', '/penunjang-medis/radiologi'),
      M('Rehabilitasi Medik', 'Rehabilitation', '/penunjang-medis/rehabilitasi-medik'),
    ]),
    M('Semua Layanan', 'All services', '/services'),
  ]),
  M(LOOKUP_MENU_ITEM.name[0], LOOKUP_MENU_ITEM.name[1], LOOKUP_MENU_ITEM.link),
];

export function seedMenu(): MenuRow[] {
  const rows: MenuRow[] = [];
  let nextId = 1;
  const walk = (defs: MenuDef[], parentId: number | null) => {
    defs.forEach((def, index) => {
      const id = nextId;
      nextId += 1;
      rows.push({
        id,
        parentId,
        sequence: (index + 1) * 10,
        displayName: L(def.name[0], def.name[1]),
        link: def.link,
      });
      if (def.children) walk(def.children, id);
    });
  };
  walk(MENU, null);
  return rows;
}

const SERVICES: {
  slug: string;
  name: Bilingual;
  summary: Bilingual;
  icon: string;
  path: string;
  page: string;
}[] = [
  {
    slug: 'igd',
    name: ['IGD 24 Jam', '24-Hour Emergency'],
    summary: ['Gawat darurat ditangani kapan saja.', 'Emergencies handled at any hour.'],
    icon: 'ambulance',
    path: '/services/igd',
    page: 'services/igd',
  },
  {
    slug: 'outpatient',
    name: ['Rawat Jalan', 'Outpatient'],
    summary: ['Poliklinik spesialis setiap hari.', 'Specialist clinics every day.'],
    icon: 'stethoscope',
    path: '/services/outpatient',
    page: 'services/outpatient',
  },
  {
    slug: 'inpatient',
    name: ['Rawat Inap', 'Inpatient'],
    summary: ['Kamar dari kelas 3 hingga Suite.', 'Rooms from Class 3 to Suite.'],
    icon: 'bed',
    path: '/services/inpatient',
    page: 'services/inpatient',
  },
  {
    slug: 'paket-mcu',
    name: ['Medical Check-Up', 'Medical Check-Up'],
    summary: ['Paket pemeriksaan sesuai kebutuhan.', 'Check-up packages for every need.'],
    icon: 'clipboard',
    path: '/services/paket-mcu',
    page: 'services/paket-mcu',
  },
  {
    slug: 'elektromedik',
    name: ['Elektromedik', 'Electromedical Diagnostics'],
    summary: ['EKG, EEG, treadmill, spirometri.', 'ECG, EEG, treadmill, spirometry.'],
    icon: 'heartbeat',
    path: '/services/elektromedik',
    page: 'services/elektromedik',
  },
  {
    slug: 'laboratorium',
    name: ['Laboratorium', 'Laboratory'],
    summary: ['Hasil rutin dalam dua jam.', 'Routine results in two hours.'],
    icon: 'flask',
    path: '/penunjang-medis/laboratorium',
    page: 'penunjang-medis/laboratorium',
  },
  {
    slug: 'radiologi',
    name: ['Radiologi', 'Radiology'],
    summary: ['MRI, CT scan, USG, rontgen.', 'MRI, CT, ultrasound, X-ray.'],
    icon: 'scan',
    path: '/penunjang-medis/radiologi',
    page: 'penunjang-medis/radiologi',
  },
  {
    slug: 'rehabilitasi-medik',
    name: ['Rehabilitasi Medik', 'Rehabilitation'],
    summary: ['Fisioterapi dan terapi okupasi.', 'Physiotherapy and occupational therapy.'],
    icon: 'walking',
    path: '/penunjang-medis/rehabilitasi-medik',
    page: 'penunjang-medis/rehabilitasi-medik',
  },
  {
    slug: 'hemodialisis',
    name: ['Hemodialisis', 'Haemodialysis'],
    summary: ['Cuci darah dua sesi per hari.', 'Dialysis in two daily sessions.'],
    icon: 'droplet',
    path: '/facility-and-services/hemodialysis',
    page: 'facility-and-services/hemodialysis',
  },
  {
    slug: 'farmasi',
    name: ['Farmasi 24 Jam', '24-Hour Pharmacy'],
    summary: ['Apoteker siap menjelaskan obat Anda.', 'Pharmacists ready to explain your medicine.'],
    icon: 'pill',
    path: '/facility-and-services/farmasi',
    page: 'facility-and-services/farmasi',
  },
];

export function seedServices(): ServiceRow[] {
  return SERVICES.map((def, index) => ({
    id: index + 1,
    slug: def.slug,
    seq: index + 1,
    name: L(def.name[0], def.name[1]),
    summary: L(def.summary[0], def.summary[1]),
    icon: def.icon,
    path: def.path,
    pageSlug: def.page,
  }));
}

const DOWNLOADS: {
  slug: string;
  category: 'brochure' | 'price_list' | 'form';
  name: Bilingual;
  description: Bilingual;
  lines: Bilingual[];
}[] = [
  {
    slug: 'brosur-medika-hospital',
    category: 'brochure',
    name: ['Brosur Medika Hospital', 'Medika Hospital Brochure'],
    description: [
      'Profil singkat kedua rumah sakit dan layanan unggulan.',
      'A short profile of both hospitals and their centres.',
    ],
    lines: [
      [
        'Medika Hospital Bandung - Jl. Soekarno-Hatta No. 789, Bandung',
        'Medika Hospital Bandung - Jl. Soekarno-Hatta No. 789, Bandung',
      ],
      [
        'Medika Hospital Cianjur - Jl. Raya Bandung No. 123, Cianjur',
        'Medika Hospital Cianjur - Jl. Raya Bandung No. 123, Cianjur',
      ],
      ['IGD 24 jam di kedua rumah sakit', '24-hour emergency at both hospitals'],
      [
        'Layanan unggulan: jantung, saraf, pencernaan, ibu dan anak',
        'Centres: heart, brain, digestive, mother and child',
      ],
    ],
  },
  {
    slug: 'daftar-harga-mcu',
    category: 'price_list',
    name: ['Daftar Harga Medical Check-Up', 'Check-Up Price List'],
    description: ['Harga paket MCU yang berlaku.', 'Current check-up package prices.'],
    lines: [
      ['MCU Basic - Rp 450.000', 'Basic Check-Up - Rp 450.000'],
      ['MCU Silver - Rp 950.000', 'Silver Check-Up - Rp 950.000'],
      ['MCU Gold - Rp 1.750.000', 'Gold Check-Up - Rp 1.750.000'],
      ['MCU Platinum - Rp 3.500.000', 'Platinum Check-Up - Rp 3.500.000'],
    ],
  },
  {
    slug: 'daftar-tarif-kamar',
    category: 'price_list',
    name: ['Daftar Tarif Kamar', 'Room Rates'],
    description: ['Tarif kamar rawat inap per malam.', 'Inpatient room rates per night.'],
    lines: [
      [
        'Bandung: Suite Rp 3.500.000, VIP Rp 2.100.000, Kelas 1 Rp 1.150.000',
        'Bandung: Suite Rp 3.500.000, VIP Rp 2.100.000, Class 1 Rp 1.150.000',
      ],
      [
        'Cianjur: VIP Rp 1.650.000, Kelas 1 Rp 950.000, Kelas 2 Rp 600.000',
        'Cianjur: VIP Rp 1.650.000, Class 1 Rp 950.000, Class 2 Rp 600.000',
      ],
    ],
  },
  {
    slug: 'formulir-permintaan-rekam-medis',
    category: 'form',
    name: ['Formulir Permintaan Salinan Rekam Medis', 'Medical Record Copy Request Form'],
    description: ['Isi dan bawa ke bagian rekam medis.', 'Fill in and bring to the medical records desk.'],
    lines: [
      ['Nama pasien: ______________________', 'Patient name: ______________________'],
      ['Tanggal lahir: ____________________', 'Date of birth: ____________________'],
      ['Nomor rekam medis: ________________', 'Medical record number: ____________'],
      ['Keperluan: ________________________', 'Purpose: __________________________'],
      ['Tanda tangan: _____________________', 'Signature: ________________________'],
    ],
  },
  {
    slug: 'formulir-persetujuan-data-pribadi',
    category: 'form',
    name: ['Formulir Persetujuan Pemrosesan Data Pribadi', 'Personal Data Processing Consent Form'],
    description: ['Sesuai UU No. 27 Tahun 2022.', 'Under Law No. 27 of 2022.'],
    lines: [
      [
        'Saya menyetujui pemrosesan data pribadi untuk pelayanan kesehatan.',
        'I consent to the processing of my personal data for my care.',
      ],
      ['Saya dapat menarik persetujuan ini kapan saja.', 'I may withdraw this consent at any time.'],
      ['Nama dan tanda tangan: _____________', 'Name and signature: ________________'],
    ],
  },
];

export function seedDownloads(): DownloadRow[] {
  return DOWNLOADS.map((def, index) => {
    const fileName = `${def.slug}.pdf`;
    const name = L(def.name[0], def.name[1]);
    const lines = def.lines.map(([id, en]) => L(id, en));
    return {
      slug: def.slug,
      fileName,
      seq: index + 1,
      category: def.category,
      name,
      description: L(def.description[0], def.description[1]),
      mime: 'application/pdf',
      lines,
      sizeBytes: renderPdf(name, lines).length,
    };
  });
}

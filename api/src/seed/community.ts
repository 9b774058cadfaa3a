import type { events, faqGroups, faqs, industries, partners, videos } from '../db/schema';
import { daysFrom, wib } from './dates';
import { BANDUNG, CIANJUR } from './organisation';
import { blocks, L, slugify, type Bilingual } from './text';

type IndustryRow = typeof industries.$inferInsert;
type PartnerRow = typeof partners.$inferInsert;
type EventRow = typeof events.$inferInsert;
type FaqGroupRow = typeof faqGroups.$inferInsert;
type FaqRow = typeof faqs.$inferInsert;
type VideoRow = typeof videos.$inferInsert;

export const INDUSTRIES: IndustryRow[] = [
  { id: 1, code: 'insurance', seq: 1, name: L('Asuransi', 'Insurance') },
  { id: 2, code: 'corporate', seq: 2, name: L('Perusahaan', 'Corporate') },
  { id: 3, code: 'banking', seq: 3, name: L('Perbankan', 'Banking') },
  { id: 4, code: 'government', seq: 4, name: L('Pemerintah', 'Government') },
  { id: 5, code: 'education', seq: 5, name: L('Pendidikan', 'Education') },
];

const PARTNER_NAMES: [number, string][] = [
  [1, 'BPJS Kesehatan'],
  [1, 'Asuransi Sehat Sentosa'],
  [1, 'Jaminan Prima Life'],
  [1, 'Nusantara Health Insurance'],
  [1, 'Asuransi Bina Keluarga'],
  [1, 'Priangan Medical Assurance'],
  [1, 'Cakrawala Life'],
  [1, 'Admedis TPA'],
  [1, 'Asuransi Mitra Sejahtera'],
  [2, 'PT Tekstil Parahyangan'],
  [2, 'PT Kereta Logistik Nusantara'],
  [2, 'PT Teh Cianjur Lestari'],
  [2, 'PT Baja Ringan Jabar'],
  [2, 'PT Garmen Sukajadi'],
  [3, 'Bank Jabar Mandiri'],
  [3, 'Bank Pasundan Syariah'],
  [3, 'Koperasi Karyawan Sejahtera'],
  [4, 'Dinas Kesehatan Kota Bandung'],
  [4, 'Pemerintah Kabupaten Cianjur'],
  [5, 'Politeknik Kesehatan Bandung'],
  [5, 'Universitas Priangan'],
];

export function seedPartners(): PartnerRow[] {
  return PARTNER_NAMES.map(([industryId, name], index) => ({
    id: index + 1,
    slug: slugify(name),
    name,
    industryId,
    seq: index + 1,
    description:
      industryId === 1
        ? L(
            `Pasien peserta ${name} dapat dilayani untuk rawat jalan dan rawat inap sesuai ketentuan polis.`,
            `Members of ${name} are covered for outpatient and inpatient care according to their policy.`,
          )
        : L(
            `${name} bekerja sama dengan Medika Hospital untuk layanan kesehatan karyawan dan anggota.`,
            `${name} works with Medika Hospital on health services for its staff and members.`,
          ),
  }));
}

interface EventDef {
  title: Bilingual;
  summary: Bilingual;
  startOffset: number;
  start: string;
  end: string;
  location: Bilingual;
  company: number | null;
  capacity: number;
  registered: number;
  closed: boolean;
}

const EVENTS: EventDef[] = [
  {
    title: ['Medika Running Festival 2026', 'Medika Running Festival 2026'],
    summary: [
      'Lari 5K dan 10K bersama keluarga, dengan cek kesehatan gratis.',
      'A family 5K and 10K run with a free health check.',
    ],
    startOffset: 21,
    start: '05:30',
    end: '10:00',
    location: ['Lapangan Gasibu, Bandung', 'Gasibu Field, Bandung'],
    company: BANDUNG,
    capacity: 1500,
    registered: 412,
    closed: false,
  },
  {
    title: ['Seminar Awam: Cegah Stroke Sejak Dini', 'Public Talk: Preventing Stroke Early'],
    summary: [
      'Dokter saraf kami menjelaskan faktor risiko dan tanda awal stroke.',
      'Our neurologists explain stroke risk factors and early signs.',
    ],
    startOffset: 9,
    start: '09:00',
    end: '11:30',
    location: ['Aula Medika Hospital Bandung', 'Medika Hospital Bandung Hall'],
    company: BANDUNG,
    capacity: 120,
    registered: 64,
    closed: false,
  },
  {
    title: ['Kelas Persiapan Persalinan', 'Antenatal Class'],
    summary: [
      'Kelas untuk ibu hamil dan pasangan: tanda persalinan, teknik napas, dan menyusui.',
      'A class for expectant parents: signs of labour, breathing and breastfeeding.',
    ],
    startOffset: 5,
    start: '10:00',
    end: '12:00',
    location: ['Ruang Edukasi Medika Hospital Cianjur', 'Education Room, Medika Hospital Cianjur'],
    company: CIANJUR,
    capacity: 30,
    registered: 30,
    closed: false,
  },
  {
    title: ['Senam Jantung Sehat Bersama', 'Heart-Healthy Group Exercise'],
    summary: [
      'Senam pagi dan pemeriksaan tekanan darah gratis.',
      'Morning exercise and a free blood pressure check.',
    ],
    startOffset: 14,
    start: '06:30',
    end: '08:30',
    location: ['Halaman Medika Hospital Cianjur', 'Medika Hospital Cianjur forecourt'],
    company: CIANJUR,
    capacity: 200,
    registered: 87,
    closed: false,
  },
  {
    title: ['Webinar Diabetes dan Puasa', 'Webinar: Diabetes and Fasting'],
    summary: [
      'Tanya jawab daring dengan dokter penyakit dalam dan ahli gizi.',
      'An online Q&A with an internist and a dietitian.',
    ],
    startOffset: 30,
    start: '19:30',
    end: '21:00',
    location: ['Daring', 'Online'],
    company: null,
    capacity: 500,
    registered: 120,
    closed: true,
  },
  {
    title: ['Pelatihan Bantuan Hidup Dasar untuk Awam', 'Basic Life Support for the Public'],
    summary: [
      'Belajar RJP dan penggunaan AED bersama tim IGD.',
      'Learn CPR and how to use an AED with our emergency team.',
    ],
    startOffset: 12,
    start: '08:00',
    end: '12:00',
    location: ['Aula Medika Hospital Bandung', 'Medika Hospital Bandung Hall'],
    company: BANDUNG,
    capacity: 40,
    registered: 22,
    closed: false,
  },
  {
    title: ['Hari Kesehatan Nasional: Cek Kesehatan Gratis', 'National Health Day: Free Health Checks'],
    summary: [
      'Pemeriksaan gula darah, kolesterol, dan tekanan darah gratis.',
      'Free blood sugar, cholesterol and blood pressure checks.',
    ],
    startOffset: -10,
    start: '08:00',
    end: '13:00',
    location: ['Lobi Medika Hospital Bandung', 'Medika Hospital Bandung lobby'],
    company: BANDUNG,
    capacity: 300,
    registered: 281,
    closed: false,
  },
  {
    title: ['Talkshow Tumbuh Kembang Anak', 'Talk Show: Child Growth and Development'],
    summary: [
      'Dokter anak membahas stunting, gizi, dan stimulasi.',
      'Paediatricians discuss stunting, nutrition and play.',
    ],
    startOffset: -35,
    start: '09:00',
    end: '11:00',
    location: ['Aula Medika Hospital Cianjur', 'Medika Hospital Cianjur Hall'],
    company: CIANJUR,
    capacity: 100,
    registered: 73,
    closed: true,
  },
];

export function seedEvents(today: string): EventRow[] {
  return EVENTS.map((def) => {
    const date = daysFrom(today, def.startOffset);
    return {
      slug: slugify(def.title[0]),
      name: L(def.title[0], def.title[1]),
      summary: L(def.summary[0], def.summary[1]),
      body: blocks([
        { p: def.summary },
        { h: ['Informasi acara', 'Event details'] },
        {
          list: [
            [`Tempat: ${def.location[0]}`, `Venue: ${def.location[1]}`],
            [`Waktu: ${def.start} - ${def.end} WIB`, `Time: ${def.start} - ${def.end} WIB`],
            ['Gratis, dengan pendaftaran.', 'Free, registration required.'],
          ],
        },
        {
          p: [
            'Peserta menerima konfirmasi melalui e-mail. Mohon datang 15 menit sebelum acara dimulai.',
            'Participants receive an e-mail confirmation. Please arrive 15 minutes early.',
          ],
        },
      ]),
      startsAt: wib(date, def.start),
      endsAt: wib(date, def.end),
      location: L(def.location[0], def.location[1]),
      companyId: def.company,
      capacity: def.capacity,
      registered: def.registered,
      registrationClosed: def.closed,
    };
  });
}

const FAQ: { slug: string; name: Bilingual; items: [Bilingual, Bilingual][] }[] = [
  {
    slug: 'janji-temu',
    name: ['Janji temu dokter', 'Doctor appointments'],
    items: [
      [
        ['Bagaimana cara membuat janji dengan dokter?', 'How do I book a doctor?'],
        [
          'Pilih menu Buat Janji, tentukan rumah sakit, isi data pasien, pilih jadwal, lalu konfirmasi. Kode booking dan nomor antrean langsung tampil.',
          'Choose Book an Appointment, pick the hospital, fill in the patient details, choose a session and confirm. Your booking code and queue number show straight away.',
        ],
      ],
      [
        ['Berapa hari ke depan saya bisa memesan?', 'How far ahead can I book?'],
        ['Jadwal dapat dipesan hingga 30 hari ke depan.', 'Sessions can be booked up to 30 days ahead.'],
      ],
      [
        ['Bagaimana cara membatalkan janji?', 'How do I cancel?'],
        [
          'Buka menu Cek Booking, masukkan kode booking dan tanggal lahir pasien, lalu pilih Batalkan.',
          'Open Check Booking, enter the booking code and the patient’s date of birth, then choose Cancel.',
        ],
      ],
      [
        ['Kapan saya harus datang?', 'When should I arrive?'],
        [
          'Datanglah 30 menit sebelum jam praktik untuk verifikasi data di bagian pendaftaran.',
          'Arrive 30 minutes before the session for registration checks.',
        ],
      ],
    ],
  },
  {
    slug: 'asuransi-pembayaran',
    name: ['Asuransi dan pembayaran', 'Insurance and payment'],
    items: [
      [
        ['Asuransi apa saja yang diterima?', 'Which insurers do you accept?'],
        [
          'Kami bekerja sama dengan BPJS Kesehatan dan lebih dari sepuluh asuransi swasta. Lihat halaman Rekanan.',
          'We work with BPJS Kesehatan and more than ten private insurers. See the Partners page.',
        ],
      ],
      [
        ['Metode pembayaran apa yang tersedia?', 'How can I pay?'],
        [
          'Tunai, kartu debit dan kredit, transfer bank, serta QRIS.',
          'Cash, debit and credit cards, bank transfer and QRIS.',
        ],
      ],
      [
        ['Apakah ada uang muka untuk rawat inap?', 'Is there a deposit for inpatient care?'],
        [
          'Pasien umum membayar uang muka sesuai kelas kamar; pasien asuransi mengikuti ketentuan penjamin.',
          'Self-paying patients pay a deposit depending on the room class; insured patients follow their insurer’s terms.',
        ],
      ],
    ],
  },
  {
    slug: 'rawat-inap',
    name: ['Rawat inap dan kunjungan', 'Inpatient stays and visits'],
    items: [
      [
        ['Kapan jam besuk?', 'What are the visiting hours?'],
        [
          'Pukul 11.00-13.00 dan 17.00-20.00 WIB, maksimal dua pengunjung.',
          '11:00-13:00 and 17:00-20:00 WIB, at most two visitors.',
        ],
      ],
      [
        ['Apa yang perlu dibawa saat rawat inap?', 'What should I bring for a stay?'],
        [
          'KTP, kartu asuransi, obat yang sedang diminum, dan perlengkapan pribadi.',
          'Identity card, insurance card, your current medicines and personal items.',
        ],
      ],
      [
        ['Apakah keluarga boleh menunggu?', 'May a family member stay?'],
        [
          'Satu penunggu diperbolehkan di kamar VIP, Suite, dan Kelas 1.',
          'One companion may stay in VIP, Suite and Class 1 rooms.',
        ],
      ],
    ],
  },
  {
    slug: 'layanan-umum',
    name: ['Layanan umum', 'General services'],
    items: [
      [
        ['Apakah IGD buka 24 jam?', 'Is the emergency unit open 24 hours?'],
        [
          'Ya, IGD di Bandung dan Cianjur buka 24 jam setiap hari.',
          'Yes, the emergency units in Bandung and Cianjur are open 24 hours a day.',
        ],
      ],
      [
        ['Bagaimana mendapatkan hasil laboratorium?', 'How do I get lab results?'],
        [
          'Hasil dapat diambil di loket laboratorium atau dikirim melalui e-mail.',
          'Collect them at the laboratory desk or receive them by e-mail.',
        ],
      ],
      [
        ['Apakah tersedia konsultasi online?', 'Do you offer online consultations?'],
        [
          'Ya, beberapa dokter spesialis membuka sesi telekonsultasi video pada malam hari kerja.',
          'Yes, several specialists hold video consultations on weekday evenings.',
        ],
      ],
    ],
  },
];

export function seedFaq(): { groups: FaqGroupRow[]; items: FaqRow[] } {
  const groups: FaqGroupRow[] = [];
  const items: FaqRow[] = [];
  FAQ.forEach((group, groupIndex) => {
    const id = groupIndex + 1;
    groups.push({ id, slug: group.slug, seq: id, name: L(group.name[0], group.name[1]) });
    group.items.forEach(([question, answer], index) => {
      items.push({ groupId: id, seq: index + 1, question: L(...question), answer: L(...answer) });
    });
  });
  return { groups, items };
}

const VIDEOS: {
  title: Bilingual;
  summary: Bilingual;
  youtubeId: string;
  duration: number;
  daysAgo: number;
}[] = [
  {
    title: ['Profil Medika Hospital', 'Medika Hospital at a Glance'],
    summary: [
      'Tur singkat fasilitas kami di Bandung dan Cianjur.',
      'A short tour of our facilities in Bandung and Cianjur.',
    ],
    youtubeId: 'mdkProfil01',
    duration: 184,
    daysAgo: 60,
  },
  {
    title: ['Cara Cuci Tangan yang Benar', 'How to Wash Your Hands Properly'],
    summary: [
      'Enam langkah cuci tangan dari tim pencegahan infeksi.',
      'Six hand-washing steps from our infection control team.',
    ],
    youtubeId: 'mdkCuciTgn2',
    duration: 95,
    daysAgo: 120,
  },
  {
    title: ['Senam Hamil di Rumah', 'Pregnancy Exercises at Home'],
    summary: [
      'Gerakan aman untuk ibu hamil, dipandu bidan kami.',
      'Safe exercises for expectant mothers, led by our midwives.',
    ],
    youtubeId: 'mdkSenamH03',
    duration: 612,
    daysAgo: 45,
  },
  {
    title: ['Pertolongan Pertama Tersedak', 'First Aid for Choking'],
    summary: [
      'Langkah penting saat orang dewasa atau bayi tersedak.',
      'What to do when an adult or baby is choking.',
    ],
    youtubeId: 'mdkTersdk04',
    duration: 240,
    daysAgo: 200,
  },
  {
    title: ['Mengenal Endoskopi', 'What Is an Endoscopy?'],
    summary: [
      'Dokter kami menjelaskan persiapan dan proses endoskopi.',
      'Our doctor explains how to prepare and what happens.',
    ],
    youtubeId: 'mdkEndosk05',
    duration: 330,
    daysAgo: 15,
  },
  {
    title: ['Tips Diet untuk Penderita Diabetes', 'Eating Well with Diabetes'],
    summary: [
      'Ahli gizi kami berbagi cara menyusun menu harian.',
      'Our dietitian shows how to plan daily meals.',
    ],
    youtubeId: 'mdkDiabet06',
    duration: 420,
    daysAgo: 90,
  },
];

export function seedVideos(today: string): VideoRow[] {
  return VIDEOS.map((def, index) => ({
    slug: slugify(def.title[0]),
    seq: index + 1,
    name: L(def.title[0], def.title[1]),
    summary: L(def.summary[0], def.summary[1]),
    youtubeId: def.youtubeId,
    durationSeconds: def.duration,
    publishedDate: daysFrom(today, -def.daysAgo),
  }));
}

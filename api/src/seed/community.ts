import type { events, faqGroups, faqs, industries, partners, videos } from '../db/schema';
import { daysFrom, wib } from './dates';
import { blocks, L, slugify, type Bilingual } from './text';
import eventsText from './content/events.json';
import videosText from './content/videos.json';

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

/** What an older seed said of BPJS Kesehatan ("polis"), and what it says since docs/decisions.md, issue 15. */
export const BPJS_PARTNER_DESCRIPTION = {
  before: L(
    'Pasien peserta BPJS Kesehatan dapat dilayani untuk rawat jalan dan rawat inap sesuai ketentuan polis.',
    'Members of BPJS Kesehatan are covered for outpatient and inpatient care according to their policy.',
  ),
  after: L(
    'Peserta JKN-KIS dilayani untuk rawat jalan dan rawat inap sesuai ketentuan BPJS Kesehatan; kunjungan ke dokter spesialis memerlukan rujukan dari faskes tingkat pertama.',
    'JKN-KIS members are treated as outpatients and inpatients under the rules of BPJS Kesehatan; a specialist visit needs a referral from their first-level clinic.',
  ),
};

export function seedPartners(): PartnerRow[] {
  return PARTNER_NAMES.map(([industryId, name], index) => ({
    id: index + 1,
    slug: slugify(name),
    name,
    industryId,
    seq: index + 1,
    description:
      name === 'BPJS Kesehatan'
        ? BPJS_PARTNER_DESCRIPTION.after
        : industryId === 1
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

/** Editable text: seed/content/events.json. */
const EVENTS: EventDef[] = eventsText as EventDef[];

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

type FaqItemDef = [question: Bilingual, answer: Bilingual];

interface FaqGroupDef {
  slug: string;
  name: Bilingual;
  items: FaqItemDef[];
}

/**
 * How to find a booking again (docs/decisions.md, issue 15 item 1): the look-up is "Cek / Batalkan Janji" in the menu, the
 * bottom bar and the footer, with the code and the birth date.
 */
export const FAQ_FIND_BOOKING: FaqItemDef = [
  ['Bagaimana melihat kembali janji saya?', 'How do I find my appointment again?'],
  [
    'Buka menu Cek / Batalkan Janji, lalu masukkan kode booking dan tanggal lahir pasien. Anda akan melihat jadwal, nomor antrean, perkiraan jam giliran, lokasi poli, dan apa yang perlu dibawa.',
    'Open Check / Cancel Appointment, then enter the booking code and the patient’s date of birth. You will see the session, the queue number, the estimated time of your turn, where the clinic is and what to bring.',
  ],
];

export const FAQ_FOR_SOMEONE_ELSE: FaqItemDef = [
  ['Bisakah saya membuat janji untuk anak atau orang tua?', 'Can I book for my child or a parent?'],
  [
    'Bisa. Pilih untuk siapa janji dibuat: diri sendiri, anak, orang tua, atau keluarga lain. Untuk anak, isi NIK anak dari Kartu Keluarga (bayi baru lahir yang belum memiliki NIK dapat didaftarkan tanpa NIK); kontak dan persetujuan diberikan oleh orang tua atau wali. E-mail tidak wajib, nomor telepon sudah cukup.',
    'Yes. Choose who the appointment is for: yourself, your child, a parent or another relative. For a child, enter the child’s NIK from the family card (a newborn without a NIK yet can be registered without one); the contact and the consent are the parent’s or guardian’s. E-mail is optional: a phone number is enough.',
  ],
];

export const FAQ_FEES: FaqItemDef = [
  ['Berapa biaya konsultasi dokter?', 'How much is a consultation?'],
  [
    'Biaya konsultasi pasien umum (bayar sendiri) tampil di profil dokter dan saat membuat janji, per rumah sakit, mulai Rp 100.000 untuk dokter umum; belum termasuk obat dan tindakan. Bagi peserta BPJS Kesehatan, biaya ditanggung BPJS sesuai ketentuan.',
    'The consultation fee for self-paying patients shows on each doctor’s profile and while booking, per hospital, from Rp 100.000 for a general practitioner; medicine and procedures are extra. For BPJS Kesehatan members the cost is covered by BPJS according to its rules.',
  ],
];

/**
 * BPJS Kesehatan is a payer of its own (docs/decisions.md, issue 15 item 2): a specialist visit needs a referral (rujukan)
 * from the first-level clinic (faskes tingkat pertama) where the member is registered.
 */
export const FAQ_BPJS_GROUP: FaqGroupDef = {
  slug: 'bpjs-kesehatan',
  name: ['BPJS Kesehatan', 'BPJS Kesehatan (national health insurance)'],
  items: [
    [
      [
        'Apakah Medika Hospital melayani pasien BPJS Kesehatan?',
        'Do you treat BPJS Kesehatan (JKN-KIS) patients?',
      ],
      [
        'Ya, di Bandung dan Cianjur. Saat membuat janji, pilih BPJS Kesehatan sebagai cara bayar, isi nomor kartu BPJS (13 digit angka, tertulis di kartu JKN-KIS atau aplikasi Mobile JKN) dan nomor surat rujukan, atau pilih bahwa Anda membawa surat rujukan kertas. Biaya ditanggung BPJS sesuai ketentuan.',
        'Yes, in Bandung and Cianjur. When booking, choose BPJS Kesehatan as the way to pay, enter the BPJS card number (13 digits, on the JKN-KIS card or in the Mobile JKN app) and the referral number, or say that you bring a paper referral. The cost is covered by BPJS according to its rules.',
      ],
    ],
    [
      [
        'Apakah saya perlu surat rujukan untuk dokter spesialis dengan BPJS?',
        'Do I need a referral to see a specialist with BPJS?',
      ],
      [
        'Ya. Kunjungan ke dokter spesialis dengan BPJS Kesehatan memerlukan surat rujukan dari faskes tingkat pertama tempat Anda terdaftar (puskesmas, klinik pratama, atau dokter keluarga). Rujukan berlaku 90 hari sejak diterbitkan; nomor rujukan terdiri dari 19 huruf dan angka. Tanpa rujukan, kunjungan dilayani sebagai pasien umum (bayar sendiri).',
        'Yes. A specialist visit with BPJS Kesehatan needs a referral (rujukan) from the first-level clinic where you are registered (faskes tingkat pertama: a puskesmas, a primary clinic or your family doctor). A referral is valid for 90 days from its date; its number has 19 letters and digits. Without a referral the visit is treated as self-paying.',
      ],
    ],
    [
      ['Apa yang perlu dibawa pasien BPJS?', 'What should a BPJS patient bring?'],
      [
        'Kartu BPJS Kesehatan (JKN-KIS) atau kartu digital di Mobile JKN, KTP pasien (untuk anak: Kartu Keluarga, serta KTP orang tua atau wali), surat rujukan dari faskes tingkat pertama (surat asli, atau nomornya untuk rujukan online), dan hasil pemeriksaan sebelumnya bila ada.',
        'The BPJS Kesehatan (JKN-KIS) card or the digital card in Mobile JKN, the patient’s identity card (for a child: the family card and a parent’s or guardian’s identity card), the referral from the first-level clinic (the letter, or its number for an online referral) and earlier test results if any.',
      ],
    ],
    [
      ['Apakah gawat darurat dengan BPJS perlu rujukan?', 'Does an emergency need a referral with BPJS?'],
      [
        'Tidak. Dalam keadaan gawat darurat, langsung datang ke IGD kami yang buka 24 jam; rujukan tidak diperlukan.',
        'No. In an emergency, come straight to our 24-hour emergency unit; no referral is needed.',
      ],
    ],
  ],
};

/**
 * Answers an older seed wrote that docs/decisions.md, issue 15 made untrue (a "Cek Booking" menu that did not exist, BPJS
 * without its referral): `ensureJourneyContent` replaces each where it is still word for word the old one.
 */
export const FAQ_CORRECTIONS: { before: Bilingual; after: Bilingual }[] = [];

function corrected(before: Bilingual, after: Bilingual): Bilingual {
  FAQ_CORRECTIONS.push({ before, after });
  return after;
}

const FAQ: FaqGroupDef[] = [
  {
    slug: 'janji-temu',
    name: ['Janji temu dokter', 'Doctor appointments'],
    items: [
      [
        ['Bagaimana cara membuat janji dengan dokter?', 'How do I book a doctor?'],
        corrected(
          [
            'Pilih menu Buat Janji, tentukan rumah sakit, isi data pasien, pilih jadwal, lalu konfirmasi. Kode booking dan nomor antrean langsung tampil.',
            'Choose Book an Appointment, pick the hospital, fill in the patient details, choose a session and confirm. Your booking code and queue number show straight away.',
          ],
          [
            'Pilih menu Buat Janji, tentukan rumah sakit, isi data pasien, pilih cara bayar dan jadwal, lalu konfirmasi. Kode booking, nomor antrean, dan perkiraan jam giliran langsung tampil; simpan kode booking Anda untuk melihat atau membatalkan janji.',
            'Choose Book an Appointment, pick the hospital, fill in the patient details, choose how you pay and a session, and confirm. Your booking code, queue number and the estimated time of your turn show straight away; keep the booking code to find or cancel the appointment.',
          ],
        ),
      ],
      FAQ_FOR_SOMEONE_ELSE,
      [
        ['Berapa hari ke depan saya bisa memesan?', 'How far ahead can I book?'],
        ['Jadwal dapat dipesan hingga 30 hari ke depan.', 'Sessions can be booked up to 30 days ahead.'],
      ],
      FAQ_FIND_BOOKING,
      [
        ['Bagaimana cara membatalkan janji?', 'How do I cancel?'],
        corrected(
          [
            'Buka menu Cek Booking, masukkan kode booking dan tanggal lahir pasien, lalu pilih Batalkan.',
            'Open Check Booking, enter the booking code and the patient’s date of birth, then choose Cancel.',
          ],
          [
            'Buka menu Cek / Batalkan Janji, masukkan kode booking dan tanggal lahir pasien, lalu pilih Batalkan. Tempat Anda langsung tersedia lagi untuk pasien lain.',
            'Open Check / Cancel Appointment, enter the booking code and the patient’s date of birth, then choose Cancel. Your place goes straight back to other patients.',
          ],
        ),
      ],
      [
        ['Kapan saya harus datang?', 'When should I arrive?'],
        corrected(
          [
            'Datanglah 30 menit sebelum jam praktik untuk verifikasi data di bagian pendaftaran.',
            'Arrive 30 minutes before the session for registration checks.',
          ],
          [
            'Setelah memesan, dan di menu Cek / Batalkan Janji, tertulis perkiraan jam giliran nomor antrean Anda dan lantai serta loket poli. Datanglah 30 menit sebelum jam itu untuk pendaftaran di loket.',
            'After booking, and in Check / Cancel Appointment, you see the estimated time of your queue number and the clinic’s floor and counter. Arrive 30 minutes before that time to register at the counter.',
          ],
        ),
      ],
    ],
  },
  FAQ_BPJS_GROUP,
  {
    slug: 'asuransi-pembayaran',
    name: ['Asuransi dan pembayaran', 'Insurance and payment'],
    items: [
      [
        ['Asuransi apa saja yang diterima?', 'Which insurers do you accept?'],
        corrected(
          [
            'Kami bekerja sama dengan BPJS Kesehatan dan lebih dari sepuluh asuransi swasta. Lihat halaman Rekanan.',
            'We work with BPJS Kesehatan and more than ten private insurers. See the Partners page.',
          ],
          [
            'Kami melayani peserta BPJS Kesehatan (dengan rujukan dari faskes tingkat pertama untuk dokter spesialis) dan bekerja sama dengan lebih dari sepuluh asuransi swasta. Lihat halaman Rekanan.',
            'We treat BPJS Kesehatan members (with a referral from their first-level clinic for a specialist) and work with more than ten private insurers. See the Partners page.',
          ],
        ),
      ],
      FAQ_FEES,
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

/** Where the items docs/decisions.md, issue 15 added belong, for a database seeded before it. */
export const FAQ_ADDITIONS: { groupSlug: string; item: FaqItemDef }[] = [
  { groupSlug: 'janji-temu', item: FAQ_FOR_SOMEONE_ELSE },
  { groupSlug: 'janji-temu', item: FAQ_FIND_BOOKING },
  { groupSlug: 'asuransi-pembayaran', item: FAQ_FEES },
];

interface VideoDef {
  title: Bilingual;
  summary: Bilingual;
  youtubeId: string;
  duration: number;
  daysAgo: number;
}

/** Editable text: seed/content/videos.json. */
const VIDEOS: VideoDef[] = videosText as VideoDef[];

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

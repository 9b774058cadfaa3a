import type { pages } from '../db/schema';
import { blocks, L, type Bilingual, type BlockSpec } from './text';

type PageRow = typeof pages.$inferInsert;

interface PageDef {
  slug: string;
  section: string;
  title: Bilingual;
  summary: Bilingual;
  body: BlockSpec[];
  polis?: number[];
}

const WHERE_BOTH: Bilingual = [
  'Layanan ini tersedia di Medika Hospital Bandung dan Medika Hospital Cianjur. Lihat jadwal dokter dan buat janji langsung dari situs ini.',
  'This service is available at Medika Hospital Bandung and Medika Hospital Cianjur. See the doctors’ schedules and book directly on this site.',
];
const WHERE_BANDUNG: Bilingual = [
  'Layanan ini tersedia di Medika Hospital Bandung. Lihat jadwal dokter dan buat janji langsung dari situs ini.',
  'This service is available at Medika Hospital Bandung. See the doctors’ schedules and book directly on this site.',
];

/** The usual shape of a service page: summary, what we offer, who it is for, where. */
function service(
  slug: string,
  section: string,
  title: Bilingual,
  summary: Bilingual,
  offer: Bilingual[],
  forWhom: Bilingual[],
  polis: number[] = [],
  where: Bilingual = WHERE_BOTH,
): PageDef {
  return {
    slug,
    section,
    title,
    summary,
    polis,
    body: [
      { p: summary },
      { h: ['Layanan kami', 'What we offer'] },
      { list: offer },
      { h: ['Untuk siapa', 'Who it is for'] },
      { list: forWhom },
      { h: ['Lokasi dan jadwal', 'Where and when'] },
      { p: where },
    ],
  };
}

const PAGES: PageDef[] = [
  // About
  {
    slug: 'about',
    section: 'about',
    title: ['Tentang Medika Hospital', 'About Medika Hospital'],
    summary: [
      'Dua rumah sakit, satu komitmen: layanan kesehatan yang aman, ramah, dan terjangkau bagi keluarga Jawa Barat.',
      'Two hospitals, one commitment: safe, kind and affordable care for families in West Java.',
    ],
    body: [
      {
        p: [
          'Medika Hospital adalah jaringan rumah sakit swasta dengan dua lokasi, Bandung dan Cianjur. Kami melayani lebih dari 400.000 kunjungan setiap tahun, dari pemeriksaan rutin hingga tindakan jantung dan bedah minimal invasif.',
          'Medika Hospital is a private hospital group with two sites, Bandung and Cianjur. We handle more than 400,000 visits a year, from routine check-ups to heart procedures and minimally invasive surgery.',
        ],
      },
      { h: ['Dalam angka', 'In numbers'] },
      {
        list: [
          ['330 tempat tidur', '330 beds'],
          ['Lebih dari 60 dokter spesialis', 'More than 60 specialists'],
          ['IGD 24 jam di kedua rumah sakit', '24-hour emergency at both hospitals'],
          ['Terakreditasi paripurna', 'Fully accredited'],
        ],
      },
      {
        p: [
          'Kami percaya pasien berhak memahami kondisinya. Karena itu dokter kami meluangkan waktu untuk menjelaskan, dan setiap informasi kami sampaikan dalam bahasa yang mudah dipahami.',
          'We believe patients have the right to understand their condition. Our doctors take time to explain, and we share every piece of information in plain words.',
        ],
      },
    ],
  },
  {
    slug: 'about/management',
    section: 'about',
    title: ['Manajemen', 'Management'],
    summary: [
      'Tim yang memimpin Medika Hospital Bandung dan Cianjur.',
      'The team that leads Medika Hospital Bandung and Cianjur.',
    ],
    body: [
      {
        p: [
          'Manajemen kami terdiri dari tenaga medis dan profesional rumah sakit yang berpengalaman lebih dari dua puluh tahun.',
          'Our management combines doctors and hospital professionals with more than twenty years of experience.',
        ],
      },
      { h: ['Direksi', 'Board of directors'] },
      {
        list: [
          ['dr. Hendra Wijaya, MARS - Direktur Utama', 'dr. Hendra Wijaya, MARS - Chief Executive'],
          ['dr. Ratna Kusumawati, M.Kes - Direktur Medis', 'dr. Ratna Kusumawati, M.Kes - Medical Director'],
          ['Agus Permana, S.E., M.M. - Direktur Keuangan', 'Agus Permana, S.E., M.M. - Finance Director'],
          [
            'Ns. Dewi Anggraini, M.Kep - Direktur Keperawatan',
            'Ns. Dewi Anggraini, M.Kep - Nursing Director',
          ],
        ],
      },
      { h: ['Pimpinan rumah sakit', 'Hospital leads'] },
      {
        list: [
          [
            'dr. Yusuf Hidayat, MARS - Kepala Medika Hospital Bandung',
            'dr. Yusuf Hidayat, MARS - Head of Medika Hospital Bandung',
          ],
          [
            'dr. Sri Handayani, MARS - Kepala Medika Hospital Cianjur',
            'dr. Sri Handayani, MARS - Head of Medika Hospital Cianjur',
          ],
        ],
      },
    ],
  },
  {
    slug: 'about/history',
    section: 'about',
    title: ['Sejarah', 'History'],
    summary: [
      'Dari klinik kecil pada 1998 menjadi dua rumah sakit di Jawa Barat.',
      'From a small clinic in 1998 to two hospitals in West Java.',
    ],
    body: [
      {
        p: [
          'Medika berawal dari Klinik Medika di Jalan Soekarno-Hatta, Bandung, yang didirikan sekelompok dokter pada 1998 untuk melayani warga Bandung timur.',
          'Medika began as Klinik Medika on Jalan Soekarno-Hatta in Bandung, founded by a group of doctors in 1998 to serve eastern Bandung.',
        ],
      },
      {
        p: [
          'Kebutuhan yang terus tumbuh membuat klinik berkembang menjadi Medika Hospital Bandung pada 2008. Pada 2016 kami membuka Medika Hospital Cianjur agar warga Cianjur tidak perlu jauh ke kota untuk layanan spesialis.',
          'Growing demand turned the clinic into Medika Hospital Bandung in 2008. In 2016 we opened Medika Hospital Cianjur so people in Cianjur no longer had to travel far for specialist care.',
        ],
      },
      {
        quote: [
          'Kami ingin setiap keluarga punya rumah sakit yang dekat dan dapat dipercaya.',
          'We wanted every family to have a hospital close by that they could trust.',
        ],
        cite: 'dr. Bambang Suryadi, pendiri / founder',
      },
    ],
  },
  {
    slug: 'about/vision-mission',
    section: 'about',
    title: ['Visi dan Misi', 'Vision and Mission'],
    summary: ['Arah yang kami tuju dan cara kami melayani.', 'Where we are heading and how we serve.'],
    body: [
      { h: ['Visi', 'Vision'] },
      {
        p: [
          'Menjadi rumah sakit pilihan keluarga di Jawa Barat dengan layanan yang aman, ramah, dan terjangkau.',
          'To be the hospital families in West Java choose, with safe, kind and affordable care.',
        ],
      },
      { h: ['Misi', 'Mission'] },
      {
        list: [
          [
            'Mengutamakan keselamatan pasien dalam setiap tindakan.',
            'Put patient safety first in everything we do.',
          ],
          [
            'Memberikan layanan yang menghormati martabat setiap orang.',
            'Give care that respects everyone’s dignity.',
          ],
          [
            'Mengembangkan tenaga kesehatan yang kompeten dan peduli.',
            'Develop competent and caring health professionals.',
          ],
          [
            'Menjangkau masyarakat melalui edukasi kesehatan.',
            'Reach the community through health education.',
          ],
        ],
        ordered: true,
      },
      { h: ['Nilai', 'Values'] },
      {
        list: [
          ['Aman', 'Safe'],
          ['Ramah', 'Kind'],
          ['Jujur', 'Honest'],
          ['Terus belajar', 'Always learning'],
        ],
      },
    ],
  },
  {
    slug: 'about/milestones',
    section: 'about',
    title: ['Tonggak Perjalanan', 'Milestones'],
    summary: ['Langkah-langkah penting Medika Hospital.', 'The important steps of Medika Hospital.'],
    body: [
      {
        list: [
          ['1998 - Klinik Medika dibuka di Bandung.', '1998 - Klinik Medika opens in Bandung.'],
          [
            '2008 - Medika Hospital Bandung diresmikan dengan 120 tempat tidur.',
            '2008 - Medika Hospital Bandung opens with 120 beds.',
          ],
          ['2012 - Layanan cath lab jantung pertama.', '2012 - First cardiac cath lab.'],
          ['2016 - Medika Hospital Cianjur dibuka.', '2016 - Medika Hospital Cianjur opens.'],
          [
            '2019 - Gedung baru Bandung, total 210 tempat tidur.',
            '2019 - New Bandung building, 210 beds in all.',
          ],
          ['2023 - Akreditasi paripurna kedua rumah sakit.', '2023 - Full accreditation for both hospitals.'],
          [
            '2026 - Cath lab kedua dan layanan telekonsultasi.',
            '2026 - Second cath lab and video consultations.',
          ],
        ],
        ordered: true,
      },
    ],
  },
  {
    slug: 'about/career',
    section: 'about',
    title: ['Karier', 'Careers'],
    summary: [
      'Tumbuh bersama kami merawat keluarga Jawa Barat.',
      'Grow with us caring for families in West Java.',
    ],
    body: [
      {
        p: [
          'Kami mencari dokter, perawat, bidan, apoteker, analis laboratorium, radiografer, dan tenaga non-medis yang ingin memberikan layanan terbaik.',
          'We look for doctors, nurses, midwives, pharmacists, lab analysts, radiographers and support staff who want to give the best care.',
        ],
      },
      { h: ['Yang kami tawarkan', 'What we offer'] },
      {
        list: [
          ['Program orientasi dan mentoring.', 'Induction and mentoring.'],
          ['Pelatihan dan sertifikasi berkala.', 'Regular training and certification.'],
          ['Jaminan kesehatan keluarga.', 'Family health cover.'],
        ],
      },
      { h: ['Cara melamar', 'How to apply'] },
      {
        p: [
          'Kirim CV dan surat lamaran ke karier@medikahospital.co.id dengan subjek posisi yang dilamar.',
          'Send your CV and cover letter to karier@medikahospital.co.id with the position in the subject line.',
        ],
      },
    ],
  },
  {
    slug: 'about/terms',
    section: 'legal',
    title: ['Syarat dan Ketentuan', 'Terms and Conditions'],
    summary: [
      'Ketentuan penggunaan situs dan layanan janji temu online.',
      'Terms of use of this site and of online booking.',
    ],
    body: [
      { h: ['Penggunaan situs', 'Use of the site'] },
      {
        p: [
          'Informasi di situs ini bersifat umum dan tidak menggantikan konsultasi dengan dokter.',
          'Information on this site is general and does not replace a consultation with a doctor.',
        ],
      },
      { h: ['Janji temu online', 'Online booking'] },
      {
        list: [
          [
            'Data pasien harus benar dan milik pasien yang akan berobat.',
            'Patient details must be correct and belong to the patient.',
          ],
          [
            'Nama, telepon, dan e-mail yang Anda isi disimpan bersama janji temu tersebut. Data pasien yang sudah terdaftar tidak diubah lewat situs; perubahan dilakukan di bagian pendaftaran.',
            'The name, phone and e-mail you give are kept with that booking. A registered patient’s record is not changed through the site; changes are made at the registration desk.',
          ],
          [
            'Jadwal dapat berubah bila dokter berhalangan; kami akan memberi tahu Anda.',
            'Schedules may change if a doctor is unavailable; we will let you know.',
          ],
          ['Pembatalan dapat dilakukan sebelum jadwal praktik.', 'You may cancel before the session starts.'],
        ],
      },
    ],
  },
  {
    slug: 'about/testimonials',
    section: 'about',
    title: ['Testimoni Pasien', 'Patient Stories'],
    summary: [
      'Cerita pasien dan keluarga yang kami layani.',
      'Stories from the patients and families we care for.',
    ],
    body: [
      {
        quote: [
          'Dokter menjelaskan operasi dengan sabar, dan saya pulang sehari setelah laparoskopi.',
          'The doctor explained the operation patiently, and I went home a day after my laparoscopy.',
        ],
        cite: 'Ibu Euis, Bandung',
      },
      {
        quote: [
          'Anak saya dirawat di NICU selama dua minggu. Perawatnya seperti keluarga sendiri.',
          'My baby spent two weeks in the NICU. The nurses were like family.',
        ],
        cite: 'Bapak Dedi, Cianjur',
      },
      {
        quote: [
          'Booking online sangat membantu, saya tidak perlu antre sejak subuh lagi.',
          'Online booking really helps; I no longer queue from dawn.',
        ],
        cite: 'Ibu Rina, Bandung',
      },
    ],
  },
  {
    slug: 'privacy',
    section: 'legal',
    title: ['Kebijakan Privasi', 'Privacy Policy'],
    summary: [
      'Bagaimana kami mengumpulkan, menggunakan, dan melindungi data pribadi Anda sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
      'How we collect, use and protect your personal data under Indonesia’s Personal Data Protection Law No. 27 of 2022.',
    ],
    body: [
      { h: ['Data yang kami kumpulkan', 'What we collect'] },
      {
        list: [
          [
            'Nama lengkap, tanggal lahir, nomor telepon, e-mail, dan NIK saat Anda membuat janji.',
            'Full name, date of birth, phone number, e-mail and NIK when you book.',
          ],
          ['Jawaban skrining kesehatan yang Anda kirim.', 'Health screening answers you submit.'],
          ['Pesan yang Anda kirim melalui formulir kontak.', 'Messages you send through the contact form.'],
        ],
      },
      { h: ['Tujuan penggunaan', 'Why we use it'] },
      {
        p: [
          'Data digunakan hanya untuk pendaftaran dan pelayanan kesehatan Anda, verifikasi identitas, penagihan ke penjamin, dan menghubungi Anda tentang jadwal.',
          'Your data is used only to register and care for you, verify your identity, bill your insurer and contact you about your appointment.',
        ],
      },
      { h: ['Penyimpanan', 'How long we keep it'] },
      {
        p: [
          'Data janji temu disimpan selama rekam medis wajib disimpan menurut peraturan (sekurang-kurangnya 25 tahun untuk rekam medis), data lainnya paling lama 2 tahun.',
          'Booking data is kept as long as medical records must be kept by law (at least 25 years for medical records); other data at most 2 years.',
        ],
      },
      { h: ['Hak Anda', 'Your rights'] },
      {
        list: [
          ['Mengakses dan mendapatkan salinan data Anda.', 'Access your data and get a copy.'],
          ['Memperbaiki data yang tidak akurat.', 'Correct inaccurate data.'],
          [
            'Menarik persetujuan dan meminta penghapusan bila tidak bertentangan dengan kewajiban hukum.',
            'Withdraw consent and ask for deletion where the law allows.',
          ],
          [
            'Mengajukan keluhan ke privasi@medikahospital.co.id.',
            'Complain to privasi@medikahospital.co.id.',
          ],
        ],
      },
    ],
  },

  // Centres of excellence
  service(
    'coe',
    'coe',
    ['Pusat Layanan Unggulan', 'Centres of Excellence'],
    [
      'Layanan unggulan kami menggabungkan dokter spesialis, perawat terlatih, dan peralatan modern untuk kasus yang memerlukan penanganan khusus.',
      'Our centres of excellence bring together specialists, trained nurses and modern equipment for conditions that need dedicated care.',
    ],
    [
      ['Brain Center dan Neuro', 'Brain Center and Neuro'],
      ['Digestive Center', 'Digestive Center'],
      ['Klinik Tumbuh Kembang dan Pubertas', 'Growth and Puberty Clinic'],
      ['Pain Center', 'Pain Center'],
      ['Wellness dan Estetika', 'Wellness and Aesthetics'],
      ['Advanced Care', 'Advanced Care'],
      ['Poli Eksekutif', 'Executive Clinic'],
    ],
    [
      [
        'Pasien dengan kebutuhan penanganan spesialis terpadu.',
        'Patients who need joined-up specialist care.',
      ],
    ],
  ),
  service(
    'coe/brain-center',
    'coe',
    ['Brain Center', 'Brain Center'],
    [
      'Penanganan terpadu stroke, tumor otak, epilepsi, dan gangguan saraf oleh dokter saraf dan bedah saraf.',
      'Joined-up care for stroke, brain tumours, epilepsy and nerve disorders by neurologists and neurosurgeons.',
    ],
    [
      ['Unit stroke dengan CT scan 24 jam', 'Stroke unit with 24-hour CT'],
      ['Bedah saraf dan tulang belakang', 'Brain and spine surgery'],
      ['EEG dan EMG', 'EEG and EMG'],
      ['Rehabilitasi pasca stroke', 'Rehabilitation after stroke'],
    ],
    [
      [
        'Pasien dengan gejala stroke atau riwayat stroke.',
        'People with stroke symptoms or a history of stroke.',
      ],
      ['Nyeri kepala berat atau kejang.', 'Severe headache or seizures.'],
    ],
    [2463, 2476, 2487],
    WHERE_BOTH,
  ),
  service(
    'coe/digestive',
    'coe',
    ['Digestive Center', 'Digestive Center'],
    [
      'Diagnosis dan tindakan untuk gangguan saluran cerna, dari endoskopi hingga bedah laparoskopi.',
      'Diagnosis and treatment of digestive disorders, from endoscopy to laparoscopic surgery.',
    ],
    [
      ['Endoskopi', 'Endoscopy'],
      ['Laparoskopi', 'Laparoscopy'],
      ['Penanganan wasir', 'Haemorrhoid treatment'],
      ['Operasi usus buntu', 'Appendix surgery'],
      ['Operasi batu empedu', 'Gallstone surgery'],
    ],
    [
      ['Keluhan maag atau refluks berkepanjangan.', 'Long-lasting heartburn or reflux.'],
      ['BAB berdarah atau perubahan pola BAB.', 'Blood in the stool or changed bowel habits.'],
    ],
    [2479, 2461, 2483],
    WHERE_BOTH,
  ),
  service(
    'coe/digestive/endoskopi',
    'coe',
    ['Endoskopi', 'Endoscopy'],
    [
      'Pemeriksaan saluran cerna dengan kamera kecil untuk melihat langsung kerongkongan, lambung, dan usus.',
      'An examination of the digestive tract with a small camera to look directly at the gullet, stomach and bowel.',
    ],
    [
      ['Gastroskopi (saluran cerna atas)', 'Gastroscopy (upper tract)'],
      ['Kolonoskopi (usus besar)', 'Colonoscopy (large bowel)'],
      ['Biopsi dan pengangkatan polip', 'Biopsy and polyp removal'],
      ['Sedasi agar nyaman', 'Sedation for comfort'],
    ],
    [
      ['Nyeri ulu hati berulang, sulit menelan.', 'Recurring heartburn, difficulty swallowing.'],
      ['Skrining kanker usus usia di atas 45 tahun.', 'Bowel cancer screening after 45.'],
    ],
    [2479, 2461],
    WHERE_BANDUNG,
  ),
  service(
    'coe/digestive/laparoskopi',
    'coe',
    ['Laparoskopi', 'Laparoscopy'],
    [
      'Operasi melalui beberapa sayatan kecil dengan kamera, sehingga nyeri lebih ringan dan pemulihan lebih cepat.',
      'Surgery through a few small cuts with a camera, for less pain and a faster recovery.',
    ],
    [
      ['Kolesistektomi laparoskopi', 'Laparoscopic cholecystectomy'],
      ['Apendektomi laparoskopi', 'Laparoscopic appendicectomy'],
      ['Hernia laparoskopi', 'Laparoscopic hernia repair'],
    ],
    [['Pasien yang memerlukan operasi perut terencana.', 'Patients who need planned abdominal surgery.']],
    [2479, 2464],
    WHERE_BANDUNG,
  ),
  service(
    'coe/digestive/wasir',
    'coe',
    ['Penanganan Wasir', 'Haemorrhoid Treatment'],
    [
      'Wasir dapat ditangani tanpa operasi besar: ligasi, laser, atau stapler sesuai derajatnya.',
      'Haemorrhoids can be treated without major surgery: banding, laser or stapling depending on the grade.',
    ],
    [
      ['Ligasi karet', 'Rubber band ligation'],
      ['Laser hemoroidoplasti', 'Laser haemorrhoidoplasty'],
      ['Hemoroidektomi stapler', 'Stapled haemorrhoidectomy'],
    ],
    [
      [
        'BAB berdarah, benjolan di anus, atau nyeri saat BAB.',
        'Bleeding, a lump at the anus or pain when passing stool.',
      ],
    ],
    [2479],
    WHERE_BANDUNG,
  ),
  service(
    'coe/digestive/usus-buntu',
    'coe',
    ['Usus Buntu', 'Appendicitis'],
    [
      'Radang usus buntu adalah kegawatdaruratan. Tim bedah kami siaga 24 jam untuk operasi laparoskopi maupun terbuka.',
      'Appendicitis is an emergency. Our surgical team is on call 24 hours for laparoscopic or open surgery.',
    ],
    [
      ['Diagnosis cepat di IGD dengan USG', 'Fast diagnosis in the emergency unit with ultrasound'],
      ['Apendektomi laparoskopi', 'Laparoscopic appendicectomy'],
      ['Rawat inap singkat', 'Short hospital stay'],
    ],
    [['Nyeri perut kanan bawah, demam, mual.', 'Pain in the lower right abdomen, fever, nausea.']],
    [2479, 2464, 2484],
  ),
  service(
    'coe/digestive/batu-empedu',
    'coe',
    ['Batu Empedu', 'Gallstones'],
    [
      'Batu empedu yang menimbulkan nyeri ditangani dengan pengangkatan kantong empedu secara laparoskopi.',
      'Painful gallstones are treated by removing the gallbladder laparoscopically.',
    ],
    [
      ['USG abdomen', 'Abdominal ultrasound'],
      ['Kolesistektomi laparoskopi', 'Laparoscopic cholecystectomy'],
      ['Konsultasi gizi pasca operasi', 'Nutrition advice after surgery'],
    ],
    [['Nyeri perut kanan atas setelah makan berlemak.', 'Upper right abdominal pain after fatty meals.']],
    [2479, 2464],
  ),
  service(
    'coe/growth-and-puberty-clinic',
    'coe',
    ['Klinik Tumbuh Kembang dan Pubertas', 'Growth and Puberty Clinic'],
    [
      'Pemantauan pertumbuhan, perkembangan, dan pubertas anak oleh dokter spesialis anak.',
      'Monitoring of children’s growth, development and puberty by paediatricians.',
    ],
    [
      ['Pengukuran dan grafik pertumbuhan', 'Growth measurement and charts'],
      ['Skrining perkembangan', 'Developmental screening'],
      ['Evaluasi pubertas terlalu cepat atau lambat', 'Assessment of early or late puberty'],
      ['Konsultasi gizi anak', 'Child nutrition advice'],
    ],
    [
      ['Anak yang lebih pendek dari teman sebayanya.', 'Children shorter than their peers.'],
      ['Keterlambatan bicara atau berjalan.', 'Late talking or walking.'],
    ],
    [2473, 2496],
  ),
  service(
    'coe/medical-check-up',
    'coe',
    ['Medical Check-Up', 'Medical Check-Up'],
    [
      'Paket pemeriksaan kesehatan untuk individu dan perusahaan, hasil dijelaskan langsung oleh dokter.',
      'Check-up packages for individuals and companies, with results explained by a doctor.',
    ],
    [
      ['Paket Basic hingga Platinum', 'Packages from Basic to Platinum'],
      ['MCU karyawan dan pra-kerja', 'Employee and pre-employment check-ups'],
      ['Hasil dalam satu hari kerja', 'Results within one working day'],
    ],
    [
      [
        'Siapa pun yang ingin mengetahui kondisi kesehatannya.',
        'Anyone who wants to know their health status.',
      ],
    ],
    [2478, 2494],
  ),
  service(
    'coe/neuro',
    'coe',
    ['Neuro Center', 'Neuro Center'],
    [
      'Layanan saraf untuk nyeri kepala, epilepsi, saraf terjepit, dan gangguan memori.',
      'Neurology care for headache, epilepsy, pinched nerves and memory problems.',
    ],
    [
      ['Konsultasi dokter saraf', 'Neurologist consultation'],
      ['EEG dan EMG', 'EEG and EMG'],
      ['MRI otak dan tulang belakang', 'Brain and spine MRI'],
    ],
    [['Kesemutan, kelemahan anggota gerak, atau pelupa.', 'Tingling, weak limbs or forgetfulness.']],
    [2463, 2487],
  ),
  service(
    'coe/pain-center',
    'coe',
    ['Pain Center', 'Pain Center'],
    [
      'Penanganan nyeri kronis secara menyeluruh: obat, fisioterapi, dan tindakan intervensi nyeri.',
      'Comprehensive care for chronic pain: medicine, physiotherapy and interventional procedures.',
    ],
    [
      ['Blok saraf', 'Nerve blocks'],
      ['Fisioterapi', 'Physiotherapy'],
      ['Program latihan mandiri', 'Self-managed exercise plans'],
    ],
    [
      [
        'Nyeri punggung, leher, atau sendi lebih dari tiga bulan.',
        'Back, neck or joint pain lasting more than three months.',
      ],
    ],
    [2475, 2495, 2463],
  ),
  service(
    'coe/wellness-and-aesthetic',
    'coe',
    ['Wellness dan Estetika', 'Wellness and Aesthetics'],
    [
      'Perawatan kulit medis dan estetika oleh dokter spesialis kulit, termasuk laser CO2 fractional.',
      'Medical skin care and aesthetics by dermatologists, including CO2 fractional laser.',
    ],
    [
      ['Laser CO2 fractional', 'CO2 fractional laser'],
      ['Perawatan jerawat dan bekas jerawat', 'Acne and acne scar treatment'],
      ['Chemical peeling', 'Chemical peels'],
    ],
    [['Masalah kulit wajah dan bekas luka.', 'Facial skin problems and scars.']],
    [2467, 2491],
  ),
  service(
    'coe/advanced-care',
    'coe',
    ['Advanced Care', 'Advanced Care'],
    [
      'Layanan lanjutan untuk ibu dan terapi sel punca dengan tim multidisiplin.',
      'Advanced care for mothers and stem cell therapy with a multidisciplinary team.',
    ],
    [
      ['Advanced Care Mom', 'Advanced Care Mom'],
      ['Stem Cell', 'Stem Cell'],
    ],
    [['Pasien yang memerlukan penanganan lanjutan.', 'Patients who need advanced care.']],
    [2471, 2485],
  ),
  service(
    'coe/advanced-care/mom',
    'coe',
    ['Advanced Care Mom', 'Advanced Care Mom'],
    [
      'Pendampingan kehamilan risiko tinggi dari konsultasi awal hingga persalinan dan masa nifas.',
      'Care for high-risk pregnancies from the first consultation to birth and after.',
    ],
    [
      ['USG fetomaternal', 'Fetomaternal ultrasound'],
      ['Kamar bersalin dan ruang operasi 24 jam', '24-hour delivery suites and theatres'],
      ['NICU', 'NICU'],
      ['Konsultasi laktasi', 'Lactation support'],
    ],
    [
      [
        'Ibu hamil dengan hipertensi, diabetes, atau riwayat keguguran.',
        'Expectant mothers with hypertension, diabetes or past miscarriage.',
      ],
    ],
    [2471, 2485],
  ),
  service(
    'coe/advanced-care/stem-cell',
    'coe',
    ['Stem Cell', 'Stem Cell'],
    [
      'Konsultasi dan terapi berbasis sel punca sesuai indikasi dan izin yang berlaku.',
      'Consultation and stem-cell-based therapy where indicated and permitted.',
    ],
    [
      ['Konsultasi kelayakan terapi', 'Eligibility consultation'],
      ['Terapi untuk osteoartritis lutut', 'Therapy for knee osteoarthritis'],
      ['Pemantauan hasil terapi', 'Follow-up of results'],
    ],
    [
      [
        'Pasien osteoartritis yang belum membaik dengan terapi standar.',
        'Osteoarthritis patients not helped by standard treatment.',
      ],
    ],
    [2468],
    WHERE_BANDUNG,
  ),
  service(
    'coe/executive-poly',
    'coe',
    ['Poli Eksekutif', 'Executive Clinic'],
    [
      'Poliklinik dengan waktu tunggu singkat, ruang tunggu nyaman, dan layanan pendamping.',
      'Clinics with short waits, a comfortable lounge and a personal assistant.',
    ],
    [
      ['Katarak', 'Cataracts'],
      ['Gigi', 'Dental'],
      ['Kesehatan jiwa', 'Mental health'],
      ['Subspesialis', 'Sub-specialists'],
      ['THT', 'ENT'],
      ['Trauma center', 'Trauma centre'],
      ['Urologi', 'Urology'],
    ],
    [['Pasien yang menginginkan layanan privat dan cepat.', 'Patients who want private, fast care.']],
    [],
    WHERE_BANDUNG,
  ),
  service(
    'coe/executive-poly/cataracts',
    'coe',
    ['Katarak', 'Cataracts'],
    [
      'Operasi katarak fakoemulsifikasi dengan sayatan kecil, pasien pulang di hari yang sama.',
      'Phaco cataract surgery through a tiny incision; patients go home the same day.',
    ],
    [
      ['Pemeriksaan mata lengkap', 'Full eye examination'],
      ['Fakoemulsifikasi', 'Phacoemulsification'],
      ['Lensa tanam monofokal dan multifokal', 'Monofocal and multifocal lens implants'],
    ],
    [['Penglihatan kabur seperti berkabut.', 'Cloudy, misty vision.']],
    [2465, 2488],
  ),
  service(
    'coe/executive-poly/dental',
    'coe',
    ['Gigi', 'Dental'],
    [
      'Perawatan gigi estetik dan umum dengan dokter gigi dan spesialis.',
      'Aesthetic and general dentistry with dentists and specialists.',
    ],
    [
      ['Behel dan aligner', 'Braces and aligners'],
      ['Implan gigi', 'Dental implants'],
      ['Perawatan saluran akar', 'Root canal treatment'],
    ],
    [['Pasien yang ingin perawatan gigi menyeluruh.', 'Patients who want complete dental care.']],
    [2472, 2493],
  ),
  service(
    'coe/executive-poly/mental-health',
    'coe',
    ['Kesehatan Jiwa', 'Mental Health'],
    [
      'Konsultasi rahasia dengan psikiater dan psikolog klinis.',
      'Confidential consultations with psychiatrists and clinical psychologists.',
    ],
    [
      ['Konsultasi psikiater', 'Psychiatrist consultation'],
      ['Psikoterapi', 'Psychotherapy'],
      ['Telekonsultasi', 'Video consultation'],
    ],
    [['Cemas, sedih berkepanjangan, sulit tidur.', 'Anxiety, lasting sadness, poor sleep.']],
    [2474],
    WHERE_BANDUNG,
  ),
  service(
    'coe/executive-poly/sub-specialist',
    'coe',
    ['Subspesialis', 'Sub-Specialists'],
    [
      'Konsultasi dengan dokter subspesialis penyakit dalam, anak, dan jantung.',
      'Consultations with sub-specialists in internal medicine, paediatrics and cardiology.',
    ],
    [
      ['Ginjal dan hipertensi', 'Kidney and hypertension'],
      ['Endokrin dan metabolik', 'Endocrinology and metabolism'],
      ['Kardiologi anak', 'Paediatric cardiology'],
    ],
    [['Pasien dengan penyakit kompleks.', 'Patients with complex conditions.']],
    [2461, 2462, 2473],
    WHERE_BANDUNG,
  ),
  service(
    'coe/executive-poly/tht',
    'coe',
    ['THT', 'ENT'],
    [
      'Diagnosis dan tindakan telinga, hidung, dan tenggorokan termasuk endoskopi THT.',
      'Ear, nose and throat diagnosis and procedures, including ENT endoscopy.',
    ],
    [
      ['Tes pendengaran', 'Hearing tests'],
      ['Endoskopi sinus', 'Sinus endoscopy'],
      ['Operasi amandel', 'Tonsil surgery'],
    ],
    [['Gangguan pendengaran, sinusitis, amandel.', 'Hearing loss, sinusitis, tonsils.']],
    [2466, 2489],
  ),
  service(
    'coe/executive-poly/trauma-center',
    'coe',
    ['Trauma Center', 'Trauma Centre'],
    [
      'Penanganan cedera tulang dan sendi akibat kecelakaan atau olahraga oleh tim ortopedi.',
      'Care for bone and joint injuries from accidents or sport by the orthopaedic team.',
    ],
    [
      ['Operasi patah tulang', 'Fracture surgery'],
      ['Artroskopi', 'Arthroscopy'],
      ['Fisioterapi pasca cedera', 'Physiotherapy after injury'],
    ],
    [['Cedera olahraga, patah tulang.', 'Sports injuries, fractures.']],
    [2468, 2490],
  ),
  service(
    'coe/executive-poly/urology',
    'coe',
    ['Urologi', 'Urology'],
    [
      'Penanganan batu saluran kemih, prostat, dan gangguan berkemih.',
      'Treatment of urinary stones, prostate and urinary problems.',
    ],
    [
      ['ESWL (pemecah batu tanpa operasi)', 'ESWL (stone breaking without surgery)'],
      ['TURP', 'TURP'],
      ['Uroflowmetri', 'Uroflowmetry'],
    ],
    [['Nyeri pinggang, sulit berkemih.', 'Flank pain, difficulty passing urine.']],
    [2470],
    WHERE_BANDUNG,
  ),

  // Facility and services
  service(
    'facility-and-services',
    'facility',
    ['Fasilitas dan Layanan', 'Facility and Services'],
    [
      'Fasilitas lengkap untuk diagnosis, perawatan, dan pemulihan di dua rumah sakit kami.',
      'Complete facilities for diagnosis, treatment and recovery at our two hospitals.',
    ],
    [
      ['Diagnostic center', 'Diagnostic centre'],
      ['IGD', 'Emergency'],
      ['Poli eksekutif', 'Executive clinic'],
      ['Farmasi', 'Pharmacy'],
      ['Hemodialisis', 'Haemodialysis'],
      ['Rawat inap', 'Inpatient care'],
      ['Perawatan intensif', 'Intensive care'],
      ['Poliklinik spesialis', 'Specialist clinics'],
    ],
    [['Seluruh pasien dan keluarga.', 'All patients and families.']],
  ),
  service(
    'facility-and-services/diagnostic-center',
    'facility',
    ['Diagnostic Center', 'Diagnostic Centre'],
    [
      'Laboratorium, radiologi, dan pemeriksaan jantung dalam satu area agar pemeriksaan lebih cepat.',
      'Laboratory, radiology and heart tests in one area for faster diagnosis.',
    ],
    [
      ['MRI dan CT scan', 'MRI and CT'],
      ['USG dan mamografi', 'Ultrasound and mammography'],
      ['EKG, treadmill, ekokardiografi', 'ECG, treadmill, echocardiography'],
      ['Laboratorium 24 jam', '24-hour laboratory'],
    ],
    [['Pasien rujukan dokter maupun atas permintaan sendiri.', 'Referred patients and self-referrals.']],
  ),
  service(
    'facility-and-services/emergency',
    'facility',
    ['Instalasi Gawat Darurat', 'Emergency Unit'],
    [
      'IGD 24 jam dengan dokter jaga, dokter spesialis on-call, dan ambulans.',
      'A 24-hour emergency unit with doctors on duty, specialists on call and ambulances.',
    ],
    [
      ['Triase dalam lima menit', 'Triage within five minutes'],
      ['Ruang resusitasi', 'Resuscitation bay'],
      ['Layanan ambulans', 'Ambulance service'],
    ],
    [['Siapa pun dalam kondisi gawat darurat.', 'Anyone in an emergency.']],
  ),
  service(
    'facility-and-services/executive-poly',
    'facility',
    ['Poli Eksekutif', 'Executive Clinic'],
    [
      'Ruang praktik privat dengan waktu tunggu singkat dan pendamping pasien.',
      'Private consulting rooms with short waits and a patient assistant.',
    ],
    [
      ['Janji temu tepat waktu', 'On-time appointments'],
      ['Ruang tunggu nyaman', 'Comfortable lounge'],
      ['Pemeriksaan penunjang prioritas', 'Priority tests'],
    ],
    [['Pasien dengan jadwal padat.', 'Patients with busy schedules.']],
    [],
    WHERE_BANDUNG,
  ),
  service(
    'facility-and-services/farmasi',
    'facility',
    ['Farmasi', 'Pharmacy'],
    [
      'Farmasi 24 jam dengan apoteker yang menjelaskan cara minum obat.',
      'A 24-hour pharmacy with pharmacists who explain how to take your medicine.',
    ],
    [
      ['Resep rawat jalan dan rawat inap', 'Outpatient and inpatient prescriptions'],
      ['Konseling obat', 'Medicine counselling'],
      ['Pengantaran obat ke rumah', 'Home delivery'],
    ],
    [['Pasien dengan resep dokter.', 'Patients with a prescription.']],
  ),
  service(
    'facility-and-services/hemodialysis',
    'facility',
    ['Hemodialisis', 'Haemodialysis'],
    [
      'Unit cuci darah dengan mesin modern dan perawat bersertifikat hemodialisis.',
      'A dialysis unit with modern machines and certified dialysis nurses.',
    ],
    [
      ['Dua sesi per hari', 'Two sessions a day'],
      ['Konsultasi dokter penyakit dalam', 'Internist consultation'],
      ['Edukasi diet ginjal', 'Kidney diet education'],
    ],
    [['Pasien gagal ginjal kronik.', 'Patients with chronic kidney failure.']],
    [2461, 2483],
  ),
  service(
    'facility-and-services/inpatient',
    'facility',
    ['Rawat Inap', 'Inpatient Care'],
    [
      'Kamar rawat inap dari kelas 3 hingga Suite, dengan perawat 24 jam.',
      'Rooms from Class 3 to Suite, with nurses around the clock.',
    ],
    [
      ['Suite, VIP, Kelas 1-3', 'Suite, VIP, Class 1-3'],
      ['Menu gizi sesuai diet', 'Meals matched to your diet'],
      ['Ruang isolasi', 'Isolation rooms'],
    ],
    [['Pasien yang memerlukan perawatan menginap.', 'Patients who need to stay in hospital.']],
  ),
  service(
    'facility-and-services/intensive-care',
    'facility',
    ['Perawatan Intensif', 'Intensive Care'],
    [
      'ICU, ICCU, HCU, dan NICU dengan pemantauan 24 jam.',
      'ICU, ICCU, HCU and NICU with round-the-clock monitoring.',
    ],
    [
      ['ICU dewasa', 'Adult ICU'],
      ['ICCU jantung', 'Cardiac ICCU'],
      ['NICU bayi', 'Neonatal ICU'],
    ],
    [['Pasien kritis.', 'Critically ill patients.']],
  ),
  service(
    'facility-and-services/medical-specialities',
    'facility',
    ['Poliklinik Spesialis', 'Specialist Clinics'],
    [
      'Lebih dari 20 poliklinik spesialis setiap hari di Bandung dan Cianjur.',
      'More than 20 specialist clinics every day in Bandung and Cianjur.',
    ],
    [
      ['Penyakit dalam, anak, kandungan', 'Internal medicine, paediatrics, obstetrics'],
      ['Jantung, saraf, paru', 'Cardiology, neurology, pulmonology'],
      ['Bedah, ortopedi, urologi', 'Surgery, orthopaedics, urology'],
      ['Mata, THT, kulit, gigi', 'Eye, ENT, skin, dental'],
    ],
    [['Pasien rawat jalan.', 'Outpatients.']],
  ),

  // Services
  service(
    'services',
    'services',
    ['Layanan', 'Services'],
    [
      'Semua layanan Medika Hospital: IGD, rawat jalan, rawat inap, penunjang medis, dan medical check-up.',
      'Every service of Medika Hospital: emergency, outpatient, inpatient, diagnostics and check-ups.',
    ],
    [
      ['IGD 24 jam', '24-hour emergency'],
      ['Rawat jalan', 'Outpatient'],
      ['Rawat inap', 'Inpatient'],
      ['Elektromedik', 'Electromedical diagnostics'],
      ['Medical check-up', 'Medical check-up'],
    ],
    [['Seluruh pasien.', 'All patients.']],
  ),
  service(
    'services/elektromedik',
    'services',
    ['Elektromedik', 'Electromedical Diagnostics'],
    [
      'Pemeriksaan fungsi jantung, otak, saraf, dan paru dengan alat elektromedik.',
      'Tests of heart, brain, nerve and lung function with electromedical equipment.',
    ],
    [
      ['EKG dan Holter', 'ECG and Holter'],
      ['Treadmill test', 'Treadmill test'],
      ['EEG dan EMG', 'EEG and EMG'],
      ['Spirometri', 'Spirometry'],
    ],
    [['Pasien dengan rujukan dokter.', 'Patients referred by a doctor.']],
    [2462, 2463, 2469],
  ),
  service(
    'services/igd',
    'services',
    ['IGD 24 Jam', '24-Hour Emergency'],
    [
      'Gawat darurat? Datang langsung ke IGD atau hubungi nomor darurat kami. Kami siap 24 jam.',
      'An emergency? Come straight to the emergency unit or call our emergency number. We are open 24 hours.',
    ],
    [
      ['Dokter jaga dan perawat gawat darurat', 'Emergency doctors and nurses'],
      ['Ambulans', 'Ambulance'],
      ['Akses langsung ke operasi dan ICU', 'Direct access to theatres and ICU'],
    ],
    [
      [
        'Nyeri dada, sesak napas, kecelakaan, perdarahan, kejang.',
        'Chest pain, breathlessness, accidents, bleeding, seizures.',
      ],
    ],
  ),
  service(
    'services/inpatient',
    'services',
    ['Rawat Inap', 'Inpatient'],
    [
      'Perawatan menginap dengan pilihan kelas kamar dan perawat 24 jam.',
      'Hospital stays with a choice of room class and 24-hour nursing.',
    ],
    [
      ['Pilihan kelas kamar', 'Choice of room class'],
      ['Visit dokter harian', 'Daily doctor rounds'],
      ['Layanan gizi', 'Nutrition service'],
    ],
    [['Pasien yang dirujuk dokter untuk rawat inap.', 'Patients admitted by a doctor.']],
  ),
  service(
    'services/outpatient',
    'services',
    ['Rawat Jalan', 'Outpatient'],
    [
      'Poliklinik spesialis setiap hari dengan janji temu online dan nomor antrean.',
      'Specialist clinics every day, with online booking and queue numbers.',
    ],
    [
      ['Janji temu online', 'Online booking'],
      ['Nomor antrean', 'Queue numbers'],
      ['Telekonsultasi', 'Video consultations'],
    ],
    [['Pasien yang ingin berkonsultasi dengan dokter.', 'Anyone who wants to see a doctor.']],
  ),
  service(
    'services/paket-mcu',
    'services',
    ['Paket Medical Check-Up', 'Check-Up Packages'],
    [
      'Pilih paket pemeriksaan sesuai usia dan kebutuhan Anda.',
      'Choose a check-up package for your age and needs.',
    ],
    [
      ['Basic, Silver, Gold, Platinum', 'Basic, Silver, Gold, Platinum'],
      ['Paket jantung, wanita, pra-nikah, lansia', 'Heart, women’s, pre-marital and senior packages'],
    ],
    [['Individu dan perusahaan.', 'Individuals and companies.']],
    [2478, 2494],
  ),

  // Supporting services
  service(
    'penunjang-medis',
    'support',
    ['Penunjang Medis', 'Diagnostic and Support Services'],
    [
      'Laboratorium, radiologi, dan rehabilitasi medik untuk mendukung diagnosis dan pemulihan.',
      'Laboratory, radiology and rehabilitation to support diagnosis and recovery.',
    ],
    [
      ['Laboratorium', 'Laboratory'],
      ['Radiologi', 'Radiology'],
      ['Rehabilitasi medik', 'Rehabilitation'],
    ],
    [['Pasien rawat jalan dan rawat inap.', 'Outpatients and inpatients.']],
  ),
  service(
    'penunjang-medis/laboratorium',
    'support',
    ['Laboratorium', 'Laboratory'],
    [
      'Laboratorium klinik 24 jam dengan hasil rutin dalam dua jam.',
      'A 24-hour clinical laboratory with routine results in two hours.',
    ],
    [
      ['Hematologi dan kimia klinik', 'Haematology and clinical chemistry'],
      ['Mikrobiologi', 'Microbiology'],
      ['Pengambilan sampel di rumah', 'Home sample collection'],
    ],
    [['Pasien dengan pengantar dokter atau permintaan sendiri.', 'Patients with a referral or on request.']],
  ),
  service(
    'penunjang-medis/radiologi',
    'support',
    ['Radiologi', 'Radiology'],
    [
      'Pemeriksaan pencitraan dengan MRI, CT scan, USG, rontgen, dan mamografi.',
      'Imaging with MRI, CT, ultrasound, X-ray and mammography.',
    ],
    [
      ['MRI 1,5 Tesla', '1.5 Tesla MRI'],
      ['CT scan 128 slice', '128-slice CT'],
      ['Mamografi digital', 'Digital mammography'],
    ],
    [['Pasien dengan rujukan dokter.', 'Patients referred by a doctor.']],
  ),
  service(
    'penunjang-medis/rehabilitasi-medik',
    'support',
    ['Rehabilitasi Medik', 'Rehabilitation'],
    [
      'Fisioterapi, terapi okupasi, dan terapi wicara dipimpin dokter rehabilitasi medik.',
      'Physiotherapy, occupational therapy and speech therapy led by rehabilitation doctors.',
    ],
    [
      ['Fisioterapi', 'Physiotherapy'],
      ['Terapi okupasi', 'Occupational therapy'],
      ['Terapi wicara', 'Speech therapy'],
    ],
    [['Pasca stroke, cedera, atau operasi.', 'After stroke, injury or surgery.']],
    [2475, 2495],
  ),

  // Special clinics
  service(
    'co2-fractional',
    'clinic',
    ['Laser CO2 Fractional', 'CO2 Fractional Laser'],
    [
      'Perawatan laser untuk bekas jerawat, kerutan, dan tekstur kulit oleh dokter spesialis kulit.',
      'Laser treatment for acne scars, wrinkles and skin texture by dermatologists.',
    ],
    [
      ['Konsultasi dan analisis kulit', 'Consultation and skin analysis'],
      ['Tindakan laser dengan anestesi topikal', 'Laser with numbing cream'],
      ['Perawatan pasca laser', 'Aftercare'],
    ],
    [['Bekas jerawat, pori besar, garis halus.', 'Acne scars, large pores, fine lines.']],
    [2467, 2491],
  ),
  service(
    'diabetic-center',
    'clinic',
    ['Diabetic Center', 'Diabetic Centre'],
    [
      'Layanan terpadu diabetes: dokter penyakit dalam, gizi klinik, edukator diabetes, dan perawatan kaki.',
      'Joined-up diabetes care: internists, clinical nutrition, diabetes educators and foot care.',
    ],
    [
      ['Pemeriksaan HbA1c dan komplikasi', 'HbA1c and complication screening'],
      ['Konsultasi gizi', 'Nutrition advice'],
      ['Perawatan luka kaki diabetes', 'Diabetic foot care'],
      ['Edukasi insulin', 'Insulin education'],
    ],
    [['Penyandang diabetes dan pradiabetes.', 'People with diabetes or prediabetes.']],
    [2461, 2483, 2477],
  ),
  service(
    'layanan-ibu-anak',
    'clinic',
    ['Layanan Ibu dan Anak', 'Mother and Child Care'],
    [
      'Dari kehamilan, persalinan, hingga tumbuh kembang anak: dokter kandungan dan dokter anak kami siap setiap hari di Bandung dan Cianjur.',
      'From pregnancy and birth to your child’s growth: our obstetricians and paediatricians are there every day in Bandung and Cianjur.',
    ],
    [
      ['Pemeriksaan kehamilan dan USG', 'Pregnancy check-ups and ultrasound'],
      ['Persalinan normal dan caesar', 'Normal and caesarean delivery'],
      ['Imunisasi dan tumbuh kembang', 'Immunisation and growth clinics'],
      ['NICU dan ruang laktasi', 'NICU and nursing rooms'],
    ],
    [['Ibu hamil, bayi, dan anak.', 'Expectant mothers, babies and children.']],
    [2496, 2485, 2471, 2473],
  ),
  {
    slug: 'running-festival',
    section: 'event',
    title: ['Medika Running Festival', 'Medika Running Festival'],
    summary: [
      'Lari untuk keluarga sehat: kategori 5K dan 10K di Bandung, dengan cek kesehatan gratis.',
      'Run for healthy families: 5K and 10K in Bandung, with a free health check.',
    ],
    body: [
      {
        p: [
          'Medika Running Festival mengajak warga Bandung dan Cianjur bergerak bersama. Sebagian biaya pendaftaran didonasikan untuk pasien anak yang kurang mampu.',
          'The Medika Running Festival invites people from Bandung and Cianjur to move together. Part of the entry fee goes to children in need of care.',
        ],
      },
      { h: ['Kategori', 'Categories'] },
      {
        list: [
          ['5K keluarga (usia 7 tahun ke atas)', 'Family 5K (age 7 and up)'],
          ['10K umum', 'Open 10K'],
        ],
      },
      { h: ['Fasilitas peserta', 'For every runner'] },
      {
        list: [
          ['Kaus dan medali', 'T-shirt and medal'],
          ['Cek kesehatan gratis sebelum lomba', 'Free health check before the race'],
          ['Tim medis di setiap pos', 'Medical teams at every water point'],
        ],
      },
      {
        p: [
          'Daftar melalui halaman event Medika Running Festival 2026.',
          'Register on the Medika Running Festival 2026 event page.',
        ],
      },
    ],
  },
  service(
    'hospital/medika-hospital-bandung',
    'hospital',
    ['Medika Hospital Bandung', 'Medika Hospital Bandung'],
    [
      'Rumah sakit 210 tempat tidur di Bandung timur dengan layanan unggulan jantung, saraf, pencernaan, dan ibu-anak.',
      'A 210-bed hospital in eastern Bandung with heart, brain, digestive and mother-and-child centres.',
    ],
    [
      ['IGD 24 jam', '24-hour emergency'],
      ['Cath lab jantung', 'Cardiac cath lab'],
      ['MRI dan CT scan', 'MRI and CT'],
      ['Hemodialisis', 'Haemodialysis'],
      ['Poli eksekutif', 'Executive clinic'],
    ],
    [['Warga Bandung Raya dan sekitarnya.', 'People in Greater Bandung and beyond.']],
    [],
    WHERE_BANDUNG,
  ),
  service(
    'hospital/medika-hospital-cianjur',
    'hospital',
    ['Medika Hospital Cianjur', 'Medika Hospital Cianjur'],
    [
      'Rumah sakit 120 tempat tidur yang melayani Cianjur dengan IGD 24 jam, kamar bersalin, dan poliklinik spesialis.',
      'A 120-bed hospital serving Cianjur with a 24-hour emergency unit, maternity suites and specialist clinics.',
    ],
    [
      ['IGD 24 jam', '24-hour emergency'],
      ['Kamar bersalin dan NICU', 'Maternity suites and NICU'],
      ['Hemodialisis', 'Haemodialysis'],
      ['Laboratorium dan radiologi', 'Laboratory and radiology'],
    ],
    [['Warga Cianjur dan sekitarnya.', 'People in and around Cianjur.']],
    [],
    [
      'Layanan ini tersedia di Medika Hospital Cianjur. Lihat jadwal dokter dan buat janji langsung dari situs ini.',
      'This service is available at Medika Hospital Cianjur. See the doctors’ schedules and book directly on this site.',
    ],
  ),
];

function parentOf(slug: string, known: Set<string>): string | null {
  const parts = slug.split('/');
  for (let n = parts.length - 1; n > 0; n -= 1) {
    const candidate = parts.slice(0, n).join('/');
    if (known.has(candidate)) return candidate;
  }
  return null;
}

export function seedPages(now: Date): PageRow[] {
  const known = new Set(PAGES.map((p) => p.slug));
  return PAGES.map((def, index) => ({
    slug: def.slug,
    section: def.section,
    parentSlug: parentOf(def.slug, known),
    seq: index + 1,
    title: L(def.title[0], def.title[1]),
    summary: L(def.summary[0], def.summary[1]),
    body: blocks(def.body),
    relatedPoliIds: def.polis ?? [],
    updatedAt: now,
  }));
}

export const PAGE_SLUGS: readonly string[] = PAGES.map((p) => p.slug);

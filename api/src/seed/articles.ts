import type { articleCategories, articles } from '../db/schema';
import { daysFrom } from './dates';
import { Prng } from './prng';
import { blocks, L, slugify, type Bilingual } from './text';

type CategoryRow = typeof articleCategories.$inferInsert;
type ArticleRow = typeof articles.$inferInsert;

export const ARTICLE_CATEGORIES: CategoryRow[] = [
  { id: 1, slug: 'berita', key: 'Berita', seq: 1, name: L('Berita', 'News') },
  { id: 2, slug: 'kesehatan', key: 'Kesehatan', seq: 2, name: L('Kesehatan', 'Health') },
  { id: 3, slug: 'ibu-dan-anak', key: 'Ibu dan Anak', seq: 3, name: L('Ibu dan Anak', 'Mother and Child') },
  { id: 4, slug: 'spesialis', key: 'Spesialis', seq: 4, name: L('Spesialis', 'Specialists') },
  { id: 5, slug: 'tentang-kami', key: 'Tentang Kami', seq: 5, name: L('Tentang Kami', 'About Us') },
  { id: 6, slug: 'services', key: 'Services', seq: 6, name: L('Layanan', 'Services') },
  { id: 7, slug: 'video', key: 'Video', seq: 7, name: L('Video', 'Video') },
];

interface ArticleDef {
  category: number;
  title: Bilingual;
  summary: Bilingual;
  points: Bilingual[];
}

const A = (category: number, title: Bilingual, summary: Bilingual, ...points: Bilingual[]): ArticleDef => ({
  category,
  title,
  summary,
  points,
});

const DEFS: ArticleDef[] = [
  A(
    1,
    ['Medika Hospital Bandung Resmikan Cath Lab Kedua', 'Medika Hospital Bandung Opens Its Second Cath Lab'],
    [
      'Laboratorium kateterisasi jantung kedua memperpendek waktu tunggu tindakan pasang ring dan memperkuat layanan serangan jantung 24 jam.',
      'A second cardiac catheterisation lab shortens the wait for stenting and strengthens our 24-hour heart attack service.',
    ],
    [
      'Tim kardiologi intervensi siaga 24 jam setiap hari.',
      'The interventional cardiology team is on call 24 hours a day.',
    ],
    [
      'Waktu dari pintu IGD hingga tindakan ditargetkan di bawah 90 menit.',
      'Door-to-balloon time is targeted below 90 minutes.',
    ],
    [
      'Pasien BPJS dan asuransi swasta dapat dilayani.',
      'Patients with BPJS and private insurance are served.',
    ],
  ),
  A(
    1,
    [
      'Medika Hospital Cianjur Buka Layanan Hemodialisis',
      'Medika Hospital Cianjur Opens a Haemodialysis Unit',
    ],
    [
      'Pasien gagal ginjal di Cianjur kini dapat menjalani cuci darah lebih dekat dari rumah, dengan 12 mesin dan perawat bersertifikat.',
      'Kidney patients in Cianjur can now have dialysis closer to home, with 12 machines and certified nurses.',
    ],
    ['Jadwal dua sesi per hari, Senin sampai Sabtu.', 'Two sessions a day, Monday to Saturday.'],
    [
      'Konsultasi dokter penyakit dalam sebelum sesi pertama.',
      'A consultation with an internist before the first session.',
    ],
    ['Pendaftaran melalui Poli Penyakit Dalam.', 'Registration through the Internal Medicine Clinic.'],
  ),
  A(
    1,
    ['Akreditasi Paripurna untuk Kedua Rumah Sakit', 'Full Accreditation for Both Hospitals'],
    [
      'Medika Hospital Bandung dan Cianjur meraih akreditasi tingkat paripurna dari Komisi Akreditasi Rumah Sakit.',
      'Medika Hospital Bandung and Cianjur both received the highest accreditation level from the national hospital accreditation commission.',
    ],
    [
      'Penilaian mencakup keselamatan pasien dan pengendalian infeksi.',
      'The assessment covers patient safety and infection control.',
    ],
    [
      'Seluruh unit layanan ikut dinilai selama tiga hari.',
      'Every service unit was assessed over three days.',
    ],
    ['Akreditasi berlaku empat tahun.', 'The accreditation is valid for four years.'],
  ),
  A(
    1,
    ['Pendaftaran Online Kini Lewat Situs Web', 'Book Your Visit Online on Our Website'],
    [
      'Buat janji dengan dokter pilihan Anda tanpa antre: pilih rumah sakit, jadwal, lalu simpan kode booking.',
      'Book the doctor of your choice without queuing: choose the hospital and session, then keep your booking code.',
    ],
    ['Nomor antrean langsung terlihat setelah booking.', 'Your queue number shows right after booking.'],
    [
      'Pembatalan cukup dengan kode booking dan tanggal lahir.',
      'Cancel with your booking code and date of birth.',
    ],
    ['Datang 30 menit sebelum jadwal praktik.', 'Arrive 30 minutes before the session starts.'],
  ),
  A(
    1,
    ['Donor Darah Bersama PMI Kota Bandung', 'Blood Drive with the Bandung Red Cross'],
    [
      'Lebih dari 300 kantong darah terkumpul dalam kegiatan donor darah di lobi Medika Hospital Bandung.',
      'More than 300 bags of blood were collected at the blood drive in the lobby of Medika Hospital Bandung.',
    ],
    ['Pendonor mendapat pemeriksaan hemoglobin gratis.', 'Donors received a free haemoglobin test.'],
    ['Kegiatan rutin setiap tiga bulan.', 'The drive is held every three months.'],
    ['Terbuka untuk umum usia 17 sampai 60 tahun.', 'Open to the public aged 17 to 60.'],
  ),
  A(
    1,
    ['Layanan Telekonsultasi Dokter Spesialis', 'Video Consultations with Specialists'],
    [
      'Konsultasi video dengan dokter spesialis kami dari rumah untuk kontrol rutin dan pembacaan hasil laboratorium.',
      'Video consultations with our specialists from home, for routine follow-up and lab result reviews.',
    ],
    ['Jadwal telekonsultasi tersedia pada malam hari kerja.', 'Video sessions run on weekday evenings.'],
    [
      'Tautan ruang konsultasi dikirim setelah booking.',
      'The consultation room link comes with your booking.',
    ],
    [
      'Cukup gunakan ponsel dengan kamera dan internet stabil.',
      'A phone with a camera and a stable connection is enough.',
    ],
  ),
  A(
    1,
    [
      'Medika Hospital Raih Penghargaan Rumah Sakit Ramah Anak',
      'Medika Hospital Wins a Child-Friendly Hospital Award',
    ],
    [
      'Ruang tunggu bermain, imunisasi tanpa antre panjang, dan dokter anak setiap hari menjadi dasar penilaian.',
      'Play areas in the waiting room, quick immunisation and daily paediatricians were behind the award.',
    ],
    ['Tersedia ruang laktasi di setiap lantai poliklinik.', 'Every clinic floor has a nursing room.'],
    [
      'Perawat anak terlatih manajemen nyeri anak.',
      'Paediatric nurses are trained in children’s pain management.',
    ],
    ['Program kunjungan sekolah sehat tiap semester.', 'A healthy school visit programme every semester.'],
  ),
  A(
    1,
    ['Jam Besuk Pasien Rawat Inap Diperbarui', 'Updated Visiting Hours for Inpatients'],
    [
      'Demi kenyamanan istirahat pasien, jam besuk kini pukul 11.00-13.00 dan 17.00-20.00 WIB.',
      'To let patients rest, visiting hours are now 11:00-13:00 and 17:00-20:00 WIB.',
    ],
    ['Maksimal dua pengunjung per pasien.', 'At most two visitors per patient.'],
    ['Anak di bawah 12 tahun tidak disarankan membesuk.', 'Children under 12 are advised not to visit.'],
    ['Ruang ICU memiliki jadwal besuk tersendiri.', 'The ICU has its own visiting schedule.'],
  ),
  A(
    1,
    ['Kerja Sama dengan Lima Asuransi Baru', 'Five New Insurance Partners'],
    [
      'Pasien kini dapat menggunakan lima asuransi tambahan untuk rawat jalan dan rawat inap di kedua rumah sakit.',
      'Patients can now use five more insurers for outpatient and inpatient care at both hospitals.',
    ],
    ['Daftar lengkap ada di halaman Rekanan.', 'The full list is on the Partners page.'],
    ['Bawa kartu asuransi dan KTP saat datang.', 'Bring your insurance card and identity card.'],
    ['Petugas admisi membantu proses jaminan.', 'Admission staff help with the guarantee letter.'],
  ),
  A(
    1,
    ['Medika Running Festival Kembali Digelar', 'The Medika Running Festival Is Back'],
    [
      'Lari 5K dan 10K untuk keluarga di Bandung, lengkap dengan pemeriksaan kesehatan gratis sebelum lomba.',
      'A family 5K and 10K run in Bandung, with a free health check before the race.',
    ],
    ['Pendaftaran dibuka di halaman Event.', 'Registration is open on the Events page.'],
    ['Tim medis siaga di setiap pos.', 'Medical teams are stationed at every water point.'],
    [
      'Sebagian biaya pendaftaran untuk bantuan pasien anak.',
      'Part of the entry fee supports child patients.',
    ],
  ),

  A(
    2,
    ['Kenali Gejala Stroke dengan SeGeRa ke RS', 'Spot a Stroke Fast'],
    [
      'Wajah mencong, lengan lemah, dan bicara pelo adalah tanda stroke. Setiap menit berharga: segera ke IGD.',
      'A drooping face, weak arm and slurred speech are signs of stroke. Every minute counts: go to the emergency unit now.',
    ],
    ['Catat jam pertama gejala muncul.', 'Note the time the symptoms started.'],
    ['Jangan memberi makan atau minum.', 'Do not give food or drink.'],
    ['Hubungi IGD agar tim stroke bersiap.', 'Call the emergency unit so the stroke team gets ready.'],
  ),
  A(
    2,
    ['Hipertensi: Si Pembunuh Senyap', 'Hypertension: the Silent Killer'],
    [
      'Tekanan darah tinggi sering tanpa gejala. Ukur rutin dan kenali cara menurunkannya.',
      'High blood pressure often has no symptoms. Measure it regularly and learn how to lower it.',
    ],
    ['Batasi garam hingga satu sendok teh per hari.', 'Limit salt to one teaspoon a day.'],
    ['Olahraga 150 menit per minggu.', 'Exercise 150 minutes a week.'],
    [
      'Minum obat sesuai anjuran meski merasa sehat.',
      'Take your medicine as prescribed even when you feel well.',
    ],
  ),
  A(
    2,
    ['Diabetes Bisa Dicegah: Mulai dari Piring Anda', 'Diabetes Can Be Prevented: Start with Your Plate'],
    [
      'Separuh piring sayur, seperempat protein, seperempat karbohidrat: cara sederhana menjaga gula darah.',
      'Half a plate of vegetables, a quarter protein, a quarter carbohydrate: a simple way to keep blood sugar steady.',
    ],
    ['Kurangi minuman manis.', 'Cut down on sweet drinks.'],
    ['Periksa gula darah puasa setiap tahun setelah usia 35.', 'Check fasting blood sugar yearly after 35.'],
    ['Jaga berat badan ideal.', 'Keep a healthy weight.'],
  ),
  A(
    2,
    ['Demam Berdarah: Kapan Harus ke Rumah Sakit?', 'Dengue Fever: When to Go to Hospital'],
    [
      'Fase kritis demam berdarah justru saat demam turun. Kenali tanda bahaya agar tidak terlambat.',
      'The critical phase of dengue comes as the fever drops. Know the danger signs so you are not too late.',
    ],
    ['Nyeri perut hebat dan muntah terus-menerus.', 'Severe abdominal pain and persistent vomiting.'],
    ['Mimisan atau gusi berdarah.', 'Nosebleeds or bleeding gums.'],
    ['Lemas, gelisah, atau tangan dan kaki dingin.', 'Weakness, restlessness, or cold hands and feet.'],
  ),
  A(
    2,
    ['Nyeri Punggung Bawah karena Duduk Lama', 'Lower Back Pain from Sitting Too Long'],
    [
      'Pekerja kantor rentan nyeri punggung. Atur posisi kerja dan lakukan peregangan setiap jam.',
      'Office workers are prone to back pain. Adjust your workstation and stretch every hour.',
    ],
    ['Layar sejajar mata, kaki menapak lantai.', 'Screen at eye level, feet flat on the floor.'],
    ['Berdiri dan berjalan lima menit tiap jam.', 'Stand and walk five minutes every hour.'],
    ['Periksakan bila nyeri menjalar ke kaki.', 'See a doctor if the pain spreads to your leg.'],
  ),
  A(
    2,
    ['Asam Lambung Naik? Ubah Kebiasaan Ini', 'Acid Reflux? Change These Habits'],
    [
      'Makan larut malam dan langsung berbaring memicu refluks. Beberapa perubahan kecil sangat membantu.',
      'Late meals followed by lying down trigger reflux. A few small changes help a lot.',
    ],
    ['Beri jeda tiga jam antara makan dan tidur.', 'Leave three hours between eating and sleeping.'],
    ['Kurangi kopi, cokelat, dan makanan berlemak.', 'Cut down on coffee, chocolate and fatty food.'],
    [
      'Periksa endoskopi bila keluhan lebih dari dua minggu.',
      'Consider an endoscopy if symptoms last more than two weeks.',
    ],
  ),
  A(
    2,
    ['Pentingnya Medical Check-Up Tahunan', 'Why a Yearly Check-Up Matters'],
    [
      'Banyak penyakit kronis terdeteksi lebih awal lewat pemeriksaan rutin, saat pengobatan masih sederhana.',
      'Many chronic diseases are found early through routine checks, while treatment is still simple.',
    ],
    ['Puasa 10-12 jam sebelum pemeriksaan darah.', 'Fast 10-12 hours before blood tests.'],
    ['Bawa hasil pemeriksaan tahun lalu.', 'Bring last year’s results.'],
    ['Konsultasikan hasil dengan dokter.', 'Review the results with a doctor.'],
  ),
  A(
    2,
    ['Menjaga Kesehatan Mata di Era Layar', 'Eye Health in the Screen Age'],
    [
      'Mata lelah dan kering makin sering dialami. Terapkan aturan 20-20-20 saat bekerja dengan layar.',
      'Tired, dry eyes are increasingly common. Use the 20-20-20 rule when working at a screen.',
    ],
    [
      'Setiap 20 menit, lihat objek 20 kaki selama 20 detik.',
      'Every 20 minutes, look 20 feet away for 20 seconds.',
    ],
    ['Atur kecerahan layar sesuai ruangan.', 'Match screen brightness to the room.'],
    ['Periksa mata setiap tahun.', 'Have your eyes checked yearly.'],
  ),
  A(
    2,
    ['Tidur Cukup, Imun Kuat', 'Enough Sleep, Stronger Immunity'],
    [
      'Orang dewasa butuh tujuh sampai sembilan jam tidur. Kurang tidur melemahkan daya tahan tubuh.',
      'Adults need seven to nine hours of sleep. Too little weakens the immune system.',
    ],
    ['Tidur dan bangun di jam yang sama.', 'Sleep and wake at the same time.'],
    ['Jauhkan gawai satu jam sebelum tidur.', 'Put devices away an hour before bed.'],
    ['Hindari kafein setelah sore hari.', 'Avoid caffeine after mid-afternoon.'],
  ),
  A(
    2,
    ['Kolesterol Tinggi di Usia Muda', 'High Cholesterol at a Young Age'],
    [
      'Kolesterol tinggi kini ditemukan pada usia 20-an. Pemeriksaan profil lipid sederhana dan murah.',
      'High cholesterol now shows up in people in their 20s. A lipid profile test is simple and affordable.',
    ],
    ['Perbanyak serat dari sayur dan buah.', 'Eat more fibre from vegetables and fruit.'],
    ['Batasi gorengan dan santan.', 'Limit fried food and coconut milk.'],
    [
      'Periksa profil lipid setiap lima tahun sejak usia 20.',
      'Check your lipid profile every five years from age 20.',
    ],
  ),
  A(
    2,
    ['Cara Aman Berpuasa bagi Penderita Diabetes', 'Fasting Safely with Diabetes'],
    [
      'Konsultasikan penyesuaian obat sebelum berpuasa dan kenali tanda gula darah terlalu rendah.',
      'Discuss medicine adjustments before fasting and learn the signs of low blood sugar.',
    ],
    [
      'Cek gula darah bila gemetar atau berkeringat dingin.',
      'Check your sugar if you feel shaky or sweat coldly.',
    ],
    ['Batalkan puasa bila gula di bawah 70 mg/dL.', 'Break the fast if sugar falls below 70 mg/dL.'],
    ['Sahur mendekati waktu imsak.', 'Eat the pre-dawn meal as late as allowed.'],
  ),
  A(
    2,
    ['Kesehatan Jiwa Sama Pentingnya', 'Mental Health Matters Too'],
    [
      'Cemas dan sedih berkepanjangan bukan kelemahan. Bantuan profesional tersedia dan bersifat rahasia.',
      'Long-lasting anxiety and sadness are not weakness. Professional help is available and confidential.',
    ],
    ['Ceritakan perasaan kepada orang yang dipercaya.', 'Talk to someone you trust.'],
    ['Perhatikan perubahan pola tidur dan makan.', 'Notice changes in sleep and appetite.'],
    [
      'Konsultasi di Poli Kesehatan Jiwa tanpa rujukan.',
      'Visit the Mental Health Clinic without a referral.',
    ],
  ),
  A(
    2,
    ['Vaksin untuk Dewasa: Bukan Hanya untuk Anak', 'Vaccines for Adults, Not Just Children'],
    [
      'Influenza, pneumonia, hepatitis B, dan HPV: vaksin dewasa melindungi Anda dan keluarga.',
      'Influenza, pneumonia, hepatitis B and HPV: adult vaccines protect you and your family.',
    ],
    ['Vaksin influenza setiap tahun.', 'A flu shot every year.'],
    ['Vaksin pneumonia untuk usia di atas 60.', 'Pneumonia vaccine after 60.'],
    ['Tanyakan jadwal vaksin di Poli Umum.', 'Ask for a schedule at the General Practice Clinic.'],
  ),

  A(
    3,
    ['Tanda Bahaya Kehamilan yang Wajib Diketahui', 'Pregnancy Danger Signs Every Mother Should Know'],
    [
      'Perdarahan, sakit kepala hebat, dan gerak janin berkurang memerlukan pemeriksaan segera.',
      'Bleeding, severe headache and fewer baby movements need an immediate check.',
    ],
    ['Perdarahan dari jalan lahir.', 'Bleeding from the birth canal.'],
    ['Bengkak di wajah dan tangan disertai pusing.', 'Swollen face and hands with dizziness.'],
    ['Gerak janin kurang dari 10 kali dalam 12 jam.', 'Fewer than 10 baby movements in 12 hours.'],
  ),
  A(
    3,
    ['Jadwal Imunisasi Anak Terbaru', 'The Latest Childhood Immunisation Schedule'],
    [
      'Imunisasi lengkap melindungi anak dari campak, polio, difteri, dan penyakit berbahaya lain.',
      'Complete immunisation protects children against measles, polio, diphtheria and other dangerous diseases.',
    ],
    ['Hepatitis B diberikan sebelum 24 jam setelah lahir.', 'Hepatitis B is given within 24 hours of birth.'],
    ['Campak-rubela pada usia 9 bulan.', 'Measles-rubella at 9 months.'],
    ['Bawa buku KIA setiap kunjungan.', 'Bring the mother-and-child book to every visit.'],
  ),
  A(
    3,
    ['ASI Eksklusif: Tips Sukses untuk Ibu Bekerja', 'Exclusive Breastfeeding Tips for Working Mothers'],
    [
      'Dengan perencanaan, ibu bekerja tetap dapat memberikan ASI eksklusif selama enam bulan.',
      'With some planning, working mothers can breastfeed exclusively for six months.',
    ],
    [
      'Mulai menabung ASI perah dua minggu sebelum kembali bekerja.',
      'Start storing expressed milk two weeks before returning to work.',
    ],
    ['Perah setiap tiga jam di kantor.', 'Express every three hours at work.'],
    [
      'Konsultasi laktasi tersedia di Poli Anak.',
      'Lactation counselling is available at the Paediatrics Clinic.',
    ],
  ),
  A(
    3,
    ['Stunting Bisa Dicegah Sejak Kehamilan', 'Stunting Can Be Prevented from Pregnancy'],
    [
      'Seribu hari pertama kehidupan menentukan tinggi badan dan kecerdasan anak.',
      'The first thousand days of life shape a child’s height and development.',
    ],
    ['Ibu hamil minum tablet tambah darah.', 'Pregnant mothers take iron tablets.'],
    ['Protein hewani setiap hari untuk anak.', 'Animal protein every day for children.'],
    ['Timbang dan ukur anak setiap bulan.', 'Weigh and measure your child every month.'],
  ),
  A(
    3,
    ['Demam pada Anak: Kapan Perlu ke Dokter?', 'Fever in Children: When to See a Doctor'],
    [
      'Sebagian besar demam ringan, tetapi bayi di bawah tiga bulan dengan demam harus segera diperiksa.',
      'Most fevers are mild, but a baby under three months with a fever must be seen right away.',
    ],
    ['Demam lebih dari tiga hari.', 'Fever lasting more than three days.'],
    ['Kejang atau sangat mengantuk.', 'Seizures or unusual drowsiness.'],
    ['Tidak mau minum dan jarang buang air kecil.', 'Refusing to drink and rarely passing urine.'],
  ),
  A(
    3,
    ['Persiapan Persalinan: Apa yang Dibawa?', 'Getting Ready for Birth: What to Pack'],
    [
      'Siapkan tas persalinan sejak usia kehamilan 36 minggu agar tenang saat waktunya tiba.',
      'Pack your hospital bag from 36 weeks so you are calm when the time comes.',
    ],
    ['KTP, kartu asuransi, dan buku KIA.', 'Identity card, insurance card and pregnancy book.'],
    ['Pakaian ibu dan bayi untuk tiga hari.', 'Clothes for mother and baby for three days.'],
    ['Nomor IGD kebidanan tersimpan di ponsel.', 'The maternity emergency number saved on your phone.'],
  ),

  A(
    4,
    ['Mengenal Dokter Spesialis Jantung Kami', 'Meet Our Cardiologists'],
    [
      'Tim kardiologi Medika Hospital melayani pemeriksaan jantung hingga kateterisasi.',
      'Medika Hospital’s cardiology team covers everything from heart checks to catheterisation.',
    ],
    ['Ekokardiografi dan treadmill test.', 'Echocardiography and treadmill tests.'],
    ['Kateterisasi dan pemasangan ring.', 'Catheterisation and stenting.'],
    ['Rehabilitasi jantung pasca serangan.', 'Cardiac rehabilitation after a heart attack.'],
  ),
  A(
    4,
    ['Dokter Anak Kami Siap Setiap Hari', 'Our Paediatricians Are There Every Day'],
    [
      'Dokter spesialis anak praktik setiap hari di Bandung dan Cianjur, termasuk akhir pekan.',
      'Paediatricians practise every day in Bandung and Cianjur, weekends included.',
    ],
    ['Layanan imunisasi dan tumbuh kembang.', 'Immunisation and growth clinics.'],
    ['Konsultasi alergi anak.', 'Child allergy consultations.'],
    ['Perawatan bayi baru lahir di NICU.', 'Newborn care in the NICU.'],
  ),
  A(
    4,
    ['Tim Bedah Digestif dan Endoskopi', 'Our Digestive Surgery and Endoscopy Team'],
    [
      'Dokter bedah digestif kami menangani usus buntu, batu empedu, dan wasir dengan teknik minimal invasif.',
      'Our digestive surgeons treat appendicitis, gallstones and haemorrhoids with minimally invasive techniques.',
    ],
    ['Laparoskopi dengan luka sayatan kecil.', 'Laparoscopy through small incisions.'],
    ['Endoskopi saluran cerna atas dan bawah.', 'Upper and lower digestive endoscopy.'],
    ['Pemulihan lebih cepat.', 'Faster recovery.'],
  ),
  A(
    4,
    ['Dokter Saraf untuk Penanganan Stroke', 'Neurologists for Stroke Care'],
    [
      'Dokter saraf kami bekerja bersama tim IGD untuk penanganan stroke akut.',
      'Our neurologists work with the emergency team on acute stroke care.',
    ],
    ['CT scan tersedia 24 jam.', 'CT scanning around the clock.'],
    ['Unit stroke khusus di Bandung.', 'A dedicated stroke unit in Bandung.'],
    ['Program rehabilitasi pasca stroke.', 'Rehabilitation after stroke.'],
  ),
  A(
    4,
    ['Spesialis Kebidanan untuk Kehamilan Risiko Tinggi', 'Obstetricians for High-Risk Pregnancies'],
    [
      'Pemantauan ketat dan USG fetomaternal untuk ibu dengan kehamilan risiko tinggi.',
      'Close monitoring and fetomaternal ultrasound for mothers with high-risk pregnancies.',
    ],
    ['USG 4 dimensi.', '4D ultrasound.'],
    ['Kamar bersalin dan NICU dalam satu gedung.', 'Delivery suites and NICU in one building.'],
    ['Kelas persiapan persalinan.', 'Antenatal classes.'],
  ),

  A(
    5,
    ['Sejarah Medika Hospital', 'The Story of Medika Hospital'],
    [
      'Berawal dari klinik kecil di Bandung, Medika Hospital kini melayani dua kota di Jawa Barat.',
      'From a small clinic in Bandung, Medika Hospital now serves two cities in West Java.',
    ],
    ['Klinik pertama dibuka pada 1998.', 'The first clinic opened in 1998.'],
    ['Rumah sakit Bandung diresmikan pada 2008.', 'The Bandung hospital opened in 2008.'],
    ['Medika Hospital Cianjur hadir pada 2016.', 'Medika Hospital Cianjur followed in 2016.'],
  ),
  A(
    5,
    ['Visi dan Misi Kami', 'Our Vision and Mission'],
    [
      'Menjadi rumah sakit pilihan keluarga Jawa Barat dengan layanan yang aman, ramah, dan terjangkau.',
      'To be the hospital families in West Java choose, with safe, kind and affordable care.',
    ],
    ['Keselamatan pasien di atas segalanya.', 'Patient safety above all.'],
    ['Pelayanan yang menghormati setiap orang.', 'Care that respects every person.'],
    ['Belajar dan berbenah terus-menerus.', 'Always learning and improving.'],
  ),
  A(
    5,
    ['Karier di Medika Hospital', 'Careers at Medika Hospital'],
    [
      'Bergabunglah dengan tim dokter, perawat, dan tenaga kesehatan kami di Bandung dan Cianjur.',
      'Join our team of doctors, nurses and health professionals in Bandung and Cianjur.',
    ],
    ['Program pengembangan kompetensi.', 'Professional development programmes.'],
    ['Lingkungan kerja yang aman.', 'A safe workplace.'],
    ['Lamaran melalui bagian SDM.', 'Apply through Human Resources.'],
  ),

  A(
    6,
    ['Layanan IGD 24 Jam', 'Our 24-Hour Emergency Unit'],
    [
      'IGD kami siap melayani kegawatdaruratan setiap saat dengan dokter jaga dan ambulans.',
      'Our emergency unit handles emergencies at any hour, with doctors on duty and ambulances.',
    ],
    ['Triase dalam lima menit.', 'Triage within five minutes.'],
    ['Ambulans dengan tenaga medis.', 'Ambulances with medical crew.'],
    ['Akses langsung ke kamar operasi dan ICU.', 'Direct access to theatres and ICU.'],
  ),
  A(
    6,
    ['Laboratorium Klinik Terakreditasi', 'Our Accredited Clinical Laboratory'],
    [
      'Hasil pemeriksaan darah rutin tersedia dalam dua jam dan dapat diambil secara digital.',
      'Routine blood results are ready in two hours and available digitally.',
    ],
    ['Buka 24 jam.', 'Open 24 hours.'],
    ['Pengambilan sampel di rumah.', 'Home sample collection.'],
    ['Pemantapan mutu eksternal rutin.', 'Regular external quality control.'],
  ),
  A(
    6,
    ['Radiologi: CT Scan, MRI, dan USG', 'Radiology: CT, MRI and Ultrasound'],
    [
      'Pemeriksaan pencitraan lengkap dengan dokter spesialis radiologi yang membaca hasil pada hari yang sama.',
      'Complete imaging with radiologists reporting on the same day.',
    ],
    ['MRI 1,5 Tesla di Bandung.', '1.5 Tesla MRI in Bandung.'],
    ['CT scan 128 slice.', '128-slice CT.'],
    ['Mamografi digital.', 'Digital mammography.'],
  ),
  A(
    6,
    ['Rehabilitasi Medik dan Fisioterapi', 'Rehabilitation and Physiotherapy'],
    [
      'Program pemulihan gerak untuk pasien pasca stroke, cedera olahraga, dan operasi tulang.',
      'Movement recovery programmes after stroke, sports injuries and bone surgery.',
    ],
    ['Fisioterapi dan terapi okupasi.', 'Physiotherapy and occupational therapy.'],
    ['Terapi wicara.', 'Speech therapy.'],
    ['Program latihan di rumah.', 'Home exercise plans.'],
  ),

  A(
    7,
    ['Video: Cara Cuci Tangan yang Benar', 'Video: How to Wash Your Hands Properly'],
    [
      'Enam langkah cuci tangan selama 40-60 detik mencegah penularan banyak penyakit.',
      'Six hand-washing steps in 40-60 seconds stop many infections.',
    ],
    ['Gunakan sabun dan air mengalir.', 'Use soap and running water.'],
    ['Gosok sela jari dan kuku.', 'Scrub between fingers and under nails.'],
    ['Keringkan dengan tisu sekali pakai.', 'Dry with a single-use towel.'],
  ),
  A(
    7,
    ['Video: Senam Hamil di Rumah', 'Video: Pregnancy Exercises at Home'],
    [
      'Gerakan sederhana untuk ibu hamil trimester kedua dan ketiga, dipandu bidan kami.',
      'Simple exercises for the second and third trimester, led by our midwives.',
    ],
    ['Lakukan setelah mendapat izin dokter.', 'Start after your doctor agrees.'],
    ['Hentikan bila nyeri atau pusing.', 'Stop if you feel pain or dizziness.'],
    ['Minum air yang cukup.', 'Drink enough water.'],
  ),
  A(
    7,
    ['Video: Pertolongan Pertama Tersedak', 'Video: First Aid for Choking'],
    [
      'Langkah pertolongan pertama pada orang dewasa dan bayi yang tersedak.',
      'First-aid steps for adults and babies who are choking.',
    ],
    ['Lima tepukan punggung.', 'Five back blows.'],
    ['Lima hentakan perut untuk dewasa.', 'Five abdominal thrusts for adults.'],
    ['Hubungi IGD bila tidak berhasil.', 'Call the emergency unit if it does not work.'],
  ),
];

const AUTHORS = ['Tim Medis Medika Hospital', 'Humas Medika Hospital', 'Redaksi Medika Sehat'];

/** 43 articles across seven categories, dates spread over the last 14 months. */
export function seedArticles(today: string, prng: Prng = new Prng(11)): ArticleRow[] {
  return DEFS.map((def, index) => {
    const daysAgo = index === 0 ? 1 : prng.int(2, 420);
    const slug = slugify(def.title[0]);
    return {
      slug,
      categoryId: def.category,
      name: L(def.title[0], def.title[1]),
      summary: L(def.summary[0], def.summary[1]),
      body: blocks([
        { p: def.summary },
        { h: ['Yang perlu Anda ketahui', 'What you should know'] },
        { list: def.points },
        {
          p: [
            'Untuk konsultasi lebih lanjut, buat janji dengan dokter kami di Medika Hospital Bandung atau Cianjur melalui situs ini, atau hubungi hotline kami.',
            'For further advice, book a visit with our doctors at Medika Hospital Bandung or Cianjur on this site, or call our hotline.',
          ],
        },
      ]),
      tags: [L(ARTICLE_CATEGORIES[def.category - 1].name.id, ARTICLE_CATEGORIES[def.category - 1].name.en)],
      publishedDate: daysFrom(today, -daysAgo),
      readCount: prng.int(40, 5200),
      author: prng.pick(AUTHORS),
      readingMinutes: prng.int(2, 6),
    };
  });
}

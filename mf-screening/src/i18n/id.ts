export const id = {
  pageTitles: {
    screening: 'Skrining Covid-19',
    screeningResult: 'Hasil Skrining',
  },
  descriptions: {
    screening:
      'Isi skrining Covid-19 Medika Hospital secara online. Hasil dan saran langkah berikutnya langsung tampil dan dapat dicetak.',
    result: 'Hasil skrining Covid-19 Anda: kategori risiko, saran langkah berikutnya, dan versi cetak.',
  },
  common: {
    required: 'wajib diisi',
    loadError: 'Data gagal dimuat. Periksa koneksi Anda lalu coba lagi.',
    retry: 'Coba lagi',
    loading: 'Memuat…',
  },
  form: {
    visitorHeading: 'Data diri',
    questionsHeading: 'Pertanyaan',
    name: 'Nama lengkap',
    phone: 'Nomor telepon',
    phoneHint: 'Contoh: 081234567890',
    yes: 'Ya',
    no: 'Tidak',
    range: 'Masukkan angka antara {{min}} dan {{max}}.',
    rangeHint: 'Antara {{min}} dan {{max}} {{unit}}',
    submit: 'Kirim jawaban',
    draftNote: 'Jawaban Anda tersimpan sementara di tab ini, jadi tidak hilang saat halaman dimuat ulang.',
    clearDraft: 'Hapus jawaban',
    submitFailed: 'Jawaban belum terkirim',
    submitFailedText: 'Jawaban Anda tetap tersimpan di formulir. Periksa koneksi lalu kirim lagi.',
    submitRetry: 'Kirim lagi',
    invalid: 'Ada jawaban yang perlu diperbaiki. Periksa kolom yang ditandai.',
    errorSummary_one: 'Ada {{count}} hal yang perlu diperbaiki',
    errorSummary_other: 'Ada {{count}} hal yang perlu diperbaiki',
    unavailable: 'Formulir skrining belum tersedia. Silakan coba lagi nanti.',
  },
  result: {
    notFoundTitle: 'Hasil skrining tidak ditemukan',
    notFoundText:
      'Tautan hasil ini tidak dikenal atau sudah tidak berlaku. Periksa alamatnya, atau isi skrining baru.',
    startScreening: 'Isi skrining',
    categoryHeading: 'Kategori risiko',
    score: 'Skor {{score}} dari {{max}}',
    date: 'Tanggal',
    visitor: 'Nama',
    phone: 'Telepon',
    nextHeading: 'Langkah berikutnya',
    actions: {
      book_visit: 'Buat janji dengan dokter',
      emergency: 'Segera ke IGD',
      stay_home: 'Tetap di rumah dan pantau kondisi Anda',
    },
    bookVisitText: 'Pilih rumah sakit, dokter, dan jadwal yang sesuai. Tunjukkan hasil ini saat datang.',
    bookVisit: 'Buat janji temu',
    emergencyText:
      'Datang ke Instalasi Gawat Darurat (IGD) terdekat atau telepon nomor darurat kami. Beri tahu petugas hasil skrining ini sebelum masuk.',
    callNational: 'Telepon nomor darurat nasional: {{number}}',
    callNumber: 'Telepon {{name}}: {{number}}',
    stayHomeText:
      'Tidak perlu datang ke rumah sakit sekarang. Isi skrining lagi bila muncul gejala baru atau kondisi memburuk.',
    answersHeading: 'Jawaban Anda',
    print: 'Cetak hasil',
    newScreening: 'Skrining baru',
    printNote: 'Tunjukkan hasil ini kepada petugas di pintu masuk.',
  },
};

export type Dictionary = typeof id;

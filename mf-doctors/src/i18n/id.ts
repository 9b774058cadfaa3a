export const id = {
  pageTitles: {
    appointment: 'Cari Dokter',
    doctorId: 'Profil Dokter',
    specialistSlug: 'Spesialis',
    kiosk: 'Jadwal Dokter Hari Ini',
  },
  wib: 'WIB',
  breadcrumbs: { label: 'Navigasi lokasi halaman' },
  search: {
    title: 'Cari Dokter',
    lead: 'Temukan dokter dan jadwal praktik di Medika Hospital Bandung dan Cianjur, lalu buat janji temu.',
    description:
      'Cari dokter di Medika Hospital Bandung dan Cianjur berdasarkan rumah sakit, spesialis, nama, dan hari praktik. Lihat jadwal terdekat dan sisa kuota, lalu buat janji temu.',
    allSpecialities: 'Lihat semua spesialis',
  },
  filters: {
    label: 'Filter pencarian dokter',
    name: 'Nama dokter atau spesialis',
    namePlaceholder: 'Contoh: Budi, dokter anak',
    hospital: 'Rumah sakit',
    allHospitals: 'Semua rumah sakit',
    speciality: 'Spesialis / poliklinik',
    allSpecialities: 'Semua spesialis',
    day: 'Hari praktik',
    anyDay: 'Semua hari',
    soonest: 'Urutkan dari jadwal terdekat yang masih ada kuota',
    reset: 'Hapus filter',
    resetAll: 'Hapus semua filter',
  },
  results: {
    heading: 'Hasil pencarian dokter',
    searching: 'Mencari dokter…',
    none: 'Tidak ada dokter yang cocok',
    count: {
      one: '{{count}} dokter ditemukan',
      other: '{{count}} dokter ditemukan',
    },
    shown: 'Menampilkan {{shown}} dari {{count}} dokter',
    loadMore: 'Tampilkan dokter lainnya',
    emptyTitle: 'Dokter tidak ditemukan',
    emptyMessage:
      'Coba perluas pencarian: pilih "Semua rumah sakit" atau "Semua hari", pilih spesialis lain, atau periksa ejaan nama dokter.',
    failedShort: 'Daftar dokter gagal dimuat',
    failedTitle: 'Daftar dokter belum dapat dimuat',
    failedMessage:
      'Mungkin koneksi internet sedang terganggu. Pilihan pencarian Anda tetap tersimpan; silakan coba lagi.',
    moreFailedTitle: 'Dokter berikutnya belum dapat dimuat',
  },
  session: {
    next: 'Jadwal terdekat',
    none: 'Belum ada sesi yang bisa dipesan dalam 30 hari ke depan.',
    today: 'Hari ini',
    tomorrow: 'Besok',
    remaining: {
      one: 'Sisa {{count}} kuota',
      other: 'Sisa {{count}} kuota',
    },
  },
  leave: {
    until: 'Cuti sampai {{date}}.',
    notOffered: 'Sesi selama cuti tidak dapat dipesan.',
    upcoming: 'Cuti {{from}} – {{to}}; sesi pada tanggal tersebut tidak dapat dipesan.',
  },
  schedule: {
    title: 'Jadwal praktik mingguan',
    caption: 'Jadwal praktik mingguan {{name}}',
    day: 'Hari',
    hours: 'Jam praktik',
    today: 'hari ini',
    telemedicine: 'Telekonsultasi',
  },
  card: {
    hospitals: 'Praktik di',
    book: 'Buat Janji',
    bookWith: 'dengan {{name}} di {{hospital}}',
    profile: 'Lihat profil',
  },
  profile: {
    description:
      'Profil dan jadwal praktik {{name}}, {{speciality}} di {{hospitals}}. Buat janji temu secara online.',
    photoAlt: 'Foto {{name}}',
    sessionsTitle: 'Sesi terdekat yang bisa dipesan',
    bookSession: '{{when}}, {{place}}',
    bookAt: 'di {{hospital}}',
    chooseDate: 'Sesi terdekat di sini belum tampil: pilih tanggal dan sesi saat membuat janji.',
    scheduleCaption: 'Jadwal praktik mingguan {{name}} di {{hospital}}',
    noSessionTitle: 'Belum ada sesi yang dibuka',
    noSessionMessage:
      'Dokter ini belum memiliki jadwal praktik. Silakan pilih dokter lain dengan spesialis yang sama.',
    noSessionFull:
      'Semua sesi dalam 30 hari ke depan sudah penuh atau dokter sedang cuti. Silakan cek kembali nanti atau pilih dokter lain.',
    otherDoctors: 'Lihat dokter {{speciality}} lainnya',
    noSchedule: 'Belum ada jadwal praktik.',
    about: 'Tentang dokter',
    education: 'Pendidikan',
    languages: 'Bahasa',
    failedTitle: 'Profil dokter belum dapat dimuat',
    failedMessage: 'Mungkin koneksi internet sedang terganggu. Silakan coba lagi.',
    notFoundMessage: 'Dokter yang Anda cari tidak ditemukan. Mungkin tautannya sudah berubah.',
    searchOthers: 'Cari dokter lain',
  },
  fees: {
    title: 'Biaya konsultasi (bayar sendiri)',
    from: 'mulai {{price}}',
    excludes: 'Belum termasuk obat dan tindakan.',
    bpjs: 'Peserta BPJS Kesehatan: ditanggung BPJS sesuai ketentuan.',
  },
  specialist: {
    indexTitle: 'Spesialis',
    indexLead: 'Pilih spesialis untuk melihat dokternya di Medika Hospital Bandung dan Cianjur.',
    indexDescription:
      'Daftar spesialis dan poliklinik di Medika Hospital Bandung dan Cianjur beserta dokter dan jadwal praktiknya.',
    description:
      'Dokter {{speciality}} di Medika Hospital Bandung dan Cianjur: jadwal praktik dan buat janji temu.',
    doctors: {
      one: '{{count}} dokter',
      other: '{{count}} dokter',
    },
    searchAll: 'Cari dengan filter lain',
    emptyMessage: 'Belum ada dokter spesialis ini dengan jadwal praktik. Coba cari di semua spesialis.',
    failedTitle: 'Daftar spesialis belum dapat dimuat',
    notFoundMessage: 'Spesialis yang Anda cari tidak ditemukan.',
  },
  kiosk: {
    title: 'Jadwal Dokter Hari Ini',
    description: 'Jadwal praktik dokter hari ini di Medika Hospital Bandung dan Cianjur.',
    clock: 'Jam sekarang',
    noSessions: 'Tidak ada jadwal praktik hari ini.',
    updated: 'Diperbarui pukul {{time}} WIB',
    refreshFailed: 'pembaruan terakhir gagal, mencoba lagi otomatis',
    failedTitle: 'Jadwal belum dapat dimuat',
    failedMessage: 'Layar ini akan mencoba lagi otomatis dalam beberapa menit.',
    pause: 'Jeda gulir otomatis',
    state: {
      finished: 'Selesai',
      now: 'Sedang praktik',
      full: 'Kuota penuh',
    },
  },
};

export type Dictionary = typeof id;

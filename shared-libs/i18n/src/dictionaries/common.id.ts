/** Texts every app needs (namespace `common`). Indonesian is the reference shape. */
export const commonId = {
  loading: 'Memuat...',
  retry: 'Coba lagi',
  actions: {
    loadMore: 'Muat lebih banyak',
    close: 'Tutup',
    back: 'Kembali',
    next: 'Berikutnya',
    previous: 'Sebelumnya',
    search: 'Cari',
    submit: 'Kirim',
    cancel: 'Batal',
    confirm: 'Konfirmasi',
    seeAll: 'Lihat semua',
    readMore: 'Baca selengkapnya',
  },
  error: {
    title: 'Terjadi kesalahan',
    description: 'Maaf, terjadi kesalahan. Silakan coba beberapa saat lagi.',
    network: 'Tidak dapat terhubung. Periksa koneksi internet Anda lalu coba lagi.',
    tooManyRequests: 'Terlalu banyak permintaan. Silakan tunggu sebentar lalu coba lagi.',
    validation: 'Periksa kembali data yang Anda isi.',
  },
  notFound: {
    title: 'Halaman ini tidak dapat ditemukan',
    description: 'Halaman yang Anda cari mungkin telah dipindahkan atau tidak tersedia.',
    backHome: 'Kembali ke beranda',
  },
  empty: {
    title: 'Belum ada data',
    description: 'Belum ada yang dapat ditampilkan di sini.',
    search: 'Tidak ada hasil untuk "{{query}}"',
  },
  remote: {
    failed: 'Bagian ini gagal dimuat.',
    failedHint: 'Bagian lain situs tetap dapat digunakan. Silakan muat ulang halaman atau coba lagi nanti.',
  },
  language: {
    label: 'Bahasa',
    id: 'Bahasa Indonesia',
    en: 'English',
  },
} as const;

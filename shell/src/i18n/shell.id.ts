export const shellId = {
  notFound: {
    title: 'Halaman ini tidak dapat ditemukan',
    home: 'Kembali ke beranda',
    docTitle: 'Halaman tidak ditemukan',
  },
  remoteError: {
    title: 'Bagian ini gagal dimuat',
    message: 'Kami tidak dapat memuat bagian halaman ini. Periksa koneksi Anda lalu coba lagi.',
    retry: 'Coba lagi',
  },
  shellError: {
    title: 'Situs sedang mengalami gangguan',
    message: 'Maaf, situs tidak dapat dimuat saat ini. Silakan coba lagi sebentar lagi.',
    retry: 'Muat ulang',
    code: 'Kode kesalahan {{code}}',
  },
};

export type ShellDictionary = typeof shellId;

export const id = {
  pageTitles: {
    appointment: 'Cari Dokter',
    doctorId: 'Profil Dokter',
    specialistSlug: 'Spesialis',
    kiosk: 'Jadwal Dokter Hari Ini',
  },
  placeholder: 'Halaman ini sedang disiapkan.',
};

export type Dictionary = typeof id;

export const id = {
  pageTitles: {
    konsultasiKey: 'Konsultasi Online',
  },
  placeholder: 'Halaman ini sedang disiapkan.',
};

export type Dictionary = typeof id;

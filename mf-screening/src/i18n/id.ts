export const id = {
  pageTitles: {
    screening: 'Skrining Covid-19',
    screeningResult: 'Hasil Skrining',
  },
  placeholder: 'Halaman ini sedang disiapkan.',
};

export type Dictionary = typeof id;

import type { Dictionary } from './id';

export const en: Dictionary = {
  pageTitles: {
    screening: 'Covid-19 Screening',
    screeningResult: 'Screening Result',
  },
  placeholder: 'This page is being prepared.',
};

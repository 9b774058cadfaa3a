import type { Dictionary } from './id';

export const en: Dictionary = {
  pageTitles: {
    konsultasiKey: 'Online Consultation',
  },
  placeholder: 'This page is being prepared.',
};

import type { Dictionary } from './id';

export const en: Dictionary = {
  pageTitles: {
    appointment: 'Find a Doctor',
    doctorId: 'Doctor Profile',
    specialistSlug: 'Specialists',
    kiosk: "Today's Doctor Schedule",
  },
  placeholder: 'This page is being prepared.',
};

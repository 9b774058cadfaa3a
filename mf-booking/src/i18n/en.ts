import type { Dictionary } from './id';

export const en: Dictionary = {
  pageTitles: {
    appointmentCreate: 'Book an Appointment',
    appointmentDetail: 'Appointment Details',
    appointmentSuccess: 'Appointment Booked',
    detailAppointment: 'Find My Appointment',
    registrasi: 'Patient Registration',
  },
  placeholder: 'This page is being prepared.',
};

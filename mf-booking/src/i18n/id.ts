export const id = {
  pageTitles: {
    appointmentCreate: 'Buat Janji Temu',
    appointmentDetail: 'Detail Janji Temu',
    appointmentSuccess: 'Janji Temu Berhasil Dibuat',
    detailAppointment: 'Cek Janji Temu',
    registrasi: 'Registrasi Pasien',
  },
  placeholder: 'Halaman ini sedang disiapkan.',
};

export type Dictionary = typeof id;

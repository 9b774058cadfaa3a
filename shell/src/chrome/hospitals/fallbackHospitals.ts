import type { HospitalContact } from './hospitalContact';

/**
 * The only copy of the hospitals' numbers in the front end, used while `web/company` has not answered
 * or when it fails. Values match the API seed (api/src/seed/organisation.ts).
 */
export const FALLBACK_HOSPITALS: readonly HospitalContact[] = [
  {
    key: 'bandung',
    id: 1,
    name: 'Medika Hospital Bandung',
    city: 'Bandung',
    address: 'Jl. Soekarno-Hatta No. 789, Cisaranten Kulon, Arcamanik, Kota Bandung, Jawa Barat',
    phoneDisplay: '(022) 780 1234',
    phone: '62227801234',
    emergencyPhone: '62227801119',
    whatsapp: '6281122001234',
    path: '/hospital/medika-hospital-bandung',
  },
  {
    key: 'cianjur',
    id: 2,
    name: 'Medika Hospital Cianjur',
    city: 'Cianjur',
    address: 'Jl. Raya Bandung No. 123, Sabandar, Karangtengah, Kabupaten Cianjur, Jawa Barat',
    phoneDisplay: '(0263) 820 1234',
    phone: '622638201234',
    emergencyPhone: '622638201119',
    whatsapp: '6281122005678',
    path: '/hospital/medika-hospital-cianjur',
  },
];

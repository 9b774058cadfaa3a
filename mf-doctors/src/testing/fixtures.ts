import type { Company, Doctor, DoctorDetail, Poli, ScheduleLine } from '@hospital/api-client';

export function line(overrides: Partial<ScheduleLine> = {}): ScheduleLine {
  return {
    session_id: 1,
    day: 1,
    start: '08:00',
    end: '11:00',
    quota: 20,
    poli_id: 2461,
    poli_name: 'Poli Penyakit Dalam',
    company_id: 1,
    company_name: 'Medika Hospital Bandung',
    telemedicine: false,
    ...overrides,
  };
}

/** A doctor shaped as `web/jadwal` answers; `schedule` is derived from `lines` (Monday first). */
export function makeDoctor(overrides: Partial<Doctor> = {}): Doctor {
  const lines = overrides.lines ?? [line()];
  const order = [1, 2, 3, 4, 5, 6, 0];
  const schedule = order
    .map((day) => ({ day, name: '', lines: lines.filter((l) => l.day === day) }))
    .filter((d) => d.lines.length > 0);
  return {
    id: 1001,
    pid: 'DOK-0001',
    slug: 'dr-budi-tanjung-sp-pd',
    name: 'dr. Budi Tanjung, Sp.PD',
    company_id: 1,
    company_ids: [1],
    photo: '/api/media/doctor/dr-budi-tanjung-sp-pd.svg',
    speciality: 'Penyakit Dalam',
    speciality_slug: 'penyakit-dalam',
    profil: 'Dokter spesialis penyakit dalam.',
    gender: 'male',
    poli_ids: [2461],
    schedule,
    lines,
    leaves: [],
    on_leave_until: null,
    next_session: {
      session_id: 1,
      date: '2026-11-23',
      start: '08:00',
      end: '11:00',
      company_id: 1,
      poli_id: 2461,
      quota: 20,
      booked: 7,
      remaining: 13,
      telemedicine: false,
    },
    fees: [{ company_id: 1, amount: 250000 }],
    path: '/doctor/dr-budi-tanjung-sp-pd',
    ...overrides,
  };
}

export function makeDoctorDetail(overrides: Partial<DoctorDetail> = {}): DoctorDetail {
  return {
    ...makeDoctor(overrides),
    education: ['Pendidikan Dokter, Universitas Padjadjaran'],
    languages: ['Bahasa Indonesia', 'English'],
    upcoming_sessions: [],
    ...overrides,
  };
}

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    slug: 'medika-hospital-bandung',
    name: 'Medika Hospital Bandung',
    short_name: 'Bandung',
    city: 'Bandung',
    address: 'Jl. Soekarno-Hatta No. 789',
    postal_code: '40293',
    phone: '62227801234',
    phone_display: '(022) 780 1234',
    emergency_phone: '62227801119',
    whatsapp: '6281122001234',
    email: 'info.bandung@medikahospital.co.id',
    opening_hours: [],
    latitude: -6.93,
    longitude: 107.7,
    description: '',
    image: '/api/media/hospital/medika-hospital-bandung.svg',
    path: '/hospital/medika-hospital-bandung',
    bed_count: 200,
    services: [],
    speciality_slugs: ['penyakit-dalam', 'jantung'],
    ...overrides,
  };
}

export const BANDUNG = makeCompany();
export const CIANJUR = makeCompany({
  id: 2,
  slug: 'medika-hospital-cianjur',
  name: 'Medika Hospital Cianjur',
  short_name: 'Cianjur',
  city: 'Cianjur',
  path: '/hospital/medika-hospital-cianjur',
});

function makePoli(id: number, name: string, companyId: number, seq: number): Poli {
  return {
    id,
    seq,
    name,
    company_id: companyId,
    company_name: companyId === 1 ? BANDUNG.name : CIANJUR.name,
    speciality_slug: name === 'Poli Anak' ? 'anak' : 'penyakit-dalam',
    is_mother_and_child: false,
    doctor_count: 2,
    location: null,
  };
}

/** Two specialities with a clinic at each hospital. */
export const POLIS: readonly Poli[] = [
  makePoli(2461, 'Poli Penyakit Dalam', 1, 1),
  makePoli(2483, 'Poli Penyakit Dalam', 2, 1),
  makePoli(2473, 'Poli Anak', 1, 4),
  makePoli(2496, 'Poli Anak', 2, 2),
];

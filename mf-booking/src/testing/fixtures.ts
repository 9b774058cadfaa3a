import type {
  Appointment,
  Availability,
  AvailabilityDay,
  AvailabilitySession,
  Company,
  Doctor,
  Partner,
  Patient,
  Poli,
} from '@hospital/api-client';
import type { ContactDraft, InsuranceDraft, PatientDraft } from '../features/wizard/draftStore';

export const TODAY = '2026-11-21';
/** The fixtures' present: 12:00 in Jakarta on TODAY (for freezeDate and the server's render time). */
export const NOW = '2026-11-21T05:00:00Z';

export function company(id: number, name: string): Company {
  return {
    id,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    short_name: name.split(' ').pop() ?? name,
    city: 'Bandung',
    address: `Jl. Contoh No. ${id}`,
    postal_code: '40293',
    phone: '62227801234',
    phone_display: '(022) 780 1234',
    emergency_phone: '62227801119',
    whatsapp: '6281122001234',
    email: 'info@example.com',
    opening_hours: [],
    latitude: 0,
    longitude: 0,
    description: '',
    image: '',
    path: `/hospital/${name}`,
    bed_count: 100,
    services: [],
    speciality_slugs: [],
  };
}

export const COMPANIES = [company(1, 'Medika Hospital Bandung'), company(2, 'Medika Hospital Cianjur')];

export function poli(id: number, name: string, companyId = 1): Poli {
  return {
    id,
    seq: id,
    name,
    company_id: companyId,
    company_name: '',
    speciality_slug: '',
    is_mother_and_child: false,
    doctor_count: 2,
    location: { floor: 'Lantai 2', counter: 'Loket B' },
  };
}

export const POLIS = [poli(2461, 'Poli Penyakit Dalam'), poli(2462, 'Poli Jantung')];

export function doctor(id: number, name: string, overrides: Partial<Doctor> = {}): Doctor {
  return {
    id,
    pid: `DOK-${id}`,
    slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
    name,
    company_id: 1,
    company_ids: [1],
    photo: '',
    speciality: 'Jantung',
    speciality_slug: 'jantung',
    profil: '',
    gender: 'female',
    poli_ids: [2462],
    schedule: [],
    lines: [],
    leaves: [],
    on_leave_until: null,
    next_session: null,
    fees: [
      { company_id: 1, amount: 275_000 },
      { company_id: 2, amount: 250_000 },
    ],
    path: '',
    ...overrides,
  };
}

export const DOCTORS = [doctor(1023, 'dr. Ratih Kartini, Sp.JP'), doctor(1024, 'dr. Andi Mulyana, Sp.JP')];

export const INSURERS: Partner[] = [
  {
    id: 2,
    slug: 'sehat',
    name: 'Asuransi Sehat Sentosa',
    industry_id: [1, 'Asuransi'],
    logo: '',
    description: '',
  },
  {
    id: 7,
    slug: 'cakrawala',
    name: 'Cakrawala Life',
    industry_id: [1, 'Asuransi'],
    logo: '',
    description: '',
  },
];

export function session(overrides: Partial<AvailabilitySession> = {}): AvailabilitySession {
  return {
    session_id: 69,
    doctor_id: 1023,
    doctor_name: 'dr. Ratih Kartini, Sp.JP',
    doctor_slug: 'dr-ratih',
    poli_id: 2462,
    poli_name: 'Poli Jantung',
    company_id: 1,
    company_name: 'Medika Hospital Bandung',
    date: '2026-11-24',
    start: '16:00',
    end: '19:00',
    quota: 20,
    booked: 5,
    remaining: 15,
    telemedicine: false,
    status: 'open',
    extra: false,
    ...overrides,
  };
}

function day(date: string, sessions: AvailabilitySession[], leave?: string): AvailabilityDay {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return {
    date,
    day: weekday,
    day_name: '',
    on_leave: leave !== undefined,
    leave_reason: leave ?? null,
    sessions: sessions.map((s) => ({ ...s, date })),
  };
}

/**
 * 21 Nov (today): one session already ended; 22-23 Nov: leave; 24 Nov: an open session and a full one;
 * 25 Nov: only a full session; 26 Nov .. 21 Dec: nothing except 28 Nov (open).
 */
export function availability(): Availability {
  const days: AvailabilityDay[] = [];
  const all = [
    day('2026-11-21', [session({ session_id: 71, start: '08:00', end: '11:00', status: 'closed' })]),
    day('2026-11-22', [], 'Mengikuti konferensi ilmiah'),
    day('2026-11-23', [], 'Mengikuti konferensi ilmiah'),
    day('2026-11-24', [
      session({ session_id: 69 }),
      session({
        session_id: 80,
        start: '08:00',
        end: '10:00',
        quota: 10,
        booked: 10,
        remaining: 0,
        status: 'full',
      }),
    ]),
    day('2026-11-25', [session({ session_id: 70, quota: 13, booked: 13, remaining: 0, status: 'full' })]),
    day('2026-11-28', [
      session({ session_id: 71, start: '08:00', end: '11:00', quota: 14, booked: 0, remaining: 14 }),
    ]),
  ];
  for (let d = 21; d <= 30; d += 1) {
    const date = `2026-11-${String(d).padStart(2, '0')}`;
    days.push(all.find((x) => x.date === date) ?? day(date, []));
  }
  for (let d = 1; d <= 21; d += 1) days.push(day(`2026-12-${String(d).padStart(2, '0')}`, []));
  return {
    from: TODAY,
    to: '2026-12-21',
    today: TODAY,
    booking_window_days: 30,
    days,
    leaves: [
      {
        doctor_id: 1023,
        start_date: '2026-11-22',
        end_date: '2026-11-23',
        reason: 'Mengikuti konferensi ilmiah',
      },
    ],
  };
}

/** A patient booking for herself. */
export const VALID_PATIENT: PatientDraft = {
  forWhom: 'self',
  fullName: 'Siti Rahayu',
  birthDay: '21',
  birthMonth: '11',
  birthYear: '1990',
  newborn: false,
  idDocument: 'nik',
  nik: '3273012345678901',
  documentNumber: '',
};

/** A foreign patient booking for herself with her passport (docs/decisions.md, issue 26). */
export const PASSPORT_PATIENT: PatientDraft = {
  ...VALID_PATIENT,
  fullName: 'Emma Larsen',
  idDocument: 'passport',
  nik: '',
  documentNumber: 'fp 1234-567',
};

/** Her contact: her own phone and e-mail (the name is the patient's when booking for oneself). */
export const VALID_CONTACT: ContactDraft = {
  fullName: '',
  relationship: '',
  phone: '081234567890',
  email: 'siti@example.com',
};

/** A 3-year-old child of the family card, booked by her mother. */
export const CHILD_PATIENT: PatientDraft = {
  forWhom: 'child',
  fullName: 'Aisyah Putri',
  birthDay: '5',
  birthMonth: '03',
  birthYear: '2023',
  newborn: false,
  idDocument: 'nik',
  nik: '3203014503230002',
  documentNumber: '',
};

export const MOTHER_CONTACT: ContactDraft = {
  fullName: 'Rina Marlina',
  relationship: 'parent',
  phone: '081298765432',
  email: '',
};

/** BPJS with the card and the referral's number. */
export const BPJS_INSURANCE: InsuranceDraft = {
  kind: 'bpjs',
  bpjsCardNumber: '0001234567890',
  referralNumber: '0301R0011125B000123',
  paperReferral: false,
  insurerId: '',
  policyNumber: '',
};

export const INSURER_INSURANCE: InsuranceDraft = {
  kind: 'insurer',
  bpjsCardNumber: '',
  referralNumber: '',
  paperReferral: false,
  insurerId: '7',
  policyNumber: 'POL-123',
};

export const SELF_PAY: InsuranceDraft = {
  ...INSURER_INSURANCE,
  kind: 'self',
  insurerId: '',
  policyNumber: '',
};

export const PATIENT: Patient = {
  handle: 'hNd1e-opaque-patient-handle-0b3c5e9a1111xyz',
  handle_expires_at: '2026-11-21T10:15:00+07:00',
  full_name: 'Siti Rahayu',
  born_date: '1990-11-21',
  nik_masked: '************8901',
  id_document: 'nik',
  document_masked: '************8901',
};

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    code: 'K7PQ3MZXA9',
    status: 'booked',
    queue_number: 6,
    date: '2026-11-24',
    start: '16:00',
    end: '19:00',
    session_id: 69,
    telemedicine: false,
    meeting_id: null,
    meeting_token: null,
    doctor: {
      id: 1023,
      slug: 'dr-ratih',
      name: 'dr. Ratih Kartini, Sp.JP',
      speciality: 'Jantung',
      photo: '',
    },
    poli: { id: 2462, name: 'Poli Jantung', location: { floor: 'Lantai 2', counter: 'Loket B' } },
    company: {
      id: 1,
      name: 'Medika Hospital Bandung',
      address: 'Jl. Soekarno-Hatta No. 789',
      phone: '62227801234',
      whatsapp: '6281122001234',
    },
    for_whom: 'self',
    patient: {
      initials: 'SR',
      name_masked: 'S*** R*****',
      nik_masked: '************8901',
      phone_masked: '6281******890',
      newborn: false,
      contact_relationship: null,
      id_document: 'nik',
      document_masked: '************0001',
    },
    insurance: { kind: 'self', insurer_name: null, bpjs_card_masked: null, referral: null },
    fee: { amount: 275_000 },
    package: null,
    // Queue number 6 of 20 in 16:00-19:00: 9 minutes each.
    estimated_time: '16:45',
    arrive_by: '16:15',
    created_at: '2026-11-21T04:00:00.000Z',
    checked_in_at: null,
    called_at: null,
    erased_at: null,
    cancelled_at: null,
    reschedules_left: 3,
    advice:
      'Perkiraan giliran pukul 16.45 WIB: datang paling lambat pukul 16.15 WIB ke Lantai 2, Loket B untuk pendaftaran. Bawa KTP pasien dan hasil pemeriksaan sebelumnya (bila ada).',
    ...overrides,
  };
}

/** The booking of a child by her mother, paid by BPJS with a paper referral, in Cianjur's children's clinic. */
export function childBpjsAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return appointment({
    code: 'C4NJ8RBP2Q',
    queue_number: 3,
    start: '09:00',
    end: '12:00',
    estimated_time: '09:20',
    arrive_by: '08:50',
    doctor: { id: 2201, slug: 'dr-anak', name: 'dr. Lestari Wulandari, Sp.A', speciality: 'Anak', photo: '' },
    poli: { id: 2496, name: 'Poli Anak', location: { floor: 'Lantai 1', counter: 'Loket A' } },
    company: {
      id: 2,
      name: 'Medika Hospital Cianjur',
      address: 'Jl. Dr. Muwardi No. 12',
      phone: '62263123456',
      whatsapp: '6281122005678',
    },
    for_whom: 'child',
    patient: {
      initials: 'AP',
      name_masked: 'A****** P****',
      nik_masked: '************0002',
      phone_masked: '6281******432',
      newborn: false,
      contact_relationship: 'parent',
      id_document: 'nik',
      document_masked: '************0001',
    },
    insurance: {
      kind: 'bpjs',
      insurer_name: null,
      bpjs_card_masked: '*********7890',
      referral: { kind: 'paper' },
    },
    fee: null,
    package: null,
    ...overrides,
  });
}

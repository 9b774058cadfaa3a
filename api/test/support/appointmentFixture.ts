import type { Appointment } from '@hospital/contract';

/**
 * A booking as the API answers it (`Appointment`): a child's visit at Cianjur, paid by the family.
 * The unit tests of what is made from one (the e-mails, the personal-data PDF) start from it.
 */
export function appointmentFixture(overrides: Partial<Appointment> = {}): Appointment {
  return {
    code: 'JPPZHV9X5A',
    status: 'booked',
    queue_number: 1,
    date: '2026-11-26',
    start: '14:00',
    end: '16:00',
    session_id: 7,
    telemedicine: false,
    meeting_id: null,
    meeting_token: null,
    doctor: {
      id: 3,
      slug: 'dr-ratih',
      name: 'dr. Ratih Kartini, Sp.A',
      speciality: 'Spesialis Anak',
      photo: '',
    },
    poli: { id: 2, name: 'Poli Anak', location: { floor: 'Lantai 2', counter: 'Loket C' } },
    company: {
      id: 2,
      name: 'Medika Hospital Cianjur',
      address: 'Jl. Raya Cianjur No. 1',
      phone: '62263123456',
      whatsapp: '6281122005678',
    },
    for_whom: 'child',
    patient: {
      initials: 'AP',
      name_masked: 'A*** P***',
      nik_masked: '',
      phone_masked: '',
      newborn: false,
      contact_relationship: 'parent',
      id_document: 'nik',
      document_masked: '',
    },
    insurance: { kind: 'self', insurer_name: null, bpjs_card_masked: null, referral: null },
    fee: null,
    package: null,
    estimated_time: '14:00',
    arrive_by: '13:30',
    created_at: '2026-11-20T10:00:00+07:00',
    cancelled_at: null,
    advice: 'Bawa Kartu Keluarga.',
    reschedules_left: 2,
    checked_in_at: null,
    called_at: null,
    erased_at: null,
    ...overrides,
  };
}

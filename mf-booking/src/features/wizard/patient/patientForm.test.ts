import type { Lang } from '@hospital/domain';
import { freezeDate, unfreezeDate } from '@hospital/remote-kit/testing';
import {
  CHILD_PATIENT,
  MOTHER_CONTACT,
  NOW,
  PASSPORT_PATIENT,
  VALID_CONTACT,
  VALID_PATIENT,
} from '../../../testing/fixtures';
import { EMPTY_CONTACT, EMPTY_PATIENT, type ContactDraft, type PatientDraft } from '../draftStore';
import { birthDateErrorField, birthDateIso, birthDateParts, displayedAge } from '../../../shared/birthDate';
import {
  isNewborn,
  patientStepErrors,
  toContactRequest,
  toPatientInput,
  type PatientStepValues,
} from './patientForm';

beforeEach(() => freezeDate(NOW));
afterEach(() => unfreezeDate());

const parts = (birthDay: string, birthMonth: string, birthYear: string) => ({
  birthDay,
  birthMonth,
  birthYear,
});

describe('birth date of three parts', () => {
  it('builds the ISO date from day, month and year (day without leading zero)', () => {
    expect(birthDateIso(parts('5', '03', '1990'))).toBe('1990-03-05');
    expect(birthDateIso(parts('21', '11', '1990'))).toBe('1990-11-21');
    expect(birthDateParts('1990-03-05')).toEqual(parts('5', '03', '1990'));
  });

  it('is empty when nothing is typed and invalid (not empty) when a part is missing or wrong', () => {
    expect(birthDateIso(parts('', '', ''))).toBe('');
    expect(birthDateIso(parts('30', '02', '1990'))).toBe('1990-02-30');
    expect(birthDateIso(parts('', '02', '1990'))).toBe('1990-02-00');
  });

  it('shows the age clamped to 0..150 (docs/product-rules.md §5) only for a complete past date', () => {
    expect(displayedAge(parts('21', '11', '1990'))).toBe(36);
    expect(displayedAge(parts('22', '11', '1990'))).toBe(35);
    expect(displayedAge(parts('1', '01', '1800'))).toBe(0);
    expect(displayedAge(parts('21', '11', '199'))).toBeNull();
    expect(displayedAge(parts('22', '11', '2026'))).toBeNull();
  });

  it('points at the part to fix', () => {
    expect(birthDateErrorField(parts('', '', ''))).toBe('birthDay');
    expect(birthDateErrorField(parts('40', '01', '1990'))).toBe('birthDay');
    expect(birthDateErrorField(parts('3', '', '1990'))).toBe('birthMonth');
    expect(birthDateErrorField(parts('3', '01', '90'))).toBe('birthYear');
    expect(birthDateErrorField(parts('3', '01', '2030'))).toBe('birthYear');
    expect(birthDateErrorField(parts('30', '02', '1990'))).toBe('birthDay');
  });
});

const self: PatientStepValues = { patient: VALID_PATIENT, contact: VALID_CONTACT };
const forChild: PatientStepValues = { patient: CHILD_PATIENT, contact: MOTHER_CONTACT };
const errorsOf = (values: PatientStepValues, lang: Lang = 'en') => patientStepErrors(values, lang);
const withPatient = (patient: Partial<PatientDraft>): PatientStepValues => ({
  ...self,
  patient: { ...VALID_PATIENT, ...patient },
});
const withContact = (contact: Partial<ContactDraft>): PatientStepValues => ({
  ...self,
  contact: { ...VALID_CONTACT, ...contact },
});

describe('patient and contact validation (shared yup schemas, docs/product-rules.md §5 messages)', () => {
  it('accepts a patient booking for herself, and a child booked by her mother', () => {
    expect(errorsOf(self)).toEqual({ patient: {}, contact: {} });
    expect(errorsOf(forChild)).toEqual({ patient: {}, contact: {} });
  });

  it('reports every empty required field, e-mail aside (a phone is enough), in both languages', () => {
    const empty = { patient: EMPTY_PATIENT, contact: EMPTY_CONTACT };
    expect(errorsOf(empty)).toEqual({
      patient: {
        fullName: 'This field is required.',
        birthDay: 'This field is required.',
        nik: 'This field is required.',
      },
      contact: { phone: 'This field is required.' },
    });
    expect(errorsOf(empty, 'id').patient.fullName).toBe('Kolom ini wajib diisi.');
  });

  it('asks the booker of someone else for their own name and who they are to the patient', () => {
    const empty = { patient: { ...VALID_PATIENT, forWhom: 'other_family' as const }, contact: EMPTY_CONTACT };
    expect(errorsOf(empty, 'id').contact).toEqual({
      fullName: 'Kolom ini wajib diisi.',
      relationship: 'Kolom ini wajib diisi.',
      phone: 'Kolom ini wajib diisi.',
    });
    // A relationship another "for whom" offered does not count: it must be chosen again.
    expect(errorsOf({ ...forChild, contact: { ...MOTHER_CONTACT, relationship: 'spouse' } }).contact).toEqual(
      {
        relationship: 'This field is required.',
      },
    );
  });

  it('takes a newborn without a NIK, only as a child', () => {
    const newborn = { ...forChild, patient: { ...CHILD_PATIENT, newborn: true, nik: '32' } };
    expect(errorsOf(newborn)).toEqual({ patient: {}, contact: {} });
    expect(errorsOf({ ...self, patient: { ...VALID_PATIENT, newborn: true, nik: '' } }).patient).toEqual({
      nik: 'This field is required.',
    });
  });

  it('gives the min, max and email messages exactly', () => {
    expect(errorsOf(withPatient({ fullName: 'Al' })).patient.fullName).toBe('Minimal 3 character.');
    expect(errorsOf(withPatient({ fullName: 'Al' }), 'id').patient.fullName).toBe('Minimal 3 karakter.');
    expect(errorsOf(withPatient({ fullName: 'a'.repeat(101) })).patient.fullName).toBe(
      'Maximal 100 character.',
    );
    expect(errorsOf(withPatient({ fullName: 'a'.repeat(101) }), 'id').patient.fullName).toBe(
      'Maksimal 100 karakter.',
    );
    expect(errorsOf(withContact({ email: 'siti@' })).contact.email).toBe('Email format is incorrect.');
    expect(errorsOf(withContact({ email: 'siti@' }), 'id').contact.email).toBe('Format email salah.');
    // For oneself the contact's name is the patient's: its message is not said twice.
    expect(errorsOf(withPatient({ fullName: 'Al' })).contact).toEqual({});
  });

  it('rejects a short phone, a 15-digit NIK, an impossible or future birth date', () => {
    expect(errorsOf(withContact({ phone: '0812' })).contact.phone).toBe(
      'Enter a mobile (WhatsApp) number starting with 08 or +628, e.g. 081234567890.',
    );
    expect(errorsOf(withPatient({ nik: '327301234567890' }), 'id').patient.nik).toBe(
      'NIK harus terdiri dari 16 digit angka.',
    );
    expect(errorsOf(withPatient({ birthDay: '30', birthMonth: '02' })).patient.birthDay).toBe(
      'Date is not valid.',
    );
    expect(errorsOf(withPatient({ birthYear: '2027' })).patient.birthYear).toBe(
      'Date cannot be in the future.',
    );
  });

  it('sends the phone normalised with the 62 helper', () => {
    expect(toContactRequest(self)).toEqual({
      fullName: 'Siti Rahayu',
      phone: '6281234567890',
      email: 'siti@example.com',
    });
    expect(toContactRequest(forChild)).toEqual({
      fullName: 'Rina Marlina',
      phone: '6281298765432',
      relationship: 'parent',
    });
  });

  it('takes a passport or KITAS instead of the NIK (docs/decisions.md, issue 26)', () => {
    const foreigner = { ...self, patient: PASSPORT_PATIENT };
    expect(errorsOf(foreigner)).toEqual({ patient: {}, contact: {} });
    // The NIK typed before the passport was chosen is neither checked nor sent; the number is cleaned.
    expect(toPatientInput({ ...PASSPORT_PATIENT, nik: '32' })).toEqual({
      forWhom: 'self',
      fullName: 'Emma Larsen',
      bornDate: '1990-11-21',
      nik: '',
      idDocument: 'passport',
      documentNumber: 'fp 1234-567',
    });
    expect(errorsOf(withPatient({ idDocument: 'kitas', documentNumber: '' }), 'id').patient).toEqual({
      documentNumber: 'Kolom ini wajib diisi.',
    });
    expect(errorsOf(withPatient({ idDocument: 'passport', documentNumber: 'AB1' })).patient).toEqual({
      documentNumber: 'A passport number has 6 to 20 letters and digits, as printed in the passport.',
    });
    expect(errorsOf(withPatient({ idDocument: 'kitas', documentNumber: 'AB#12345' }), 'id').patient).toEqual({
      documentNumber: 'Nomor KITAS terdiri dari 6 sampai 20 huruf dan angka, seperti tertulis di kartu.',
    });
    // A child with a passport is no newborn without a NIK: the passport's number is asked.
    expect(isNewborn({ ...CHILD_PATIENT, newborn: true, idDocument: 'passport' })).toBe(false);
  });
});

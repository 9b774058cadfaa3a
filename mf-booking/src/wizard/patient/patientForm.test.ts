import { freezeDate, unfreezeDate } from '../../testing/clock';
import { VALID_PATIENT } from '../../testing/fixtures';
import {
  birthDateErrorField,
  birthDateIso,
  birthDateParts,
  displayedAge,
  patientErrors,
  toPatientRequest,
} from './patientForm';

beforeEach(() => freezeDate());
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

  it('shows the age clamped to 0..150 (SPEC 5) only for a complete past date', () => {
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

describe('patient validation (shared yup schema, SPEC 5 messages)', () => {
  it('accepts a valid patient', () => {
    expect(patientErrors(VALID_PATIENT, 'id')).toEqual({});
  });

  it('reports every empty field as required, in both languages', () => {
    const empty = {
      fullName: '',
      birthDay: '',
      birthMonth: '',
      birthYear: '',
      phone: '',
      email: '',
      nik: '',
    };
    expect(patientErrors(empty, 'en')).toEqual({
      fullName: 'This field is required.',
      birthDay: 'This field is required.',
      phone: 'This field is required.',
      email: 'This field is required.',
      nik: 'This field is required.',
    });
    expect(patientErrors(empty, 'id').fullName).toBe('Kolom ini wajib diisi.');
  });

  it('gives the min, max and email messages exactly', () => {
    expect(patientErrors({ ...VALID_PATIENT, fullName: 'Al' }, 'en').fullName).toBe('Minimal 3 character.');
    expect(patientErrors({ ...VALID_PATIENT, fullName: 'Al' }, 'id').fullName).toBe('Minimal 3 karakter.');
    expect(patientErrors({ ...VALID_PATIENT, fullName: 'a'.repeat(101) }, 'en').fullName).toBe(
      'Maximal 100 character.',
    );
    expect(patientErrors({ ...VALID_PATIENT, fullName: 'a'.repeat(101) }, 'id').fullName).toBe(
      'Maksimal 100 karakter.',
    );
    expect(patientErrors({ ...VALID_PATIENT, email: 'siti@' }, 'en').email).toBe(
      'Email format is incorrect.',
    );
    expect(patientErrors({ ...VALID_PATIENT, email: 'siti@' }, 'id').email).toBe('Format email salah.');
  });

  it('rejects a short phone, a 15-digit NIK, an impossible or future birth date', () => {
    expect(patientErrors({ ...VALID_PATIENT, phone: '0812' }, 'en').phone).toBe('Phone number is not valid.');
    expect(patientErrors({ ...VALID_PATIENT, nik: '327301234567890' }, 'id').nik).toBe(
      'NIK harus terdiri dari 16 digit angka.',
    );
    expect(patientErrors({ ...VALID_PATIENT, birthDay: '30', birthMonth: '02' }, 'en').birthDay).toBe(
      'Date is not valid.',
    );
    expect(patientErrors({ ...VALID_PATIENT, birthYear: '2027' }, 'en').birthYear).toBe(
      'Date cannot be in the future.',
    );
  });

  it('sends the phone normalised with the 62 helper', () => {
    expect(toPatientRequest(VALID_PATIENT)).toEqual({
      fullName: 'Siti Rahayu',
      bornDate: '1990-11-21',
      phone: '6281234567890',
      email: 'siti@example.com',
      nik: '3273012345678901',
    });
  });
});

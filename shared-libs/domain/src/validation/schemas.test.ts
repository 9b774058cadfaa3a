import {
  bookingAccessSchema,
  bookingContactSchema,
  contactSchema,
  deskBookingSchema,
  deskLateSchema,
  deskSessionSchema,
  deskSignInSchema,
  eventRegistrationSchema,
  insuranceSchema,
  newsletterSchema,
  patientSchema,
  screeningVisitorSchema,
  type ContactInput,
  type InsuranceInput,
  type NewsletterInput,
  type PatientInput,
} from './schemas';
import { validationMessages } from './messages';
import { validateWith } from './validateWith';

const NOW = new Date('2026-11-21T05:00:00Z'); // 12:00 in Jakarta

const validPatient: PatientInput = {
  forWhom: 'self',
  fullName: 'Siti Rahayu',
  bornDate: '1990-11-21',
  newborn: false,
  nik: '3273012345678901',
  idDocument: 'nik',
  documentNumber: '',
};

function fieldsOf(result: ReturnType<typeof validateWith>): Record<string, string> {
  return result.ok ? {} : result.fields;
}

describe('patientSchema', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('accepts a valid patient and keeps its values', () => {
    const result = validateWith(patientSchema('en'), {
      ...validPatient,
      fullName: '  Siti Rahayu  ',
      extra: 1,
    });
    expect(result).toEqual({ ok: true, value: validPatient });
  });

  it('reports every missing field with the required message of docs/product-rules.md §5', () => {
    expect(fieldsOf(validateWith(patientSchema('en'), {}))).toEqual({
      forWhom: 'This field is required.',
      fullName: 'This field is required.',
      bornDate: 'This field is required.',
      nik: 'This field is required.',
    });
    expect(fieldsOf(validateWith(patientSchema('id'), { ...validPatient, nik: '' }))).toEqual({
      nik: 'Kolom ini wajib diisi.',
    });
  });

  it('treats a missing or non-object body as empty', () => {
    expect(Object.keys(fieldsOf(validateWith(patientSchema('en'), undefined)))).toHaveLength(4);
    expect(Object.keys(fieldsOf(validateWith(patientSchema('en'), 'x')))).toHaveLength(4);
  });

  it('asks for whom: oneself, a child, a parent or another relative', () => {
    for (const forWhom of ['self', 'child', 'parent', 'other_family']) {
      expect(validateWith(patientSchema('en'), { ...validPatient, forWhom }).ok).toBe(true);
    }
    expect(fieldsOf(validateWith(patientSchema('id'), { ...validPatient, forWhom: 'friend' }))).toEqual({
      forWhom: 'Kolom ini wajib diisi.',
    });
  });

  it('lets a newborn child go without a NIK, and nobody else', () => {
    const newborn = { ...validPatient, forWhom: 'child', bornDate: '2026-11-01', nik: '', newborn: true };
    expect(validateWith(patientSchema('en'), newborn)).toEqual({ ok: true, value: newborn });
    expect(validateWith(patientSchema('en'), { ...newborn, nik: undefined })).toEqual({
      ok: true,
      value: newborn,
    });
    expect(fieldsOf(validateWith(patientSchema('en'), { ...newborn, forWhom: 'self' }))).toEqual({
      newborn: 'This field is required.',
    });
    expect(fieldsOf(validateWith(patientSchema('en'), { ...newborn, newborn: false }))).toEqual({
      nik: 'This field is required.',
    });
    // A newborn who already has a NIK gives it, and it must be a NIK.
    expect(fieldsOf(validateWith(patientSchema('en'), { ...newborn, nik: '123' }))).toEqual({
      nik: 'NIK must be exactly 16 digits.',
    });
  });

  it('applies name length 3..100 with the messages of docs/product-rules.md §5', () => {
    expect(fieldsOf(validateWith(patientSchema('en'), { ...validPatient, fullName: 'Al' }))).toEqual({
      fullName: 'Minimal 3 character.',
    });
    expect(
      fieldsOf(validateWith(patientSchema('id'), { ...validPatient, fullName: 'a'.repeat(101) })),
    ).toEqual({
      fullName: 'Maksimal 100 karakter.',
    });
    expect(validateWith(patientSchema('en'), { ...validPatient, fullName: 'a'.repeat(100) }).ok).toBe(true);
  });

  it('requires a NIK of exactly 16 digits', () => {
    for (const nik of ['327301234567890', '32730123456789012', '327301234567890a']) {
      expect(fieldsOf(validateWith(patientSchema('en'), { ...validPatient, nik }))).toEqual({
        nik: 'NIK must be exactly 16 digits.',
      });
    }
  });

  it('requires a real ISO birth date, not in the future, age at most 150', () => {
    const check = (bornDate: string) =>
      fieldsOf(validateWith(patientSchema('en'), { ...validPatient, bornDate })).bornDate;
    expect(check('21-11-1990')).toBe('Date is not valid.');
    expect(check('1990-02-30')).toBe('Date is not valid.');
    expect(check('2026-11-22')).toBe('Date cannot be in the future.');
    expect(check('2026-11-21')).toBeUndefined();
    expect(check('1876-11-21')).toBeUndefined(); // exactly 150
    expect(check('1876-11-22')).toBeUndefined(); // 149, birthday tomorrow
    expect(check('1875-11-21')).toBe('Date is not valid.'); // 151
  });
});

describe('bookingAccessSchema (docs/decisions.md, issue 24)', () => {
  it('takes a 16-digit NIK and a birth date, with the patient form’s messages', () => {
    expect(
      validateWith(bookingAccessSchema('en'), { nik: ' 3273012345678901 ', bornDate: '1990-11-21' }),
    ).toEqual({
      ok: true,
      value: { nik: '3273012345678901', bornDate: '1990-11-21' },
    });
    expect(fieldsOf(validateWith(bookingAccessSchema('id'), { nik: '', bornDate: '' }))).toEqual({
      nik: 'Kolom ini wajib diisi.',
      bornDate: 'Kolom ini wajib diisi.',
    });
    expect(
      fieldsOf(validateWith(bookingAccessSchema('en'), { nik: '12345', bornDate: '2990-01-01' })),
    ).toEqual({
      nik: 'NIK must be exactly 16 digits.',
      bornDate: validationMessages('en').futureDate,
    });
  });
});

describe('bookingContactSchema', () => {
  const contact = { fullName: 'Siti Rahayu', phone: '081234567890', email: 'siti@example.com' };

  it('takes name and phone; the e-mail is optional (a phone is enough)', () => {
    expect(validateWith(bookingContactSchema('en', 'self'), { ...contact, email: undefined })).toEqual({
      ok: true,
      value: { fullName: 'Siti Rahayu', phone: '081234567890', email: '' },
    });
    expect(fieldsOf(validateWith(bookingContactSchema('en', 'self'), {}))).toEqual({
      fullName: 'This field is required.',
      phone: 'This field is required.',
    });
  });

  it('checks the e-mail when there is one', () => {
    expect(fieldsOf(validateWith(bookingContactSchema('en', 'self'), { ...contact, email: 'x@' }))).toEqual({
      email: 'Email format is incorrect.',
    });
    const long = `${'a'.repeat(95)}@b.com`;
    expect(fieldsOf(validateWith(bookingContactSchema('id', 'self'), { ...contact, email: long }))).toEqual({
      email: 'Maksimal 100 karakter.',
    });
  });

  it('accepts 08…, 62… and +62… mobile phones and rejects others, saying the expected form', () => {
    for (const phone of ['081234567890', '6281234567890', '+62 812-3456-7890']) {
      expect(validateWith(bookingContactSchema('en', 'self'), { ...contact, phone }).ok).toBe(true);
    }
    for (const phone of ['0812', '08123456789012345', '0812abc4567', '+1 555 123 4567']) {
      expect(fieldsOf(validateWith(bookingContactSchema('id', 'self'), { ...contact, phone }))).toEqual({
        phone: 'Isi nomor HP (WhatsApp) yang diawali 08 atau +628, contoh 081234567890.',
      });
    }
  });

  it('refuses a landline in the WhatsApp field (issue 26 item 11)', () => {
    for (const phone of ['0227801234', '62227801234', '+62 263 123456']) {
      expect(fieldsOf(validateWith(bookingContactSchema('en', 'self'), { ...contact, phone }))).toEqual({
        phone: 'Enter a mobile (WhatsApp) number starting with 08 or +628, e.g. 081234567890.',
      });
    }
  });

  it('refuses an address without a top-level domain, as budi@gmail (issue 26 item 11)', () => {
    for (const email of ['budi@gmail', 'budi@localhost', 'budi@gmail.c']) {
      expect(fieldsOf(validateWith(bookingContactSchema('id', 'self'), { ...contact, email }))).toEqual({
        email: 'Format email salah.',
      });
    }
    for (const email of ['budi@gmail.com', 'siti@rs.co.id']) {
      expect(validateWith(bookingContactSchema('id', 'self'), { ...contact, email }).ok).toBe(true);
    }
    expect(
      fieldsOf(
        validateWith(contactSchema('en'), {
          name: 'Budi',
          email: 'budi@gmail',
          message: 'Halo, saya ingin bertanya.',
        }),
      ),
    ).toEqual({
      email: 'Email format is incorrect.',
    });
  });

  it('drops the relationship for oneself and requires it for anyone else', () => {
    expect(validateWith(bookingContactSchema('en', 'self'), { ...contact, relationship: 'parent' })).toEqual({
      ok: true,
      value: contact,
    });
    for (const forWhom of ['parent', 'other_family'] as const) {
      expect(fieldsOf(validateWith(bookingContactSchema('en', forWhom), contact))).toEqual({
        relationship: 'This field is required.',
      });
      expect(
        validateWith(bookingContactSchema('en', forWhom), { ...contact, relationship: 'sibling' }).ok,
      ).toBe(true);
    }
    expect(
      fieldsOf(validateWith(bookingContactSchema('id', 'parent'), { ...contact, relationship: 'friend' })),
    ).toEqual({ relationship: 'Kolom ini wajib diisi.' });
  });

  it('for a child, takes only a parent or guardian as the contact who consents (UU PDP art. 25)', () => {
    for (const relationship of ['parent', 'guardian']) {
      expect(validateWith(bookingContactSchema('en', 'child'), { ...contact, relationship })).toEqual({
        ok: true,
        value: { ...contact, relationship },
      });
    }
    for (const relationship of ['sibling', 'spouse', 'child', 'other']) {
      expect(
        fieldsOf(validateWith(bookingContactSchema('en', 'child'), { ...contact, relationship })),
      ).toEqual({
        relationship: 'For a child, the contact must be a parent or guardian.',
      });
    }
    expect(
      fieldsOf(validateWith(bookingContactSchema('id', 'child'), { ...contact, relationship: 'other' })),
    ).toEqual({ relationship: 'Untuk anak, kontak harus orang tua atau wali.' });
    expect(fieldsOf(validateWith(bookingContactSchema('en', 'child'), contact))).toEqual({
      relationship: 'This field is required.',
    });
  });
});

describe('newsletterSchema', () => {
  it('needs only the email; name defaults to empty', () => {
    const result = validateWith<NewsletterInput>(newsletterSchema('en'), { email: 'a@b.co' });
    expect(result).toEqual({ ok: true, value: { name: '', email: 'a@b.co' } });
  });

  it('limits name to 100 and message to 500', () => {
    expect(
      fieldsOf(
        validateWith(newsletterSchema('en'), {
          name: 'a'.repeat(101),
          email: 'a@b.co',
          message: 'm'.repeat(501),
        }),
      ),
    ).toEqual({ name: 'Maximal 100 character.', message: 'Maximal 500 character.' });
    expect(fieldsOf(validateWith(newsletterSchema('id'), { email: '' }))).toEqual({
      email: 'Kolom ini wajib diisi.',
    });
  });
});

describe('contactSchema', () => {
  const ok: ContactInput = { name: 'Budi', email: 'budi@example.com', message: 'Halo, saya ingin bertanya.' };

  it('accepts a valid message', () => {
    expect(validateWith(contactSchema('id'), ok)).toEqual({ ok: true, value: ok });
  });

  it('needs a message of 10..1000 characters', () => {
    expect(fieldsOf(validateWith(contactSchema('en'), { ...ok, message: 'too short' }))).toEqual({
      message: 'Minimal 10 character.',
    });
    expect(fieldsOf(validateWith(contactSchema('id'), { ...ok, message: 'x'.repeat(1001) }))).toEqual({
      message: 'Maksimal 1000 karakter.',
    });
  });
});

describe('eventRegistrationSchema and screeningVisitorSchema', () => {
  it('validate name, email and phone', () => {
    expect(
      fieldsOf(validateWith(eventRegistrationSchema('en'), { name: 'Jo', email: 'x', phone: '1' })),
    ).toEqual({
      name: 'Minimal 3 character.',
      email: 'Email format is incorrect.',
      phone: 'Phone number is not valid: start with 08 or +62, e.g. 081234567890.',
    });
    expect(
      validateWith(eventRegistrationSchema('en'), { name: 'Joko', email: 'j@x.id', phone: '0812 3456 789' })
        .ok,
    ).toBe(true);
    expect(fieldsOf(validateWith(screeningVisitorSchema('id'), {}))).toEqual({
      name: 'Kolom ini wajib diisi.',
      phone: 'Kolom ini wajib diisi.',
    });
    expect(validateWith(screeningVisitorSchema('id'), { name: 'Joko', phone: '+6281234567' }).ok).toBe(true);
  });
});

describe('insuranceSchema', () => {
  it('accepts self-paying without insurer details', () => {
    expect(validateWith<InsuranceInput>(insuranceSchema('en'), { kind: 'self' })).toEqual({
      ok: true,
      value: { kind: 'self', paperReferral: false },
    });
  });

  it('requires insurer and policy number for an insurer', () => {
    expect(fieldsOf(validateWith(insuranceSchema('en'), { kind: 'insurer' }))).toEqual({
      insurerId: 'This field is required.',
      policyNumber: 'This field is required.',
    });
    expect(
      validateWith(insuranceSchema('en'), { kind: 'insurer', insurerId: 7, policyNumber: 'POL-123' }),
    ).toEqual({
      ok: true,
      value: { kind: 'insurer', insurerId: 7, policyNumber: 'POL-123', paperReferral: false },
    });
  });

  it('rejects an unknown kind, a non-number insurer and a long policy number', () => {
    expect(
      fieldsOf(
        validateWith(insuranceSchema('id'), {
          kind: 'insurer',
          insurerId: 'abc',
          policyNumber: 'p'.repeat(41),
        }),
      ),
    ).toEqual({ insurerId: 'Kolom ini harus berupa angka.', policyNumber: 'Maksimal 40 karakter.' });
    expect(fieldsOf(validateWith(insuranceSchema('en'), { kind: 'cash' }))).toEqual({
      kind: 'This field is required.',
    });
  });

  describe('BPJS Kesehatan', () => {
    const bpjs = { kind: 'bpjs', bpjsCardNumber: '0001234567890', referralNumber: '0301R0011117B000007' };

    it('takes the 13-digit card and the 19-character referral number (capitals)', () => {
      expect(
        validateWith(insuranceSchema('en'), { ...bpjs, referralNumber: ' 0301r0011117b000007 ' }),
      ).toEqual({
        ok: true,
        value: { ...bpjs, paperReferral: false },
      });
    });

    it('requires both, with messages that say what they look like', () => {
      expect(fieldsOf(validateWith(insuranceSchema('en'), { kind: 'bpjs' }))).toEqual({
        bpjsCardNumber: 'This field is required.',
        referralNumber: 'This field is required.',
      });
      for (const bpjsCardNumber of ['000123456789', '00012345678901', '000123456789a']) {
        expect(fieldsOf(validateWith(insuranceSchema('en'), { ...bpjs, bpjsCardNumber }))).toEqual({
          bpjsCardNumber: 'A BPJS card number has exactly 13 digits.',
        });
      }
      for (const referralNumber of ['0301R0011117B00000', '0301R0011117B0000077', '0301R0011117B-00007']) {
        expect(fieldsOf(validateWith(insuranceSchema('id'), { ...bpjs, referralNumber }))).toEqual({
          referralNumber:
            'Nomor rujukan terdiri dari 19 huruf dan angka, seperti tertulis pada surat rujukan.',
        });
      }
    });

    it('accepts a paper referral instead of its number', () => {
      expect(
        validateWith(insuranceSchema('en'), {
          kind: 'bpjs',
          bpjsCardNumber: '0001234567890',
          paperReferral: true,
        }),
      ).toEqual({
        ok: true,
        value: { kind: 'bpjs', bpjsCardNumber: '0001234567890', paperReferral: true },
      });
    });
  });
});

describe('the front desk schemas', () => {
  it('requires a username and a password, and keeps the password as typed', () => {
    expect(fieldsOf(validateWith(deskSignInSchema('en'), { username: ' ', password: '' }))).toEqual({
      username: 'This field is required.',
      password: 'This field is required.',
    });
    expect(validateWith(deskSignInSchema('id'), { username: ' desk.bandung ', password: ' pw ' })).toEqual({
      ok: true,
      value: { username: 'desk.bandung', password: ' pw ' },
    });
  });

  it('requires a booking code', () => {
    expect(fieldsOf(validateWith(deskBookingSchema('id'), { code: '' }))).toEqual({
      code: 'Kolom ini wajib diisi.',
    });
    expect(validateWith(deskBookingSchema('en'), { code: ' BDG-1 ' })).toEqual({
      ok: true,
      value: { code: 'BDG-1' },
    });
  });

  it('takes a positive session id, from a number or from digits', () => {
    expect(validateWith(deskSessionSchema('en'), { session_id: '12' })).toEqual({
      ok: true,
      value: { session_id: 12 },
    });
    for (const session_id of [0, -3, 1.5, 'x']) {
      expect(fieldsOf(validateWith(deskSessionSchema('en'), { session_id }))).toEqual({
        session_id: 'This field must be a number.',
      });
    }
    expect(fieldsOf(validateWith(deskSessionSchema('en'), {}))).toEqual({
      session_id: 'This field is required.',
    });
  });

  it('takes a late notice of 0 to 240 whole minutes', () => {
    expect(validateWith(deskLateSchema('en'), { session_id: 4, minutes: 0 })).toEqual({
      ok: true,
      value: { session_id: 4, minutes: 0 },
    });
    expect(validateWith(deskLateSchema('en'), { session_id: 4, minutes: 240 }).ok).toBe(true);
    for (const minutes of [-1, 241, 2.5, 'soon']) {
      expect(fieldsOf(validateWith(deskLateSchema('id'), { session_id: 4, minutes }))).toEqual({
        minutes: 'Isi bilangan bulat 0 sampai 240.',
      });
    }
  });
});

describe('a foreign patient: passport or KITAS instead of the NIK (docs/decisions.md, issue 26)', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());
  const foreigner = { forWhom: 'self', fullName: 'John Smith', bornDate: '1985-04-02' };

  it('takes a passport number without a NIK, kept as capitals without spaces or dashes', () => {
    expect(
      validateWith(patientSchema('en'), {
        ...foreigner,
        idDocument: 'passport',
        documentNumber: ' c 123-4567 ',
      }),
    ).toEqual({
      ok: true,
      value: { ...foreigner, idDocument: 'passport', documentNumber: 'C1234567', nik: '', newborn: false },
    });
    expect(
      validateWith(patientSchema('en'), {
        ...foreigner,
        idDocument: 'kitas',
        documentNumber: '2C21AB0123456',
      }).ok,
    ).toBe(true);
  });

  it('drops a NIK typed before the passport was chosen, and a document number when the NIK is', () => {
    const passport = validateWith(patientSchema('en'), {
      ...foreigner,
      idDocument: 'passport',
      documentNumber: 'X1234567',
      nik: '123',
    });
    expect(passport.ok && passport.value.nik).toBe('');
    const nik = validateWith(patientSchema('en'), {
      ...foreigner,
      nik: '3273012345678901',
      documentNumber: 'X1',
    });
    expect(nik.ok && nik.value).toMatchObject({ idDocument: 'nik', documentNumber: '' });
  });

  it('requires the number and says its form, in both languages', () => {
    expect(fieldsOf(validateWith(patientSchema('id'), { ...foreigner, idDocument: 'passport' }))).toEqual({
      documentNumber: 'Kolom ini wajib diisi.',
    });
    expect(
      fieldsOf(
        validateWith(patientSchema('en'), { ...foreigner, idDocument: 'passport', documentNumber: 'AB1' }),
      ),
    ).toEqual({
      documentNumber: 'A passport number has 6 to 20 letters and digits, as printed in the passport.',
    });
    expect(
      fieldsOf(
        validateWith(patientSchema('id'), {
          ...foreigner,
          idDocument: 'kitas',
          documentNumber: 'KITAS/12345',
        }),
      ),
    ).toEqual({
      documentNumber: 'Nomor KITAS terdiri dari 6 sampai 20 huruf dan angka, seperti tertulis di kartu.',
    });
    expect(
      fieldsOf(
        validateWith(patientSchema('en'), { ...foreigner, idDocument: 'visa', documentNumber: 'X1234567' }),
      ),
    ).toEqual({
      idDocument: 'This field is required.',
    });
  });

  it('keeps BPJS to patients with a NIK, with a message that says what to do', () => {
    expect(
      validateWith(insuranceSchema('en', { idDocument: 'nik' }), {
        kind: 'bpjs',
        bpjsCardNumber: '0001234567890',
        paperReferral: true,
      }).ok,
    ).toBe(true);
    expect(
      fieldsOf(
        validateWith(insuranceSchema('id', { idDocument: 'passport' }), {
          kind: 'bpjs',
          bpjsCardNumber: '0001234567890',
          paperReferral: true,
        }),
      ),
    ).toEqual({
      kind: 'BPJS Kesehatan memerlukan NIK pasien. Dengan paspor atau KITAS, pilih bayar sendiri atau asuransi lain.',
    });
    expect(validateWith(insuranceSchema('en', { idDocument: 'kitas' }), { kind: 'self' }).ok).toBe(true);
  });
});

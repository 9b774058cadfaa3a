import type { Schema } from 'yup';
import type { Lang } from '../lang';
import { isPlainText } from './plainText';
import {
  bookingContactSchema,
  contactSchema,
  eventRegistrationSchema,
  insuranceSchema,
  newsletterSchema,
  patientSchema,
  screeningVisitorSchema,
} from './schemas';
import { validateWith } from './validateWith';

// docs/decisions.md, issue 24: no control characters, line breaks (outside messages) or bidi controls
// in what patients type; the forms and the API validate with these same schemas.

/** Every character the rule refuses, by range. */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const C0 = range(0x00, 0x1f);
const C1 = range(0x7f, 0x9f);
const BIDI = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)];
const SEPARATORS = ['\u2028', '\u2029'];
const REFUSED = [...C0, ...C1, ...BIDI, ...SEPARATORS];

const PLAIN_TEXT = {
  en: 'Remove the hidden characters (line breaks, tabs, control or text-direction characters) from this field.',
  id: 'Hapus karakter tersembunyi (pindah baris, tab, karakter kontrol atau pengatur arah teks) dari kolom ini.',
};

/** A schema with one free-text field, and a body it accepts. */
interface TextCase {
  name: string;
  schema: (lang: Lang) => Schema<unknown>;
  body: Record<string, unknown>;
  field: string;
}

const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('isPlainText', () => {
  it('refuses each C0 and C1 control, DEL, line separator and bidi override or isolate inside a line', () => {
    expect(REFUSED).toHaveLength(32 + 33 + 9 + 2);
    for (const c of REFUSED) expect([hex(c), isPlainText(`Siti${c}Rahayu`)]).toEqual([hex(c), false]);
  });

  it('keeps the letters and marks of real names', () => {
    for (const name of [
      'Siti Rahayu',
      "Ni Luh Putu Ayu D'Sari",
      'Dr. Hj. Nur Aini, S.Kep.',
      'José Müller-Lüdenscheidt',
      'عبد الله',
      'Nguyễn Văn An',
      '李小龍',
      'Zoë\u00a0Adi', // no-break space: not a control
      'Ayu\u200dDewi', // zero-width joiner (needed by some scripts)
    ])
      expect([name, isPlainText(name)]).toEqual([name, true]);
  });

  it('lets a multi-line field keep LF and CRLF line breaks, and nothing else of those', () => {
    expect(isPlainText('Selamat pagi,\nsaya ingin bertanya.\r\n\r\nTerima kasih', { multiline: true })).toBe(
      true,
    );
    expect(isPlainText('one\ntwo')).toBe(false);
    expect(isPlainText('one\r\ntwo')).toBe(false);
    for (const c of REFUSED.filter((c) => c !== '\n'))
      expect([hex(c), isPlainText(`one${c}two`, { multiline: true })]).toEqual([hex(c), false]);
    // A lone CR is not a line break a browser sends; a tab is refused as the other controls.
    expect(isPlainText('one\rtwo', { multiline: true })).toBe(false);
    expect(isPlainText('one\n\rtwo', { multiline: true })).toBe(false);
    expect(isPlainText('one\ttwo', { multiline: true })).toBe(false);
  });
});

describe('the free-text fields of the patient-facing schemas', () => {
  const patient = {
    forWhom: 'self',
    fullName: 'Siti Rahayu',
    bornDate: '1990-11-21',
    nik: '3273012345678901',
  };
  const cases: TextCase[] = [
    { name: 'patient', schema: patientSchema, body: patient, field: 'fullName' },
    {
      name: 'booking contact',
      schema: (lang: Lang) => bookingContactSchema(lang, 'self'),
      body: { fullName: 'Siti Rahayu', phone: '081234567890' },
      field: 'fullName',
    },
    {
      name: 'contact form',
      schema: contactSchema,
      body: { name: 'Siti', email: 'a@example.com', message: 'Pesan yang cukup panjang.' },
      field: 'name',
    },
    {
      name: 'newsletter',
      schema: newsletterSchema,
      body: { name: 'Siti', email: 'a@example.com' },
      field: 'name',
    },
    {
      name: 'event registration',
      schema: eventRegistrationSchema,
      body: { name: 'Siti', email: 'a@example.com', phone: '081234567890' },
      field: 'name',
    },
    {
      name: 'screening visitor',
      schema: screeningVisitorSchema,
      body: { name: 'Siti', phone: '081234567890' },
      field: 'name',
    },
    {
      name: 'insurance',
      schema: insuranceSchema,
      body: { kind: 'insurer', insurerId: 1, policyNumber: 'POL-123' },
      field: 'policyNumber',
    },
  ];

  it.each(cases.map((c) => [`${c.name} (${c.field})`, c] as const))(
    '%s: a line break, a C1 control or a bidi override is a field message in both languages',
    (_name, { schema, body, field }) => {
      expect(validateWith(schema('en'), body)).toMatchObject({ ok: true });
      for (const bad of [
        'Siti\r\nBcc: you',
        'Siti\u0085Rahayu',
        'Siti \u202Eayuhar',
        'Siti\u2066x\u2069',
        'Si\tti',
      ]) {
        const value = { ...body, [field]: bad };
        for (const lang of ['id', 'en'] as const) {
          const result = validateWith(schema(lang), value);
          expect([bad, lang, result.ok ? {} : result.fields]).toStrictEqual([
            bad,
            lang,
            { [field]: PLAIN_TEXT[lang] },
          ]);
        }
      }
    },
  );

  it('lets the messages of the contact and newsletter forms keep their line breaks, refusing the rest', () => {
    const contact = { name: 'Siti', email: 'a@example.com' };
    expect(
      validateWith(contactSchema('en'), {
        ...contact,
        message: 'Halo,\r\nsaya mau tanya jadwal.\nTerima kasih',
      }).ok,
    ).toBe(true);
    expect(validateWith(newsletterSchema('en'), { ...contact, message: 'Baris satu\nbaris dua' }).ok).toBe(
      true,
    );
    for (const message of [
      'Halo,\u202Esaya mau tanya jadwal.',
      'Halo,\u001bsaya mau tanya jadwal.',
      'Halo\rsaya mau tanya',
    ]) {
      expect(validateWith(contactSchema('id'), { ...contact, message })).toStrictEqual({
        ok: false,
        fields: { message: PLAIN_TEXT.id },
      });
      expect(validateWith(newsletterSchema('en'), { ...contact, message })).toStrictEqual({
        ok: false,
        fields: { message: PLAIN_TEXT.en },
      });
    }
  });

  it('the e-mail field refuses them by its format; the phone field as any text field', () => {
    const body = { name: 'Siti', email: 'a@example.com', phone: '081234567890' };
    for (const bad of ['a@example.com\r\nBcc: b@example.com', 'a\u202E@example.com']) {
      const result = validateWith(eventRegistrationSchema('en'), { ...body, email: bad });
      expect(result.ok ? {} : result.fields).toStrictEqual({ email: 'Email format is incorrect.' });
    }
    for (const bad of ['0812\r\n34567890', '0812\u202E34567890']) {
      const result = validateWith(eventRegistrationSchema('en'), { ...body, phone: bad });
      expect(result.ok ? {} : result.fields).toStrictEqual({ phone: PLAIN_TEXT.en });
    }
  });

  it('keeps trimming: a line break at either end of a name is trimmed away, not refused', () => {
    expect(
      validateWith(screeningVisitorSchema('en'), { name: '\r\nSiti Rahayu\n', phone: '081234567890' }),
    ).toStrictEqual({
      ok: true,
      value: { name: 'Siti Rahayu', phone: '081234567890' },
    });
  });
});

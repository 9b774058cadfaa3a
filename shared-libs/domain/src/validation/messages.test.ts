import { validationMessages } from './messages';

describe('validationMessages', () => {
  it('gives the docs/product-rules.md §5 English messages verbatim', () => {
    const m = validationMessages('en');
    expect(m.required).toBe('This field is required.');
    expect(m.email).toBe('Email format is incorrect.');
    expect(m.min(3)).toBe('Minimal 3 character.');
    expect(m.max(100)).toBe('Maximal 100 character.');
  });

  it('gives the Indonesian messages', () => {
    const m = validationMessages('id');
    expect(m.required).toBe('Kolom ini wajib diisi.');
    expect(m.email).toBe('Format email salah.');
    expect(m.min(3)).toBe('Minimal 3 karakter.');
    expect(m.max(100)).toBe('Maksimal 100 karakter.');
  });

  it('fills in a range in both languages', () => {
    expect(validationMessages('en').range(0, 240)).toBe('Enter a whole number from 0 to 240.');
    expect(validationMessages('id').range(0, 240)).toBe('Isi bilangan bulat 0 sampai 240.');
  });

  it('pins the extra messages in both languages', () => {
    expect(validationMessages('en')).toMatchObject({
      phone: 'Phone number is not valid: start with 08 or +62, e.g. 081234567890.',
      mobilePhone: 'Enter a mobile (WhatsApp) number starting with 08 or +628, e.g. 081234567890.',
      nik: 'NIK must be exactly 16 digits.',
      date: 'Date is not valid.',
      futureDate: 'Date cannot be in the future.',
      consent: 'You must agree before continuing.',
      number: 'This field must be a number.',
      bpjsCard: 'A BPJS card number has exactly 13 digits.',
      referral: 'A referral number has 19 letters and digits, as printed on the referral.',
      guardian: 'For a child, the contact must be a parent or guardian.',
      plainText:
        'Remove the hidden characters (line breaks, tabs, control or text-direction characters) from this field.',
    });
    expect(validationMessages('id')).toMatchObject({
      phone: 'Nomor telepon tidak valid: awali dengan 08 atau +62, contoh 081234567890.',
      mobilePhone: 'Isi nomor HP (WhatsApp) yang diawali 08 atau +628, contoh 081234567890.',
      nik: 'NIK harus terdiri dari 16 digit angka.',
      date: 'Tanggal tidak valid.',
      futureDate: 'Tanggal tidak boleh melewati hari ini.',
      consent: 'Anda harus menyetujui sebelum melanjutkan.',
      number: 'Kolom ini harus berupa angka.',
      bpjsCard: 'Nomor kartu BPJS terdiri dari 13 digit angka.',
      referral: 'Nomor rujukan terdiri dari 19 huruf dan angka, seperti tertulis pada surat rujukan.',
      guardian: 'Untuk anak, kontak harus orang tua atau wali.',
      plainText:
        'Hapus karakter tersembunyi (pindah baris, tab, karakter kontrol atau pengatur arah teks) dari kolom ini.',
    });
  });

  it('has a different text per language for every message', () => {
    const en = validationMessages('en');
    const id = validationMessages('id');
    for (const key of [
      'required',
      'email',
      'phone',
      'mobilePhone',
      'nik',
      'date',
      'futureDate',
      'consent',
      'number',
      'bpjsCard',
      'referral',
      'guardian',
      'plainText',
    ] as const) {
      expect(en[key]).not.toBe(id[key]);
      expect(en[key].length).toBeGreaterThan(0);
    }
  });
});

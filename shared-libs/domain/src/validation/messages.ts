import type { Lang } from '../lang';

export interface ValidationMessages {
  required: string;
  email: string;
  min(length: number): string;
  max(length: number): string;
  phone: string;
  /** A WhatsApp field: a mobile number, not a landline. */
  mobilePhone: string;
  nik: string;
  /** A passport or KITAS number that is not 6 to 20 letters and digits (issue 26). */
  passport: string;
  kitas: string;
  /** BPJS chosen for a patient without a NIK. */
  bpjsNeedsNik: string;
  date: string;
  futureDate: string;
  consent: string;
  number: string;
  bpjsCard: string;
  referral: string;
  guardian: string;
  /** Control characters, or (single-line) a line break, or a bidi override/isolate: plainText.ts. */
  plainText: string;
  range(min: number, max: number): string;
  /** The desk's patient search: too short to search today's bookings by (docs/decisions.md, issue 26). */
  deskSearch: string;
}

interface MessageTemplates {
  required: string;
  email: string;
  min: string;
  max: string;
  phone: string;
  /** A WhatsApp field: a mobile number, not a landline. */
  mobilePhone: string;
  nik: string;
  /** A passport or KITAS number that is not 6 to 20 letters and digits (issue 26). */
  passport: string;
  kitas: string;
  /** BPJS chosen for a patient without a NIK. */
  bpjsNeedsNik: string;
  date: string;
  futureDate: string;
  consent: string;
  number: string;
  bpjsCard: string;
  referral: string;
  guardian: string;
  plainText: string;
  range: string;
  deskSearch: string;
}

// The first four strings are fixed by docs/product-rules.md §5; the API returns them verbatim, so tests pin them.
const TEMPLATES: Record<Lang, MessageTemplates> = {
  en: {
    required: 'This field is required.',
    email: 'Email format is incorrect.',
    min: 'Minimal {length} character.',
    max: 'Maximal {length} character.',
    phone: 'Phone number is not valid: start with 08 or +62, e.g. 081234567890.',
    mobilePhone: 'Enter a mobile (WhatsApp) number starting with 08 or +628, e.g. 081234567890.',
    nik: 'NIK must be exactly 16 digits.',
    passport: 'A passport number has 6 to 20 letters and digits, as printed in the passport.',
    kitas: 'A KITAS number has 6 to 20 letters and digits, as printed on the card.',
    bpjsNeedsNik:
      'BPJS Kesehatan needs the patient’s NIK. With a passport or KITAS, choose self-pay or another insurer.',
    date: 'Date is not valid.',
    futureDate: 'Date cannot be in the future.',
    consent: 'You must agree before continuing.',
    number: 'This field must be a number.',
    bpjsCard: 'A BPJS card number has exactly 13 digits.',
    referral: 'A referral number has 19 letters and digits, as printed on the referral.',
    guardian: 'For a child, the contact must be a parent or guardian.',
    plainText:
      'Remove the hidden characters (line breaks, tabs, control or text-direction characters) from this field.',
    range: 'Enter a whole number from {min} to {max}.',
    deskSearch: 'Type at least 3 letters of a name or code, or at least 4 digits of a phone number or NIK.',
  },
  id: {
    required: 'Kolom ini wajib diisi.',
    email: 'Format email salah.',
    min: 'Minimal {length} karakter.',
    max: 'Maksimal {length} karakter.',
    phone: 'Nomor telepon tidak valid: awali dengan 08 atau +62, contoh 081234567890.',
    mobilePhone: 'Isi nomor HP (WhatsApp) yang diawali 08 atau +628, contoh 081234567890.',
    nik: 'NIK harus terdiri dari 16 digit angka.',
    passport: 'Nomor paspor terdiri dari 6 sampai 20 huruf dan angka, seperti tertulis di paspor.',
    kitas: 'Nomor KITAS terdiri dari 6 sampai 20 huruf dan angka, seperti tertulis di kartu.',
    bpjsNeedsNik:
      'BPJS Kesehatan memerlukan NIK pasien. Dengan paspor atau KITAS, pilih bayar sendiri atau asuransi lain.',
    date: 'Tanggal tidak valid.',
    futureDate: 'Tanggal tidak boleh melewati hari ini.',
    consent: 'Anda harus menyetujui sebelum melanjutkan.',
    number: 'Kolom ini harus berupa angka.',
    bpjsCard: 'Nomor kartu BPJS terdiri dari 13 digit angka.',
    referral: 'Nomor rujukan terdiri dari 19 huruf dan angka, seperti tertulis pada surat rujukan.',
    guardian: 'Untuk anak, kontak harus orang tua atau wali.',
    plainText:
      'Hapus karakter tersembunyi (pindah baris, tab, karakter kontrol atau pengatur arah teks) dari kolom ini.',
    range: 'Isi bilangan bulat {min} sampai {max}.',
    deskSearch: 'Ketik minimal 3 huruf nama atau kode, atau minimal 4 angka nomor telepon atau NIK.',
  },
};

function withLength(template: string, length: number): string {
  return template.replace('{length}', String(length));
}

/** Validation messages in one language; `min`/`max` fill in `{length}`. */
export function validationMessages(lang: Lang): ValidationMessages {
  const t = TEMPLATES[lang] ?? TEMPLATES.id;
  return {
    required: t.required,
    email: t.email,
    min: (length) => withLength(t.min, length),
    max: (length) => withLength(t.max, length),
    phone: t.phone,
    mobilePhone: t.mobilePhone,
    nik: t.nik,
    passport: t.passport,
    kitas: t.kitas,
    bpjsNeedsNik: t.bpjsNeedsNik,
    date: t.date,
    futureDate: t.futureDate,
    consent: t.consent,
    number: t.number,
    bpjsCard: t.bpjsCard,
    referral: t.referral,
    guardian: t.guardian,
    plainText: t.plainText,
    range: (min, max) => t.range.replace('{min}', String(min)).replace('{max}', String(max)),
    deskSearch: t.deskSearch,
  };
}

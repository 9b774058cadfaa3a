import { mixed, number, object, string, type InferType } from 'yup';
import type { Lang } from '../lang';
import {
  isRecoveryCodeShape,
  normaliseRecoveryCode,
  normaliseTotpCode,
  TOTP_CODE_PATTERN,
} from '../staffSignIn';
import { validationMessages } from './messages';

/*
 * The desk's second factor and its sign-in list (docs/decisions.md, issue 24): the same rules and
 * words in the desk's forms and in the API.
 */

const MESSAGES: Record<Lang, { totp: string; recovery: string; endWhich: string }> = {
  id: {
    totp: 'Isi 6 angka yang tampil di aplikasi autentikator.',
    recovery: 'Kode pemulihan terdiri dari 10 huruf dan angka, mis. ABCDE-12345.',
    endWhich: 'Pilih sesi masuk atau petugas yang diakhiri.',
  },
  en: {
    totp: 'Enter the 6 digits your authenticator app shows.',
    recovery: 'A recovery code has 10 letters and digits, e.g. ABCDE-12345.',
    endWhich: 'Choose the sign-in or the colleague to end.',
  },
};

export const SECOND_FACTOR_METHODS = ['totp', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

function totpField(lang: Lang) {
  const m = validationMessages(lang);
  return string()
    .transform((value: unknown) => (typeof value === 'string' ? normaliseTotpCode(value) : value))
    .required(m.required)
    .matches(TOTP_CODE_PATTERN, MESSAGES[lang].totp);
}

/** The code of the sign-in's second step: six digits from the app, or one recovery code. */
export function deskSecondFactorSchema(lang: Lang) {
  const m = validationMessages(lang);
  return object({
    method: mixed<SecondFactorMethod>()
      .oneOf([...SECOND_FACTOR_METHODS], m.required)
      .default('totp'),
    code: string()
      .required(m.required)
      .when('method', {
        is: 'recovery',
        then: (s) =>
          s
            .transform((value: unknown) => (typeof value === 'string' ? normaliseRecoveryCode(value) : value))
            .test('recovery-code', MESSAGES[lang].recovery, (value) => isRecoveryCodeShape(value ?? '')),
        otherwise: () => totpField(lang),
      }),
  });
}
export type DeskSecondFactorValues = InferType<ReturnType<typeof deskSecondFactorSchema>>;

/** Enrolment: the first code of the new authenticator, proving it was set up right. */
export function deskEnrolSchema(lang: Lang) {
  return object({ code: totpField(lang) });
}
export type DeskEnrolValues = InferType<ReturnType<typeof deskEnrolSchema>>;

/** Ending sign-ins: one (its id), or every sign-in of one colleague (the username). */
export function deskEndSignInsSchema(lang: Lang) {
  const m = validationMessages(lang);
  const which = MESSAGES[lang].endWhich;
  return object({
    id: number().typeError(m.number).integer(m.number).positive(m.number).optional(),
    username: string().trim().lowercase().max(60, m.max(60)).optional(),
  }).test('one-of', which, (value) => {
    const one = value.id !== undefined;
    const all = Boolean(value.username);
    return one !== all;
  });
}
export type DeskEndSignInsValues = InferType<ReturnType<typeof deskEndSignInsSchema>>;

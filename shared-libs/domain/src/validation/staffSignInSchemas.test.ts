import { deskEndSignInsSchema, deskEnrolSchema, deskSecondFactorSchema } from './staffSignInSchemas';
import { validateWith } from './validateWith';

describe('docs/decisions.md, issue 24: the second step and the sign-ins, the same rules in the form and the API', () => {
  it('six digits from the app (spaces allowed), or a recovery code in its own shape', () => {
    expect(validateWith(deskSecondFactorSchema('id'), { code: '123 456' })).toEqual({
      ok: true,
      value: { method: 'totp', code: '123456' },
    });
    expect(validateWith(deskSecondFactorSchema('id'), { method: 'totp', code: '12345' })).toEqual({
      ok: false,
      fields: { code: 'Isi 6 angka yang tampil di aplikasi autentikator.' },
    });
    expect(validateWith(deskSecondFactorSchema('en'), { method: 'recovery', code: 'medka-2o261' })).toEqual({
      ok: true,
      value: { method: 'recovery', code: 'MEDKA20261' },
    });
    expect(validateWith(deskSecondFactorSchema('en'), { method: 'recovery', code: '123456' })).toEqual({
      ok: false,
      fields: { code: 'A recovery code has 10 letters and digits, e.g. ABCDE-12345.' },
    });
    expect(validateWith(deskSecondFactorSchema('en'), { method: 'sms', code: '123456' })).toMatchObject({
      ok: false,
      fields: { method: 'This field is required.' },
    });
    expect(validateWith(deskEnrolSchema('id'), { code: '' })).toEqual({
      ok: false,
      fields: { code: 'Kolom ini wajib diisi.' },
    });
  });

  it('ending sign-ins names one of them or one colleague, not both and not neither', () => {
    expect(validateWith(deskEndSignInsSchema('en'), { id: 4 })).toEqual({ ok: true, value: { id: 4 } });
    expect(validateWith(deskEndSignInsSchema('en'), { username: ' Ayu.Bandung ' })).toEqual({
      ok: true,
      value: { username: 'ayu.bandung' },
    });
    for (const body of [{}, { id: 4, username: 'ayu.bandung' }])
      expect(validateWith(deskEndSignInsSchema('id'), body)).toEqual({
        ok: false,
        fields: { _: 'Pilih sesi masuk atau petugas yang diakhiri.' },
      });
  });
});

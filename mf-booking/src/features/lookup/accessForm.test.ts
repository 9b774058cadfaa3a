import { accessErrors } from './accessForm';

const valid = { nik: '3273012345678901', birthDay: '21', birthMonth: '11', birthYear: '1990' };

describe('accessErrors (docs/decisions.md, issue 24)', () => {
  it('takes a 16-digit NIK and a birth date', () => {
    expect(accessErrors(valid, 'id')).toEqual({});
    expect(accessErrors({ ...valid, nik: ' 3273012345678901 ' }, 'en')).toEqual({});
  });

  it('says what is wrong with the schema’s words, the birth date on the part to fix', () => {
    expect(accessErrors({ ...valid, nik: '12345' }, 'en')).toEqual({ nik: 'NIK must be exactly 16 digits.' });
    expect(accessErrors({ nik: '', birthDay: '', birthMonth: '', birthYear: '' }, 'id')).toEqual({
      nik: 'Kolom ini wajib diisi.',
      birthDay: 'Kolom ini wajib diisi.',
    });
    expect(Object.keys(accessErrors({ ...valid, birthYear: '19' }, 'en'))).toEqual(['birthYear']);
  });
});

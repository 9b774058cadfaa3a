import { deskSearchSchema, deskSearchTerm, isDeskSearchTerm, looksLikeBookingCode } from './schemas';
import { validateWith } from './validateWith';

// docs/decisions.md, issue 26: the desk's one search field.
describe('the desk search term', () => {
  it('reads digits as typed (spaces, dashes, a leading +) and anything else as text', () => {
    expect(deskSearchTerm(' 0812-3456 7890 ')).toEqual({ kind: 'digits', digits: '081234567890' });
    expect(deskSearchTerm('+62 812')).toEqual({ kind: 'digits', digits: '62812' });
    expect(deskSearchTerm('  Siti   Rahayu ')).toEqual({ kind: 'text', text: 'Siti Rahayu' });
    expect(deskSearchTerm('A1234567')).toEqual({ kind: 'text', text: 'A1234567' });
  });

  it('needs 3 characters, or 4 digits for a phone number or an identity number', () => {
    expect([isDeskSearchTerm('Si'), isDeskSearchTerm('Sit'), isDeskSearchTerm('  ab  ')]).toEqual([
      false,
      true,
      false,
    ]);
    expect([isDeskSearchTerm('890'), isDeskSearchTerm('8901'), isDeskSearchTerm('89 01')]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('tries a code-like word as a booking code first; names and digits are searched', () => {
    expect(looksLikeBookingCode('JPPZHV9X5A')).toBe(true);
    // A code without a digit (one in twenty are) is still a code.
    expect(looksLikeBookingCode('JPPZHVWXKA')).toBe(true);
    expect(looksLikeBookingCode('mdk-tidak-ada')).toBe(true);
    expect(looksLikeBookingCode('Rahayu')).toBe(false);
    expect(looksLikeBookingCode('Siti Rahayu')).toBe(false);
    expect(looksLikeBookingCode('8901')).toBe(false);
    expect(looksLikeBookingCode('3273012345678901')).toBe(false);
  });

  it('answers a short term with the same words in the form and the API', () => {
    expect(validateWith(deskSearchSchema('id'), { q: '89' })).toEqual({
      ok: false,
      fields: { q: 'Ketik minimal 3 huruf nama atau kode, atau minimal 4 angka nomor telepon atau NIK.' },
    });
    expect(validateWith(deskSearchSchema('en'), { q: ' 123 ' })).toMatchObject({
      ok: false,
      fields: {
        q: 'Type at least 3 letters of a name or code, or at least 4 digits of a phone number or NIK.',
      },
    });
    expect(validateWith(deskSearchSchema('en'), { q: '' })).toMatchObject({
      fields: { q: 'This field is required.' },
    });
    expect(validateWith(deskSearchSchema('id'), { q: ' Siti ' })).toEqual({ ok: true, value: { q: 'Siti' } });
  });
});

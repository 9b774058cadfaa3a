import { BPJS_INSURANCE, INSURER_INSURANCE, SELF_PAY } from '../../../testing/fixtures';
import { EMPTY_INSURANCE } from '../draftStore';
import { insuranceErrors, toInsuranceInput } from './insuranceForm';

describe('payment step validation (insuranceSchema of the domain)', () => {
  it('needs a choice', () => {
    expect(insuranceErrors(EMPTY_INSURANCE, 'en')).toEqual({ kind: 'This field is required.' });
    expect(insuranceErrors(EMPTY_INSURANCE, 'id')).toEqual({ kind: 'Kolom ini wajib diisi.' });
  });

  it('needs the insurer and policy number for another insurer, and limits the number to 40', () => {
    const none = { ...INSURER_INSURANCE, insurerId: '', policyNumber: '' };
    expect(insuranceErrors(none, 'en')).toEqual({
      insurerId: 'This field is required.',
      policyNumber: 'This field is required.',
    });
    expect(insuranceErrors({ ...INSURER_INSURANCE, policyNumber: 'p'.repeat(41) }, 'id')).toEqual({
      policyNumber: 'Maksimal 40 karakter.',
    });
  });

  it('needs the BPJS card and the referral number, each with its own message', () => {
    const none = { ...BPJS_INSURANCE, bpjsCardNumber: '', referralNumber: '' };
    expect(insuranceErrors(none, 'id')).toEqual({
      bpjsCardNumber: 'Kolom ini wajib diisi.',
      referralNumber: 'Kolom ini wajib diisi.',
    });
    expect(insuranceErrors({ ...BPJS_INSURANCE, bpjsCardNumber: '000123456789' }, 'id')).toEqual({
      bpjsCardNumber: 'Nomor kartu BPJS terdiri dari 13 digit angka.',
    });
    expect(insuranceErrors({ ...BPJS_INSURANCE, referralNumber: '0301R0011125B00012' }, 'en')).toEqual({
      referralNumber: 'A referral number has 19 letters and digits, as printed on the referral.',
    });
    expect(insuranceErrors(BPJS_INSURANCE, 'en')).toEqual({});
  });

  it('refuses BPJS for a passport or KITAS holder, saying what to do (docs/decisions.md, issue 26)', () => {
    expect(insuranceErrors(BPJS_INSURANCE, 'en', 'passport')).toEqual({
      kind: 'BPJS Kesehatan needs the patient’s NIK. With a passport or KITAS, choose self-pay or another insurer.',
    });
    expect(insuranceErrors(BPJS_INSURANCE, 'id', 'kitas').kind).toMatch(/NIK/);
    expect(insuranceErrors(SELF_PAY, 'en', 'passport')).toEqual({});
    expect(insuranceErrors(BPJS_INSURANCE, 'en', 'nik')).toEqual({});
  });

  it('accepts a referral number typed in lower case, and none with a paper referral', () => {
    expect(insuranceErrors({ ...BPJS_INSURANCE, referralNumber: '0301r0011125b000123' }, 'id')).toEqual({});
    expect(
      insuranceErrors({ ...BPJS_INSURANCE, referralNumber: 'half typed', paperReferral: true }, 'id'),
    ).toEqual({});
  });

  it('sends only the answers of the payer chosen', () => {
    expect(toInsuranceInput(EMPTY_INSURANCE)).toBeNull();
    expect(toInsuranceInput({ ...BPJS_INSURANCE, kind: 'self', insurerId: '7' })).toEqual({ kind: 'self' });
    expect(toInsuranceInput({ ...INSURER_INSURANCE, policyNumber: ' POL-1 ' })).toEqual({
      kind: 'insurer',
      insurerId: 7,
      policyNumber: 'POL-1',
    });
    expect(
      toInsuranceInput({ ...BPJS_INSURANCE, referralNumber: ' 0301r0011125b000123 ', policyNumber: 'X' }),
    ).toEqual({ kind: 'bpjs', bpjsCardNumber: '0001234567890', referralNumber: '0301R0011125B000123' });
    // A number typed before "paper" was ticked stays in the draft, unsent.
    expect(toInsuranceInput({ ...BPJS_INSURANCE, paperReferral: true })).toEqual({
      kind: 'bpjs',
      bpjsCardNumber: '0001234567890',
      paperReferral: true,
    });
    expect(toInsuranceInput(SELF_PAY)).toEqual({ kind: 'self' });
  });
});

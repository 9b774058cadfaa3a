import { insuranceErrors, toInsuranceInput } from './insuranceForm';

describe('insurance step validation', () => {
  it('needs a choice', () => {
    expect(insuranceErrors({ kind: '', insurerId: '', policyNumber: '' }, 'en')).toEqual({
      kind: 'This field is required.',
    });
    expect(insuranceErrors({ kind: '', insurerId: '', policyNumber: '' }, 'id')).toEqual({
      kind: 'Kolom ini wajib diisi.',
    });
  });

  it('needs the insurer and policy number for an insurer, and limits the number to 40', () => {
    expect(insuranceErrors({ kind: 'insurer', insurerId: '', policyNumber: '' }, 'en')).toEqual({
      insurerId: 'This field is required.',
      policyNumber: 'This field is required.',
    });
    expect(insuranceErrors({ kind: 'insurer', insurerId: '7', policyNumber: 'p'.repeat(41) }, 'id')).toEqual({
      policyNumber: 'Maksimal 40 karakter.',
    });
  });

  it('sends self-pay without insurer details and an insurer id as a number', () => {
    expect(toInsuranceInput({ kind: 'self', insurerId: '7', policyNumber: 'X' })).toEqual({ kind: 'self' });
    expect(toInsuranceInput({ kind: 'insurer', insurerId: '7', policyNumber: ' POL-1 ' })).toEqual({
      kind: 'insurer',
      insurerId: 7,
      policyNumber: 'POL-1',
    });
  });
});

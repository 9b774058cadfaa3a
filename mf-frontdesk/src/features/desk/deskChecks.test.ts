import { deskChecks } from './deskChecks';

describe('deskChecks (docs/decisions.md, issue 26)', () => {
  it('asks for the referral letter of a BPJS visit, the document of a foreigner and the guardian of a child', () => {
    expect(deskChecks({ payment: 'bpjs', id_document: 'nik', for_whom: 'self' })).toEqual(['bpjs']);
    expect(deskChecks({ payment: 'self', id_document: 'passport', for_whom: 'self' })).toEqual(['passport']);
    expect(deskChecks({ payment: 'insurer', id_document: 'kitas', for_whom: 'child' })).toEqual([
      'kitas',
      'child',
    ]);
    expect(deskChecks({ payment: 'bpjs', id_document: 'nik', for_whom: 'child' })).toEqual(['bpjs', 'child']);
  });

  it('otherwise compares the KTP with the booking', () => {
    expect(deskChecks({ payment: 'self', id_document: 'nik', for_whom: 'parent' })).toEqual(['nik']);
  });
});

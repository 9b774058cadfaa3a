import { consultationKey, consultationPath, parseConsultationKey } from './consultation';

describe('consultation keys', () => {
  it('joins the meeting id and the participant token in one path segment, and splits it back', () => {
    const key = consultationKey('Mt8Zq2LxWv5Rk9PcHn3Yb4', 'pT0k3n-P4ti3nt_x');
    expect(key).toBe('Mt8Zq2LxWv5Rk9PcHn3Yb4.pT0k3n-P4ti3nt_x');
    expect(parseConsultationKey(key)).toEqual({
      meetingId: 'Mt8Zq2LxWv5Rk9PcHn3Yb4',
      token: 'pT0k3n-P4ti3nt_x',
    });
    expect(parseConsultationKey(' demo-R7kP2xQm9VtL4wNc.pasien-demo-2026 ')).toEqual({
      meetingId: 'demo-R7kP2xQm9VtL4wNc',
      token: 'pasien-demo-2026',
    });
  });

  it('reads a meeting id alone as a key without a token (the API then refuses it)', () => {
    expect(parseConsultationKey('demo-R7kP2xQm9VtL4wNc')).toEqual({
      meetingId: 'demo-R7kP2xQm9VtL4wNc',
      token: '',
    });
  });

  it('gives a booking’s room path only with both the meeting and the patient’s token', () => {
    expect(consultationPath({ meeting_id: 'Mt8', meeting_token: 'tok' })).toBe('/konsultasi/Mt8.tok');
    expect(consultationPath({ meeting_id: 'Mt8', meeting_token: null })).toBeNull();
    expect(consultationPath({ meeting_id: null, meeting_token: null })).toBeNull();
  });
});

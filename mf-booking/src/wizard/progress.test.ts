import { freezeDate, unfreezeDate } from '../testing/clock';
import { VALID_PATIENT } from '../testing/fixtures';
import { emptyDraft, type BookingDraft } from './draftStore';
import { firstIncompleteStep, furthestReachableStep } from './progress';

beforeEach(() => freezeDate());
afterEach(() => unfreezeDate());

const complete: BookingDraft = {
  ...emptyDraft(),
  companyId: 1,
  patient: VALID_PATIENT,
  insurance: { kind: 'self', insurerId: '', policyNumber: '' },
  schedule: { poliId: 2462, doctorId: 1023, date: '2026-11-24', sessionId: 69, start: '16:00', end: '19:00' },
};

describe('wizard progress', () => {
  it('never lets the user past the first unanswered step', () => {
    expect(furthestReachableStep(emptyDraft())).toBe(1);
    expect(furthestReachableStep({ ...complete, patient: { ...VALID_PATIENT, email: 'x' } })).toBe(2);
    expect(
      furthestReachableStep({ ...complete, insurance: { kind: '', insurerId: '', policyNumber: '' } }),
    ).toBe(3);
    expect(firstIncompleteStep({ ...complete, schedule: { ...complete.schedule, sessionId: null } })).toBe(4);
    expect(furthestReachableStep(complete)).toBe(5);
  });

  it('treats a pre-selected session without confirmed hours as not yet chosen', () => {
    expect(firstIncompleteStep({ ...complete, schedule: { ...complete.schedule, start: '' } })).toBe(4);
  });
});

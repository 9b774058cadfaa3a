import { freezeDate, unfreezeDate } from '@hospital/remote-kit/testing';
import {
  CHILD_PATIENT,
  MOTHER_CONTACT,
  NOW,
  SELF_PAY,
  VALID_CONTACT,
  VALID_PATIENT,
} from '../../testing/fixtures';
import { ANSWER_CHECKS } from './answerChecks';
import { EMPTY_CONTACT, EMPTY_INSURANCE, EMPTY_PATIENT, emptyDraft, type BookingDraft } from './draftStore';
import { reachableStep, stepCompletion } from './progress';

beforeEach(() => freezeDate(NOW));
afterEach(() => unfreezeDate());

const complete: BookingDraft = {
  ...emptyDraft(),
  companyId: 1,
  patient: VALID_PATIENT,
  contact: VALID_CONTACT,
  insurance: SELF_PAY,
  schedule: { poliId: 2462, doctorId: 1023, date: '2026-11-24', sessionId: 69, start: '16:00', end: '19:00' },
};
const furthest = (draft: BookingDraft) => reachableStep(draft, 5, ANSWER_CHECKS);

describe('wizard progress', () => {
  it('never lets the user past the first unanswered step', () => {
    expect(furthest(emptyDraft())).toBe(1);
    expect(furthest({ ...complete, contact: { ...VALID_CONTACT, email: 'x' } })).toBe(2);
    expect(furthest({ ...complete, insurance: EMPTY_INSURANCE })).toBe(3);
    expect(furthest({ ...complete, schedule: { ...complete.schedule, sessionId: null } })).toBe(4);
    expect(furthest(complete)).toBe(5);
    expect(reachableStep({ ...complete, patient: { ...VALID_PATIENT, nik: '123' } }, 4, ANSWER_CHECKS)).toBe(
      2,
    );
    expect(reachableStep(complete, 3, ANSWER_CHECKS)).toBe(3);
  });

  it('needs the contact of a booking for someone else, and for a child a parent or guardian', () => {
    const forChild = { ...complete, patient: CHILD_PATIENT, contact: MOTHER_CONTACT };
    expect(furthest(forChild)).toBe(5);
    // The child's own phone is no contact: the booker's name and relationship are required.
    expect(furthest({ ...forChild, contact: VALID_CONTACT })).toBe(2);
    expect(furthest({ ...forChild, contact: { ...MOTHER_CONTACT, relationship: 'sibling' } })).toBe(2);
    expect(furthest({ ...forChild, contact: { ...MOTHER_CONTACT, relationship: 'guardian' } })).toBe(5);
    // For one's parent the booker is the parent's child: nothing more to choose.
    const forParent = { ...forChild, patient: { ...VALID_PATIENT, forWhom: 'parent' as const } };
    expect(furthest({ ...forParent, contact: { ...MOTHER_CONTACT, relationship: '' } })).toBe(5);
  });

  it('treats a pre-selected session without confirmed hours as not yet chosen', () => {
    expect(furthest({ ...complete, schedule: { ...complete.schedule, start: '' } })).toBe(4);
  });

  it('decides without the patient checks whatever does not need them, and says when it cannot', () => {
    // Steps 1 and 2 need no checks: the frame of step 1 never downloads the schemas (docs/decisions.md, issue 9).
    expect(reachableStep(emptyDraft(), 5, null)).toBe(1);
    expect(reachableStep(complete, 2, null)).toBe(2);
    expect(reachableStep(complete, 1, null)).toBe(1);
    // A doctor card on a fresh draft: nothing typed yet is unanswered, schemas or not.
    const fresh = { ...complete, patient: { ...EMPTY_PATIENT }, contact: { ...EMPTY_CONTACT } };
    expect(reachableStep(fresh, 5, null)).toBe(2);
    expect(reachableStep({ ...fresh, patient: { ...EMPTY_PATIENT, fullName: '  ' } }, 5, null)).toBe(2);
    // "For whom" alone is not an answer: it always has one.
    expect(reachableStep({ ...fresh, patient: { ...EMPTY_PATIENT, forWhom: 'child' } }, 5, null)).toBe(2);
    // Something typed: only the schema knows.
    expect(reachableStep(complete, 3, null)).toBeNull();
    expect(reachableStep({ ...fresh, patient: { ...EMPTY_PATIENT, fullName: 'A' } }, 5, null)).toBeNull();
    expect(reachableStep({ ...fresh, contact: { ...EMPTY_CONTACT, phone: '0812' } }, 5, null)).toBeNull();
    expect(stepCompletion(complete, 2, null)).toBeNull();
    expect(stepCompletion(complete, 3, null)).toBeNull();
    expect(stepCompletion({ ...complete, insurance: { ...complete.insurance, kind: '' } }, 3, null)).toBe(
      false,
    );
    expect(stepCompletion(complete, 4, null)).toBe(true);
  });
});

import { INSURER_INSURANCE, VALID_CONTACT, VALID_PATIENT } from '../../testing/fixtures';
import {
  DRAFT_STORAGE_KEY,
  DRAFT_VERSION,
  draftData,
  EMPTY_INSURANCE,
  emptyDraft,
  useDraftStore,
} from './draftStore';

function stored() {
  return JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as {
    state: ReturnType<typeof draftData>;
  } | null;
}

beforeEach(() => {
  sessionStorage.clear();
  useDraftStore.setState(emptyDraft());
});

describe('booking draft store', () => {
  it('persists every step to sessionStorage as it changes (never localStorage)', () => {
    const store = useDraftStore.getState();
    store.setCompany(1);
    store.setPatient(VALID_PATIENT);
    store.setContact(VALID_CONTACT);
    store.setInsurance({ ...INSURER_INSURANCE, policyNumber: 'POL-1' });
    store.setSchedule({ poliId: 2462, doctorId: 1023 });
    store.setSchedule({ date: '2026-11-24' });
    store.setSchedule({ sessionId: 69, start: '16:00', end: '19:00' });
    store.goTo(4);
    expect(stored()?.state).toMatchObject({
      step: 4,
      companyId: 1,
      patient: VALID_PATIENT,
      contact: VALID_CONTACT,
      insurance: { kind: 'insurer', insurerId: '7', policyNumber: 'POL-1' },
      schedule: { poliId: 2462, doctorId: 1023, date: '2026-11-24', sessionId: 69, start: '16:00' },
    });
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('comes back from sessionStorage after a reload', async () => {
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        state: { ...emptyDraft(), step: 4, companyId: 2, patient: VALID_PATIENT },
        version: DRAFT_VERSION,
      }),
    );
    await useDraftStore.persist.rehydrate();
    const draft = draftData(useDraftStore.getState());
    expect(draft.step).toBe(4);
    expect(draft.companyId).toBe(2);
    expect(draft.patient).toEqual(VALID_PATIENT);
  });

  it('takes over a draft stored before docs/decisions.md, issue 15: the patient booked for herself, her phone the contact', async () => {
    const { phone, email } = VALID_CONTACT;
    const { fullName, birthDay, birthMonth, birthYear, nik } = VALID_PATIENT;
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        state: {
          step: 5,
          companyId: 1,
          patient: { fullName, birthDay, birthMonth, birthYear, nik, phone, email },
          insurance: { kind: 'insurer', insurerId: '7', policyNumber: 'POL-1' },
        },
        version: 1,
      }),
    );
    await useDraftStore.persist.rehydrate();
    const draft = draftData(useDraftStore.getState());
    expect(draft).toMatchObject({ step: 5, companyId: 1, patient: VALID_PATIENT });
    expect(draft.contact).toEqual({ ...VALID_CONTACT, fullName: VALID_PATIENT.fullName });
    expect(draft.insurance).toEqual({
      ...EMPTY_INSURANCE,
      kind: 'insurer',
      insurerId: '7',
      policyNumber: 'POL-1',
    });
  });

  it('reads the stored draft only when asked, never as it loads (the server has none to render)', async () => {
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ state: { ...emptyDraft(), step: 4, companyId: 2 }, version: DRAFT_VERSION }),
    );
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./draftStore');
      expect(fresh.useDraftStore.getState()).toMatchObject({ step: 1, companyId: null });
      // Synchronously: the wizard restores the draft before the browser paints (CreateAppointmentPage).
      fresh.restoreDraft();
      expect(fresh.useDraftStore.getState()).toMatchObject({ step: 4, companyId: 2 });
    });
  });

  it('forgets the schedule when the hospital changes, and the session when the date changes', () => {
    const store = useDraftStore.getState();
    store.setCompany(1);
    store.setSchedule({ poliId: 2462, doctorId: 1023, date: '2026-11-24', sessionId: 69, start: '16:00' });
    store.setSchedule({ date: '2026-11-28' });
    expect(useDraftStore.getState().schedule).toMatchObject({
      doctorId: 1023,
      date: '2026-11-28',
      sessionId: null,
    });
    store.setSchedule({ doctorId: 1024 });
    expect(useDraftStore.getState().schedule).toMatchObject({ poliId: 2462, doctorId: 1024, date: '' });
    store.setCompany(2);
    expect(useDraftStore.getState().schedule.poliId).toBeNull();
  });

  it('keeps one idempotency key per attempt and makes a new one when the booking changes', () => {
    const store = useDraftStore.getState();
    const key = store.attemptKey('booking-a');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(useDraftStore.getState().attemptKey('booking-a')).toBe(key);
    expect(stored()?.state.attempt).toEqual({ key, fingerprint: 'booking-a' });
    expect(useDraftStore.getState().attemptKey('booking-b')).not.toBe(key);
  });

  it('after a full session keeps steps 1-3 and the date, drops the session and explains why', () => {
    const store = useDraftStore.getState();
    store.setCompany(1);
    store.setPatient(VALID_PATIENT);
    store.setSchedule({ poliId: 2462, doctorId: 1023, date: '2026-11-24', sessionId: 69, start: '16:00' });
    store.goTo(5);
    store.sessionConflict('session_full');
    const draft = useDraftStore.getState();
    expect(draft.step).toBe(4);
    expect(draft.patient).toEqual(VALID_PATIENT);
    expect(draft.schedule).toMatchObject({ doctorId: 1023, date: '2026-11-24', sessionId: null, start: '' });
    expect(draft.notice).toEqual({ kind: 'session_full', step: 4 });
    expect(draft.returnToSummary).toBe(true);
  });

  it('applies a doctor card pre-selection over an older choice, keeping the patient', () => {
    const store = useDraftStore.getState();
    store.setCompany(2);
    store.setPatient(VALID_PATIENT);
    store.setSchedule({ poliId: 2486, doctorId: 1025 });
    store.applyPreselection({
      companyId: 1,
      poliId: 2462,
      doctorId: 1023,
      date: '2026-11-24',
      sessionId: 69,
    });
    const draft = useDraftStore.getState();
    expect(draft.companyId).toBe(1);
    expect(draft.schedule).toEqual({
      poliId: 2462,
      doctorId: 1023,
      date: '2026-11-24',
      sessionId: 69,
      start: '',
      end: '',
    });
    expect(draft.patient).toEqual(VALID_PATIENT);
  });

  it('keeps a package from its link at its clinic, and forgets it for another clinic or hospital (docs/decisions.md, issue 26)', () => {
    const store = useDraftStore.getState();
    store.applyPreselection({ companyId: 1, poliId: 2500, packageId: 2 });
    expect(useDraftStore.getState()).toMatchObject({
      companyId: 1,
      packageId: 2,
      schedule: { poliId: 2500 },
    });
    useDraftStore.getState().setSchedule({ poliId: 2500, doctorId: 1041 });
    expect(useDraftStore.getState().packageId).toBe(2);
    useDraftStore.getState().setSchedule({ poliId: 2461 });
    expect(useDraftStore.getState().packageId).toBeNull();
    useDraftStore.getState().applyPreselection({ companyId: 1, poliId: 2500, packageId: 2 });
    useDraftStore.getState().setCompany(2);
    expect(useDraftStore.getState().packageId).toBeNull();
    // A doctor's link is another choice: no package.
    useDraftStore.getState().applyPreselection({ companyId: 1, poliId: 2500, packageId: 3 });
    useDraftStore.getState().applyPreselection({ companyId: 1, poliId: 2461, doctorId: 1023 });
    expect(useDraftStore.getState().packageId).toBeNull();
  });

  it('reads a version 2 draft as a NIK booking (before the identity document, issue 26)', async () => {
    const { idDocument: _document, documentNumber: _number, ...patient } = VALID_PATIENT;
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ state: { ...emptyDraft(), step: 3, companyId: 1, patient }, version: 2 }),
    );
    await useDraftStore.persist.rehydrate();
    expect(useDraftStore.getState().patient).toEqual(VALID_PATIENT);
    expect(useDraftStore.getState().step).toBe(3);
  });

  it('reset empties the draft in storage too', () => {
    useDraftStore.getState().setPatient(VALID_PATIENT);
    useDraftStore.getState().reset();
    expect(stored()?.state.patient.fullName).toBe('');
  });
});

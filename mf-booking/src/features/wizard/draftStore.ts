import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  parseBookingLink,
  type BookingLink,
  type ContactRelationship,
  type IdentityDocument,
  type PatientRelation,
  type PaymentKind,
} from '@hospital/domain';
import { newIdempotencyKey } from './idempotencyKey';
import { toStepNumber, type StepNumber } from './steps';

/** Who the patient is (step 2, `patientSchema` of the domain once the birth date is put together). */
export interface PatientDraft {
  forWhom: PatientRelation;
  fullName: string;
  /** Day, month and year as typed; the ISO date is derived (`patientForm.ts`). */
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  /** A newborn without a NIK yet: only for a child with a NIK. */
  newborn: boolean;
  /** The identity the patient books with (docs/decisions.md, issue 26): the NIK, or a foreigner's passport or KITAS. */
  idDocument: IdentityDocument;
  nik: string;
  /** The passport or KITAS number as typed (`documentNumberOf` cleans it). */
  documentNumber: string;
}

/**
 * Who the hospital calls about this booking (step 2, `bookingContactSchema`): the patient, or the one
 * who books for someone else, with who they are to the patient.
 */
export interface ContactDraft {
  /** Asked only when booking for someone else; the patient's own name otherwise. */
  fullName: string;
  relationship: '' | ContactRelationship;
  phone: string;
  email: string;
}

export interface InsuranceDraft {
  kind: '' | PaymentKind;
  bpjsCardNumber: string;
  referralNumber: string;
  /** The BPJS referral comes on paper: no number is typed. */
  paperReferral: boolean;
  insurerId: string;
  policyNumber: string;
}

export interface ScheduleDraft {
  poliId: number | null;
  doctorId: number | null;
  date: string;
  sessionId: number | null;
  start: string;
  end: string;
}

/** Why the wizard sent the user back to a step after Submit; shown on that step. */
export type DraftNotice =
  | { kind: 'session_full' | 'session_unavailable'; step: 4 }
  | { kind: 'invalid'; step: StepNumber; message: string };

export interface BookingAttempt {
  /** `Idempotency-Key` of every request of this attempt. */
  key: string;
  /** What was sent: a changed booking is a new attempt with a new key. */
  fingerprint: string;
}

export interface BookingDraft {
  step: StepNumber;
  /** Set by an edit link of the summary: Next then returns to the summary. */
  returnToSummary: boolean;
  /**
   * Set by a link naming the doctor (a doctor card, a profile's session): the wizard opens on the schedule
   * with that choice, and Next then leads to the first step still to answer (docs/decisions.md, issue 26).
   */
  scheduleFirst: boolean;
  companyId: number | null;
  /**
   * The service package booked (an MCU package's link: docs/decisions.md, issue 26), at the link's clinic;
   * another hospital or clinic forgets it.
   */
  packageId: number | null;
  patient: PatientDraft;
  contact: ContactDraft;
  insurance: InsuranceDraft;
  schedule: ScheduleDraft;
  consent: boolean;
  attempt: BookingAttempt | null;
  notice: DraftNotice | null;
}

/**
 * What a deep link into the wizard names (its format: bookingLink in @hospital/domain). A dated
 * session from a doctor's profile is checked against fresh availability at step 4.
 */
export type Preselection = BookingLink;

interface DraftActions {
  goTo(step: StepNumber, options?: { returnToSummary?: boolean }): void;
  setCompany(companyId: number): void;
  setPatient(patient: PatientDraft): void;
  setContact(contact: ContactDraft): void;
  setInsurance(insurance: InsuranceDraft): void;
  setSchedule(changes: Partial<ScheduleDraft>): void;
  setConsent(consent: boolean): void;
  applyPreselection(preselection: Preselection): void;
  /** The key of the attempt described by `fingerprint`: the same one until the booking changes. */
  attemptKey(fingerprint: string): string;
  /** After a 409 on the session: forget the session (not the date), go back to step 4 and say why. */
  sessionConflict(kind: 'session_full' | 'session_unavailable'): void;
  showNotice(notice: DraftNotice): void;
  clearNotice(): void;
  reset(): void;
}

export type DraftStore = BookingDraft & DraftActions;

export const DRAFT_STORAGE_KEY = 'medika.booking.draft';

// Most patients book for themselves: the question "for whom" starts there, never unanswered.
export const EMPTY_PATIENT: PatientDraft = {
  forWhom: 'self',
  fullName: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  newborn: false,
  idDocument: 'nik',
  nik: '',
  documentNumber: '',
};
export const EMPTY_CONTACT: ContactDraft = { fullName: '', relationship: '', phone: '', email: '' };
export const EMPTY_INSURANCE: InsuranceDraft = {
  kind: '',
  bpjsCardNumber: '',
  referralNumber: '',
  paperReferral: false,
  insurerId: '',
  policyNumber: '',
};
export const EMPTY_SCHEDULE: ScheduleDraft = {
  poliId: null,
  doctorId: null,
  date: '',
  sessionId: null,
  start: '',
  end: '',
};

export function emptyDraft(): BookingDraft {
  return {
    step: 1,
    returnToSummary: false,
    scheduleFirst: false,
    companyId: null,
    packageId: null,
    patient: { ...EMPTY_PATIENT },
    contact: { ...EMPTY_CONTACT },
    insurance: { ...EMPTY_INSURANCE },
    schedule: { ...EMPTY_SCHEDULE },
    consent: false,
    attempt: null,
    notice: null,
  };
}

function noSession(schedule: ScheduleDraft): ScheduleDraft {
  return { ...schedule, sessionId: null, start: '', end: '' };
}

/**
 * Whether a link names a session (doctor, hospital, clinic, date and session: a doctor card's next
 * session, a profile's session): the wizard then opens on its schedule step with that session chosen,
 * the patient's steps coming after it (docs/decisions.md, issue 26). A link naming only the doctor
 * opens on the patient step, as before.
 */
export function opensOnSchedule(link: Preselection | null): boolean {
  return (
    link !== null &&
    link.companyId !== undefined &&
    link.poliId !== undefined &&
    link.doctorId !== undefined &&
    link.sessionId !== undefined
  );
}

/**
 * The step a wizard URL asks for: its `?step=`, else the schedule for a doctor's link, else the first.
 * The page and its server action read it alike (a form without JavaScript posts to the URL it came from).
 */
export function askedStep(search: URLSearchParams): StepNumber {
  return toStepNumber(search.get('step')) ?? (opensOnSchedule(parseBookingLink(search)) ? 4 : 1);
}

/**
 * A doctor card's choice over a draft: the hospital, clinic, doctor, date and session it names replace
 * the draft's (each choice clears the ones that depend on it); the rest of the draft is kept.
 */
export function withPreselection(draft: BookingDraft, link: Preselection): BookingDraft {
  const { companyId, poliId, doctorId, date, sessionId, packageId } = link;
  const company = companyId ?? draft.companyId;
  let schedule = company === draft.companyId ? draft.schedule : { ...EMPTY_SCHEDULE };
  if (poliId !== undefined && poliId !== schedule.poliId) schedule = { ...EMPTY_SCHEDULE, poliId };
  if (doctorId !== undefined && doctorId !== schedule.doctorId) {
    schedule = { ...EMPTY_SCHEDULE, poliId: schedule.poliId, doctorId };
  }
  if (date !== undefined && date !== schedule.date) schedule = { ...noSession(schedule), date };
  if (sessionId !== undefined && sessionId !== schedule.sessionId) {
    // Hours are unknown until availability confirms the session at step 4.
    schedule = { ...noSession(schedule), sessionId };
  }
  return {
    ...draft,
    companyId: company,
    // A link is a new choice: a package's link names its package, any other link none.
    packageId: packageId ?? null,
    schedule,
    scheduleFirst: draft.scheduleFirst || opensOnSchedule(link),
  };
}

/**
 * Version 2 (docs/decisions.md, issue 15): for whom, the booking's own contact, BPJS with its referral.
 * Version 3 (issue 26): the patient's identity document.
 */
export const DRAFT_VERSION = 3;

interface DraftV1 {
  patient?: Partial<Omit<PatientDraft, 'forWhom' | 'newborn'>> & { phone?: string; email?: string };
  insurance?: { kind?: string; insurerId?: string; policyNumber?: string };
}

/**
 * A draft stored by the release before docs/decisions.md, issue 15 (a tab left open over a deploy): the patient booked for
 * herself, her phone and e-mail become the booking's contact, and the payment keeps its answer.
 */
function migrateDraft(persisted: unknown, version: number): BookingDraft {
  const empty = emptyDraft();
  if (typeof persisted !== 'object' || persisted === null) return empty;
  if (version >= 2) {
    // A version 2 patient has no identity document: the NIK, as it was then.
    const draft = persisted as Partial<BookingDraft>;
    return { ...empty, ...draft, patient: { ...EMPTY_PATIENT, ...draft.patient } };
  }
  const old = persisted as DraftV1 & Partial<BookingDraft>;
  const { phone = '', email = '', ...patient }: NonNullable<DraftV1['patient']> = old.patient ?? {};
  const kind = old.insurance?.kind === 'self' || old.insurance?.kind === 'insurer' ? old.insurance.kind : '';
  return {
    ...empty,
    ...old,
    patient: { ...EMPTY_PATIENT, ...patient },
    contact: { ...EMPTY_CONTACT, fullName: patient.fullName ?? '', phone, email },
    insurance: {
      ...EMPTY_INSURANCE,
      kind,
      insurerId: old.insurance?.insurerId ?? '',
      policyNumber: old.insurance?.policyNumber ?? '',
    },
  };
}

/**
 * The booking being made, kept in sessionStorage: it survives a reload and a visit to another page
 * of the site in the same tab, and is gone when the tab closes (health data does not linger on a
 * shared computer). Cleared on success.
 *
 * The server has no draft, and the browser's first render of a server-rendered page must be the
 * server's (docs/architecture.md §9, hydration): the stored draft is therefore read only when the wizard asks
 * for it, after it has taken over the page (`restoreDraft`), never when this module loads. Until then
 * the store holds the empty draft, and while React hydrates its hook reads that initial state anyway.
 */
export const useDraftStore = create<DraftStore>()(
  persist(
    (set, get) => ({
      ...emptyDraft(),
      goTo: (step, options = {}) =>
        set({
          step,
          returnToSummary: step === 5 ? false : (options.returnToSummary ?? get().returnToSummary),
        }),
      setCompany: (companyId) => {
        if (companyId === get().companyId) return;
        // Clinics and doctors belong to one hospital: another hospital means another schedule (and no
        // package, booked at one hospital's clinic).
        set({ companyId, packageId: null, schedule: { ...EMPTY_SCHEDULE } });
      },
      setPatient: (patient) => set({ patient: { ...patient } }),
      setContact: (contact) => set({ contact: { ...contact } }),
      setInsurance: (insurance) => set({ insurance: { ...insurance } }),
      setSchedule: (changes) => {
        // Each choice depends on the one before: a new clinic clears the doctor, a new doctor the
        // date, a new date the session.
        let next = { ...get().schedule };
        let { packageId } = get();
        if (changes.poliId !== undefined && changes.poliId !== next.poliId) {
          next = { ...EMPTY_SCHEDULE, poliId: changes.poliId };
          // A package is booked at the clinic its link named.
          packageId = null;
        }
        if (changes.doctorId !== undefined && changes.doctorId !== next.doctorId) {
          next = { ...EMPTY_SCHEDULE, poliId: next.poliId, doctorId: changes.doctorId };
        }
        if (changes.date !== undefined && changes.date !== next.date)
          next = { ...noSession(next), date: changes.date };
        if (changes.sessionId !== undefined) {
          next = {
            ...next,
            sessionId: changes.sessionId,
            start: changes.start ?? '',
            end: changes.end ?? '',
          };
        }
        set({ schedule: next, packageId });
      },
      setConsent: (consent) => set({ consent }),
      applyPreselection: (preselection) => {
        const { companyId, packageId, schedule, scheduleFirst } = withPreselection(
          draftData(get()),
          preselection,
        );
        set({ companyId, packageId, schedule, scheduleFirst, returnToSummary: false, notice: null });
      },
      attemptKey: (fingerprint) => {
        const attempt = get().attempt;
        if (attempt && attempt.fingerprint === fingerprint) return attempt.key;
        const key = newIdempotencyKey();
        set({ attempt: { key, fingerprint } });
        return key;
      },
      sessionConflict: (kind) =>
        set((draft) => ({
          schedule: noSession(draft.schedule),
          step: 4,
          returnToSummary: true,
          notice: { kind, step: 4 },
        })),
      showNotice: (notice) => set({ notice }),
      clearNotice: () => set({ notice: null }),
      reset: () => set(emptyDraft()),
    }),
    {
      name: DRAFT_STORAGE_KEY,
      version: DRAFT_VERSION,
      migrate: migrateDraft,
      // Undefined on the server (no sessionStorage): the store is then a plain one that nothing writes.
      storage: createJSONStorage(() => sessionStorage),
      skipHydration: true,
      // What is kept is the draft's data, as pure helpers see it.
      partialize: draftData,
    },
  ),
);

/**
 * The draft's data without its actions, for pure helpers. The fields are the ones emptyDraft()
 * names, so a field added to the draft is kept without a second list to update.
 */
export function draftData(store: DraftStore): BookingDraft {
  const data = emptyDraft();
  for (const key of Object.keys(data) as (keyof BookingDraft)[]) copyField(data, store, key);
  return data;
}

/** The draft's answers: everything but the remembered step. */
export type DraftAnswers = Omit<BookingDraft, 'step'>;

/**
 * The draft without its step (`draftData`'s one list of fields): what the wizard follows through
 * zustand's `useShallow`, so a change of the remembered step alone renders nothing again.
 */
export function draftAnswers(store: DraftStore): DraftAnswers {
  const { step: _step, ...answers } = draftData(store);
  return answers;
}

function copyField<K extends keyof BookingDraft>(target: BookingDraft, source: BookingDraft, key: K): void {
  target[key] = source[key];
}

/**
 * Reads the stored draft into the store, once per page load (afterwards the store and the storage are
 * the same, every change being written through). Browser only: call it from an effect. sessionStorage
 * answers synchronously, and zustand's persist then settles synchronously too: the draft is in the
 * store when this returns.
 */
export function restoreDraft(): void {
  if (!useDraftStore.persist.hasHydrated()) void useDraftStore.persist.rehydrate();
}

import {
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useQuery } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { Link, useNavigate } from '@hospital/router';
import { publish } from '@hospital/event-bus';
import { Alert, Button, CheckboxField, Modal } from '@hospital/ui';
import {
  ARRIVE_BEFORE_MINUTES,
  documentNumberOf,
  formatDate,
  formatDayMonthYear,
  formatPrice,
  formatWibTimeRange,
  phoneTo62,
  validationMessages,
} from '@hospital/domain';
import { ErrorSummary, useErrorSummary } from '../../../shared/ErrorSummary';
import { formatPhone62 } from '../../../shared/format';
import { useRenderDate } from '../../../shared/renderDate';
import {
  companiesQuery,
  doctorsQuery,
  insurersQuery,
  packageQuery,
  polisQuery,
} from '../../../shared/queries';
import { saveLastBooking } from '../../../shared/lastBooking';
import { BringList } from '../../../shared/visit/BringList';
import { doctorFeeAt, feeText } from '../../../shared/visit/fees';
import { useStepActionData } from '../actionData';
import { draftData, useDraftStore } from '../draftStore';
import { useShownDraft } from '../shownDraft';
import { birthDateIso, displayedAge } from '../../../shared/birthDate';
import { isNewborn, toContactInput, usesNik } from '../patient/patientForm';
import { textsFor } from '../patient/texts';
import type { StepNumber } from '../steps';
import { bookingFingerprint, buildBookingRequest, submitBooking } from '../submitBooking';
import { ConsentText } from '../summary/ConsentText';
import { NextPageLoader } from '../nextPage';
import { StepNav } from './StepNav';
import type { StepProps } from './StepProps';
import styles from './Step5Summary.module.css';
import visitStyles from '../../../shared/visit/visit.module.css';

type Dialog = { kind: 'network' } | { kind: 'duplicate' } | null;

const CONSENT_ID = 'booking-consent';

/**
 * The edit buttons submit this form of their own (outside the summary's form, so Enter there still means
 * Submit): without JavaScript the wizard's server action opens the step (docs/architecture.md §2c).
 */
const EDIT_FORM_ID = 'booking-edit-form';

/**
 * Step 5: everything at a glance with an edit link per step, what the visit costs, what to bring and
 * when to come, the PDP consent (for a child, the parent's or guardian's), and Submit.
 */
export function Step5Summary({ onBack, goTo }: StepProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const now = useRenderDate();
  const navigate = useNavigate();
  const loadSuccessPage = useContext(NextPageLoader);
  const draft = useShownDraft();
  const { companyId, packageId, patient, contact, insurance, schedule, consent } = draft;
  const texts = textsFor(patient.forWhom);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The server's answer to the summary posted without JavaScript (wizardAction.ts), until the next submit.
  const served = useStepActionData(5);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    void loadSuccessPage();
    return () => {
      mounted.current = false;
    };
  }, [loadSuccessPage]);

  // The names of what was chosen, from the lists the steps before showed (cached, so no wait here).
  const { poliId } = schedule;
  const companies = useQuery(companiesQuery(api));
  const polis = useQuery({ ...polisQuery(api, companyId ?? 0), enabled: companyId !== null });
  const doctors = useQuery({
    ...doctorsQuery(api, companyId ?? 0, poliId ?? 0),
    enabled: companyId !== null && poliId !== null,
  });
  const insurers = useQuery({ ...insurersQuery(api), enabled: insurance.kind === 'insurer' });
  const booked = useQuery({ ...packageQuery(api, packageId ?? 0), enabled: packageId !== null });
  const pkg = packageId === null ? null : booked.data;
  const company = companies.data?.find((c) => c.id === companyId);
  const poli = polis.data?.find((p) => p.id === poliId);
  const doctor = doctors.data?.find((d) => d.id === schedule.doctorId);
  const insurer = insurers.data?.find((p) => String(p.id) === insurance.insurerId);
  const online = doctor?.lines.find((line) => line.session_id === schedule.sessionId)?.telemedicine ?? false;
  const age = displayedAge(patient, now);
  const newborn = isNewborn(patient);
  const relationship = toContactInput({ patient, contact }).relationship;
  // A package's price is what the visit costs (its consultation included: docs/decisions.md, issue 26).
  const fee = pkg ? formatPrice(pkg.price) : feeText(t, insurance.kind, doctorFeeAt(doctor, companyId));
  const consentMessage = validationMessages(lang).consent;
  const consentError = submitted ? (consent ? undefined : consentMessage) : served.errors.consent;
  const summary = useErrorSummary(
    served.errors.consent
      ? [{ id: CONSENT_ID, label: t('summary.consentTitle'), message: served.errors.consent }]
      : [],
  );

  const send = async () => {
    const store = useDraftStore.getState();
    const request = buildBookingRequest(draftData(store));
    if (!request) {
      goTo(3, { returnToSummary: true });
      return;
    }
    const key = store.attemptKey(bookingFingerprint(request));
    setBusy(true);
    const outcome = await submitBooking(request, key, api);
    if (!mounted.current) return;
    setBusy(false);
    switch (outcome.kind) {
      case 'success': {
        const { appointment } = outcome;
        saveLastBooking({ appointment, lang, bornDate: request.patient.bornDate, celebrated: false });
        publish('booking:completed', {
          code: appointment.code,
          queueNumber: appointment.queue_number,
          doctorName: appointment.doctor.name,
          date: appointment.date,
        });
        await loadSuccessPage();
        if (!mounted.current) return;
        // The success page clears the draft once it shows: until then a retry stays idempotent.
        navigate(`/appointment/success?code=${encodeURIComponent(appointment.code)}`);
        return;
      }
      case 'schedule_conflict':
        setDialog(null);
        store.sessionConflict(outcome.code);
        goTo(4, { returnToSummary: true });
        return;
      case 'duplicate':
        setDialog({ kind: 'duplicate' });
        return;
      case 'invalid':
        setDialog(null);
        store.showNotice({ kind: 'invalid', step: outcome.step, message: outcome.message });
        goTo(outcome.step, { returnToSummary: true });
        return;
      case 'retryable':
        setDialog({ kind: 'network' });
        return;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (draft.notice?.step === 5) useDraftStore.getState().clearNotice();
    if (!consent) {
      summary.show([{ id: CONSENT_ID, label: t('summary.consentTitle'), message: consentMessage }]);
      return;
    }
    void send();
  };

  const edit = (step: StepNumber) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    goTo(step, { returnToSummary: true });
  };

  return (
    <>
      <form method="post" noValidate onSubmit={submit}>
        <ErrorSummary items={summary.items} attempt={summary.attempt} />
        {!submitted && served.problem && (
          <div className={styles.problem}>
            <Alert
              variant={served.problem === 'duplicate' ? 'warning' : 'error'}
              title={t(served.problem === 'duplicate' ? 'summary.duplicateTitle' : 'summary.networkTitle')}
            >
              <p>
                {t(served.problem === 'duplicate' ? 'summary.duplicateMessage' : 'summary.networkMessage')}
              </p>
              {served.problem === 'duplicate' && (
                <Link to="/detail-appointment">{t('summary.seeBooking')}</Link>
              )}
            </Alert>
          </div>
        )}
        <p className={styles.intro}>{t('summary.intro')}</p>
        {/* What the visit is (doctor, date, time, place) first: docs/decisions.md, issue 26. */}
        <SummarySection title={t('summary.schedule')} onEdit={edit(4)} step={4}>
          {packageId !== null && (
            <Row
              label={t('summary.package')}
              value={pkg?.name}
              detail={pkg ? formatPrice(pkg.price) : undefined}
            />
          )}
          <Row label={t('summary.doctor')} value={doctor?.name} />
          <Row label={t('summary.date')} value={formatDate(schedule.date, lang)} />
          <Row label={t('summary.time')} value={formatWibTimeRange(schedule.start, schedule.end, lang)} />
          <Row label={t('summary.poli')} value={poli?.name} />
          {poli?.location && (
            <Row label={t('summary.location')} value={`${poli.location.floor}, ${poli.location.counter}`} />
          )}
        </SummarySection>
        <SummarySection title={t('summary.hospital')} onEdit={edit(1)} step={1}>
          <Row label={t('summary.hospital')} value={company?.name} detail={company?.address} />
        </SummarySection>
        <SummarySection title={t('summary.patient')} onEdit={edit(2)} step={2}>
          <Row label={t('summary.forWhom')} value={t(`patient.forWhom.${patient.forWhom}`)} />
          <Row label={t('summary.fullName')} value={patient.fullName} />
          <Row
            label={t('summary.birthDate')}
            value={formatDayMonthYear(birthDateIso(patient), lang)}
            detail={age === null ? undefined : t('patient.age', { age: t('common.years', { count: age }) })}
          />
          {usesNik(patient) ? (
            <Row label={t('summary.nik')} value={newborn ? t('summary.nikNewborn') : patient.nik} />
          ) : (
            <Row
              label={t(`summary.document.${patient.idDocument}`)}
              value={documentNumberOf(patient.documentNumber)}
            />
          )}
        </SummarySection>
        <SummarySection title={t('summary.contact')} onEdit={edit(2)} step={2}>
          {patient.forWhom !== 'self' && (
            <>
              <Row label={t('summary.fullName')} value={contact.fullName} />
              <Row
                label={t('summary.relationship')}
                value={relationship ? t(`patient.relationships.${relationship}`) : undefined}
              />
            </>
          )}
          <Row label={t('summary.phone')} value={formatPhone62(phoneTo62(contact.phone))} />
          <Row label={t('summary.email')} value={contact.email.trim() || t('summary.emailNone')} />
        </SummarySection>
        <SummarySection title={t('summary.payment')} onEdit={edit(3)} step={3}>
          {insurance.kind === 'bpjs' ? (
            <>
              <Row label={t('summary.payer')} value={t('insurance.bpjs')} />
              <Row label={t('summary.bpjsCard')} value={insurance.bpjsCardNumber} />
              <Row
                label={t('summary.referral')}
                value={
                  insurance.paperReferral
                    ? t('summary.paperReferral')
                    : insurance.referralNumber.trim().toUpperCase()
                }
              />
            </>
          ) : insurance.kind === 'insurer' ? (
            <>
              <Row label={t('summary.insurer')} value={insurer?.name} />
              <Row label={t('summary.policyNumber')} value={insurance.policyNumber} />
            </>
          ) : (
            <Row label={t('summary.payer')} value={t('summary.selfPay')} />
          )}
          {fee && <Row label={t(pkg ? 'summary.packagePrice' : 'summary.fee')} value={fee} />}
        </SummarySection>

        <section className={visitStyles.box} aria-labelledby="booking-on-the-day">
          <h3 id="booking-on-the-day" className={visitStyles.heading}>
            {t('summary.onTheDay')}
          </h3>
          {online ? (
            <p className={visitStyles.note}>{t('summary.onlineBefore')}</p>
          ) : (
            <>
              <p className={visitStyles.note}>
                {t('summary.arrivalBefore', { minutes: ARRIVE_BEFORE_MINUTES })}
              </p>
              {poli?.location && (
                <p className={visitStyles.lead}>
                  {t('visit.where', { floor: poli.location.floor, counter: poli.location.counter })}
                </p>
              )}
              {insurance.kind !== '' && (
                <BringList
                  headingLevel={4}
                  forWhom={patient.forWhom}
                  newborn={newborn}
                  insuranceKind={insurance.kind}
                  idDocument={patient.idDocument}
                />
              )}
            </>
          )}
        </section>

        <ConsentText forChild={patient.forWhom === 'child'} />
        <CheckboxField
          id={CONSENT_ID}
          name="consent"
          checked={consent}
          onChange={(event) => useDraftStore.getState().setConsent(event.target.checked)}
          label={t(`summary.consentLabel.${texts.patient}`)}
          required
          requiredLabel={t('common.required')}
          error={consentError}
        />
        <StepNav
          onBack={onBack}
          nextLabel={busy ? t('summary.submitting') : t('summary.submit')}
          busy={busy}
          busyStatus={t('summary.submittingStatus')}
        />

        <Modal
          open={dialog?.kind === 'network'}
          onClose={() => setDialog(null)}
          title={t('summary.networkTitle')}
          closeLabel={t('common.close')}
          footer={
            <>
              <Button onClick={() => void send()} loading={busy}>
                {t('common.retry')}
              </Button>
              <Button variant="secondary" onClick={() => setDialog(null)}>
                {t('common.close')}
              </Button>
            </>
          }
        >
          <p role="alert">{t('summary.networkMessage')}</p>
        </Modal>
        <Modal
          open={dialog?.kind === 'duplicate'}
          onClose={() => setDialog(null)}
          title={t('summary.duplicateTitle')}
          closeLabel={t('common.close')}
          footer={<Link to="/detail-appointment">{t('summary.seeBooking')}</Link>}
        >
          <p>{t('summary.duplicateMessage')}</p>
        </Modal>
      </form>
      <form id={EDIT_FORM_ID} method="post" hidden />
    </>
  );
}

function SummarySection({
  title,
  onEdit,
  step,
  children,
}: {
  title: string;
  onEdit: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The step the edit button opens (the server action's `intent=edit-N` without JavaScript). */
  step: StepNumber;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `summary-section${useId()}`;
  // Named by its heading: a screen reader's list of regions takes the visitor straight to a part.
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {title}
        </h3>
        <button
          type="submit"
          form={EDIT_FORM_ID}
          name="intent"
          value={`edit-${step}`}
          className={styles.edit}
          onClick={onEdit}
          aria-label={t('summary.editSection', { section: title })}
        >
          {t('summary.edit')}
        </button>
      </div>
      <dl className={styles.list}>{children}</dl>
    </section>
  );
}

function Row({ label, value, detail }: { label: string; value?: string; detail?: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>
        {value || '—'}
        {detail && <span className={styles.detail}>{detail}</span>}
      </dd>
    </div>
  );
}

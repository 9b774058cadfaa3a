import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useQuery, type UseQueryResult } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { Alert, ErrorPanel, FieldError, RadioGroup, SelectField, Skeleton } from '@hospital/ui';
import {
  formatDate,
  formatDateRange,
  formatDayMonthYear,
  formatWibTimeRange,
  validationMessages,
} from '@hospital/domain';
import type { Availability } from '@hospital/api-client';
import { ErrorSummary, useErrorSummary, type ErrorSummaryItem } from '../../../shared/ErrorSummary';
import { LoadingBlock } from '../../../shared/LoadingBlock';
import { availabilityQuery, doctorsQuery, polisQuery } from '../../../shared/queries';
import { useSearchParams } from '@hospital/router';
import { useStepActionData } from '../actionData';
import { useDraftStore } from '../draftStore';
import { useShownDraft } from '../shownDraft';
import { isDaySelectable, isSessionBookable } from '../schedule/availabilityDays';
import { StepNav } from './StepNav';
import type { StepProps } from './StepProps';
import styles from './steps.module.css';

// The calendar is the heaviest part of the wizard: it downloads only when a doctor is chosen.
const AvailabilityCalendar = lazy(() => import('../schedule/AvailabilityCalendar'));

/** Step 4's field ids, for the labels and for the error summary's links. */
const STEP4_IDS = {
  poli: 'booking-poli',
  doctor: 'booking-doctor',
  date: 'booking-date',
  session: 'booking-session',
};

/**
 * The calendar's days and months are submit buttons of this form of their own (outside the step's form,
 * so Enter in the step still means Next): without JavaScript a day is posted to the wizard's server action.
 */
const DATE_FORM_ID = 'booking-date-form';

/** Step 4: clinic, doctor (pre-selected from a doctor card), a date in the booking window, a session. */
export function Step4Schedule({ onNext, onBack, nextLabel }: StepProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const required = validationMessages(lang).required;
  const { companyId, schedule, notice } = useShownDraft();
  const setSchedule = useDraftStore((s) => s.setSchedule);
  const clearNotice = useDraftStore((s) => s.clearNotice);
  const [submitted, setSubmitted] = useState(false);
  const [params] = useSearchParams();
  // The server's message for this step posted without JavaScript (wizardAction.ts), until the next submit.
  const served = useStepActionData(4).errors;
  const dateArea = useRef<HTMLDivElement>(null);
  const sessionArea = useRef<HTMLDivElement>(null);
  const dateLabelId = `date${useId()}`;
  const dateErrorId = `${dateLabelId}-error`;
  const dateHintId = `${dateLabelId}-hint`;

  const { poliId, doctorId } = schedule;
  const polis = useQuery({ ...polisQuery(api, companyId ?? 0), enabled: companyId !== null });
  const doctors = useQuery({
    ...doctorsQuery(api, companyId ?? 0, poliId ?? 0),
    enabled: companyId !== null && poliId !== null,
  });
  const availability = useQuery({
    ...availabilityQuery(api, { companyId: companyId ?? 0, poliId: poliId ?? 0, doctorId: doctorId ?? 0 }),
    enabled: companyId !== null && poliId !== null && doctorId !== null,
  });

  // A pre-selection (a doctor card, an old draft) may name a clinic or doctor not offered here.
  const polisData = polis.data;
  useEffect(() => {
    if (polisData && poliId !== null && !polisData.some((p) => p.id === poliId)) {
      setSchedule({ poliId: null });
    }
  }, [polisData, poliId, setSchedule]);
  const doctorsData = doctors.data;
  useEffect(() => {
    if (doctorsData && doctorId !== null && !doctorsData.some((d) => d.id === doctorId)) {
      setSchedule({ doctorId: null });
    }
  }, [doctorsData, doctorId, setSchedule]);

  // Fresh availability may have taken the chosen day or session away (the 409 path, an old draft).
  const availableData = availability.data ?? null;
  useEffect(() => {
    if (!availableData) return;
    const { date, sessionId } = useDraftStore.getState().schedule;
    if (!date) return;
    const day = availableData.days.find((d) => d.date === date);
    if (!isDaySelectable(day)) {
      setSchedule({ date: '' });
      return;
    }
    const session = day?.sessions.find((s) => s.session_id === sessionId);
    if (sessionId !== null && (!session || !isSessionBookable(session))) {
      setSchedule({ sessionId: null, start: '', end: '' });
    } else if (session && useDraftStore.getState().schedule.start !== session.start) {
      // A session pre-selected from the doctor's profile gets its hours from the availability.
      setSchedule({ sessionId: session.session_id, start: session.start, end: session.end });
    }
  }, [availableData, setSchedule]);

  const chosenDay = availableData?.days.find((d) => d.date === schedule.date);
  const errors = submitted
    ? {
        poli: poliId === null ? required : undefined,
        doctor: doctorId === null ? required : undefined,
        date: doctorId !== null && !schedule.date ? required : undefined,
        session: schedule.date && schedule.sessionId === null ? required : undefined,
      }
    : { poli: served.poliId, doctor: served.doctorId, date: served.date, session: served.sessionId };

  // Each question in turn: the next one appears only once the one before is answered.
  const focusDate = () => dateArea.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
  const focusSession = () =>
    sessionArea.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  const summary = useErrorSummary(
    [
      errors.poli && { id: STEP4_IDS.poli, label: t('schedule.poli'), message: errors.poli },
      errors.doctor && { id: STEP4_IDS.doctor, label: t('schedule.doctor'), message: errors.doctor },
      errors.date && {
        id: STEP4_IDS.date,
        label: t('schedule.date'),
        message: errors.date,
        focus: focusDate,
      },
      errors.session && {
        id: STEP4_IDS.session,
        label: t('schedule.session'),
        message: errors.session,
        focus: focusSession,
      },
    ].filter((item): item is ErrorSummaryItem => !!item),
  );
  const missing = (): ErrorSummaryItem | null => {
    if (poliId === null) return { id: STEP4_IDS.poli, label: t('schedule.poli'), message: required };
    if (doctorId === null) return { id: STEP4_IDS.doctor, label: t('schedule.doctor'), message: required };
    if (!schedule.date) {
      return { id: STEP4_IDS.date, label: t('schedule.date'), message: required, focus: focusDate };
    }
    if (schedule.sessionId === null) {
      return { id: STEP4_IDS.session, label: t('schedule.session'), message: required, focus: focusSession };
    }
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = missing();
    if (problem) {
      summary.show([problem]);
      return;
    }
    if (notice?.step === 4) clearNotice();
    onNext();
  };

  if (polis.isError) {
    return (
      <ErrorPanel
        title={t('common.loadError')}
        onRetry={() => void polis.refetch()}
        retryLabel={t('common.retry')}
      />
    );
  }

  const doctorName = doctorsData?.find((d) => d.id === doctorId)?.name;

  return (
    <>
      <form method="post" noValidate onSubmit={submit}>
        <ErrorSummary items={summary.items} attempt={summary.attempt} />
        {(notice?.kind === 'session_full' || notice?.kind === 'session_unavailable') && (
          <div className={styles.notice}>
            <Alert variant="warning">
              {notice.kind === 'session_full' ? t('schedule.sessionFull') : t('schedule.sessionUnavailable')}
            </Alert>
          </div>
        )}
        {polisData ? (
          <SelectField
            id={STEP4_IDS.poli}
            name="poliId"
            label={t('schedule.poli')}
            placeholder={t('schedule.poliPlaceholder')}
            required
            requiredLabel={t('common.required')}
            error={errors.poli}
            value={poliId === null ? '' : String(poliId)}
            onChange={(event) =>
              setSchedule({ poliId: event.target.value ? Number(event.target.value) : null })
            }
            options={polisData.map((poli) => ({ value: String(poli.id), label: poli.name }))}
          />
        ) : (
          <LoadingBlock label={t('common.loading')} rows={1} rowHeight={44} />
        )}

        {poliId !== null &&
          (doctors.isError ? (
            <ErrorPanel
              title={t('common.loadError')}
              onRetry={() => void doctors.refetch()}
              retryLabel={t('common.retry')}
            />
          ) : doctorsData ? (
            doctorsData.length === 0 ? (
              <Alert variant="info">{t('schedule.noDoctors')}</Alert>
            ) : (
              <SelectField
                id={STEP4_IDS.doctor}
                name="doctorId"
                label={t('schedule.doctor')}
                placeholder={t('schedule.doctorPlaceholder')}
                required
                requiredLabel={t('common.required')}
                error={errors.doctor}
                value={doctorId === null ? '' : String(doctorId)}
                onChange={(event) =>
                  setSchedule({ doctorId: event.target.value ? Number(event.target.value) : null })
                }
                options={doctorsData.map((doctor) => ({
                  value: String(doctor.id),
                  label: doctor.on_leave_until
                    ? t('schedule.doctorOnLeave', {
                        name: doctor.name,
                        date: formatDayMonthYear(doctor.on_leave_until, lang),
                      })
                    : doctor.name,
                }))}
              />
            )
          ) : (
            <LoadingBlock label={t('common.loading')} rows={1} rowHeight={44} />
          ))}

        {doctorId !== null && (
          <AvailabilityPanel
            availability={availability}
            doctorName={doctorName ?? ''}
            labelId={dateLabelId}
            hintId={dateHintId}
            errorId={dateErrorId}
            dateError={errors.date}
            dateArea={dateArea}
            chosenDate={schedule.date}
            onChooseDate={(date) => setSchedule({ date })}
            initialMonth={params.get('month')}
          />
        )}

        {chosenDay && (
          <div ref={sessionArea} id={STEP4_IDS.session}>
            <RadioGroup
              name="sessionId"
              legend={`${t('schedule.session')} — ${formatDate(chosenDay.date, lang)}`}
              hint={t('schedule.sessionHint')}
              required
              requiredLabel={t('common.required')}
              error={errors.session}
              value={schedule.sessionId === null ? '' : String(schedule.sessionId)}
              onChange={(value) => {
                const session = chosenDay.sessions.find((s) => String(s.session_id) === value);
                if (session)
                  setSchedule({ sessionId: session.session_id, start: session.start, end: session.end });
              }}
              options={chosenDay.sessions.map((session) => {
                const bookable = isSessionBookable(session);
                const state = bookable
                  ? t('schedule.remaining', { remaining: session.remaining, quota: session.quota })
                  : session.status === 'closed'
                    ? t('schedule.closed')
                    : t('schedule.full');
                return {
                  value: String(session.session_id),
                  label: formatWibTimeRange(session.start, session.end, lang),
                  description: session.telemedicine ? `${state} · ${t('schedule.telemedicine')}` : state,
                  disabled: !bookable,
                };
              })}
            />
          </div>
        )}
        <StepNav onBack={onBack} nextLabel={nextLabel} />
      </form>
      <form id={DATE_FORM_ID} method="post" hidden />
    </>
  );
}

interface AvailabilityPanelProps {
  availability: UseQueryResult<Availability>;
  doctorName: string;
  labelId: string;
  hintId: string;
  errorId: string;
  dateError?: string;
  dateArea: RefObject<HTMLDivElement | null>;
  chosenDate: string;
  onChooseDate: (date: string) => void;
  /** `YYYY-MM` the calendar opens on (the month a visitor without JavaScript paged to). */
  initialMonth: string | null;
}

function AvailabilityPanel({
  availability,
  doctorName,
  labelId,
  hintId,
  errorId,
  dateError,
  dateArea,
  chosenDate,
  onChooseDate,
  initialMonth,
}: AvailabilityPanelProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  if (availability.isError) {
    return (
      <ErrorPanel
        title={t('common.loadError')}
        onRetry={() => void availability.refetch()}
        retryLabel={t('common.retry')}
      />
    );
  }
  const data = availability.data;
  if (!data) {
    return <LoadingBlock label={t('schedule.availabilityLoading')} rows={1} rowHeight={360} />;
  }
  const bookable = data.days.some((day) => day.sessions.some(isSessionBookable));
  return (
    <div className={styles.dateBlock} ref={dateArea} id={STEP4_IDS.date}>
      {data.leaves.map((leave) => (
        <div className={styles.notice} key={`${leave.doctor_id}-${leave.start_date}`}>
          <Alert variant="info" announce={false}>
            {t('schedule.leave', {
              name: doctorName,
              range: formatDateRange(leave.start_date, leave.end_date, lang),
              reason: leave.reason,
            })}
          </Alert>
        </div>
      ))}
      {!bookable && (
        <div className={styles.notice}>
          <Alert variant="warning">{t('schedule.noSessions', { days: data.booking_window_days })}</Alert>
        </div>
      )}
      <p id={labelId} className={styles.questionLabel}>
        {t('schedule.date')}
        <span className={styles.required}>
          <span aria-hidden="true">*</span> {t('common.required')}
        </span>
      </p>
      <p id={hintId} className={styles.hint}>
        {t('schedule.dateHint', {
          days: data.booking_window_days,
          last: formatDate(data.to, lang),
        })}
      </p>
      <FieldError id={errorId}>{dateError}</FieldError>
      <Suspense fallback={<Skeleton height={360} />}>
        <AvailabilityCalendar
          days={data.days}
          from={data.from}
          to={data.to}
          today={data.today}
          selected={chosenDate}
          onSelect={onChooseDate}
          labelledBy={labelId}
          describedBy={dateError ? `${hintId} ${errorId}` : hintId}
          invalid={Boolean(dateError)}
          formId={DATE_FORM_ID}
          initialMonth={initialMonth}
        />
      </Suspense>
      {!chosenDate && <p className={styles.hint}>{t('schedule.chooseDateFirst')}</p>}
    </div>
  );
}

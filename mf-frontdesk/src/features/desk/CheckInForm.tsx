import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { isApiError, type DeskActionResult, type DeskSearchCandidate } from '@hospital/api-client';
import { deskSearchSchema, looksLikeBookingCode } from '@hospital/domain';
import { formatClockTime } from '@hospital/domain/clock-time';
import { useMutation, useQueryClient } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi } from '@hospital/remote-kit';
import { Alert, Button, TextField } from '@hospital/ui';
import { deskSessionEnded, problemOf } from '../../shared/deskQueries';
import { CheckInCard } from './CheckInCard';
import { useDeskAction } from './useDeskAction';
import styles from './desk.module.css';

/**
 * Find a patient of today and check them in (docs/decisions.md, issue 26), in one field: a scanned or
 * typed booking code checks in at once; a name, a phone number or the last digits of the NIK (or a
 * code that is no booking) lists today's matching bookings to pick from. The result is a card with
 * the queue number, where to go and what to check, read out by screen readers. The field keeps what
 * was typed when nothing is found, and empties after a check-in.
 */
export function CheckInForm() {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [found, setFound] = useState<{ term: string; candidates: DeskSearchCandidate[] } | null>(null);
  const [done, setDone] = useState<DeskActionResult | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<{ q: string }>({
    resolver: yupResolver(deskSearchSchema(lang)),
    defaultValues: { q: '' },
  });
  const checkIn = useDeskAction((a, code: string, csrf) => a.deskCheckIn(code, csrf));
  const search = useMutation({
    mutationFn: async (q: string) => (await api.deskSearch(q)).results,
    onError: (error) => {
      if (isApiError(error) && error.status === 401) deskSessionEnded(api, queryClient);
    },
  });

  const failed = (error: unknown) => setProblem(problemOf(error, t('common.loadError')));

  /** Lists today's bookings the term matches; `notFound` is said when none does. */
  const find = (term: string, notFound: string) =>
    search.mutate(term, {
      onSuccess: (candidates) => {
        if (candidates.length === 0) setProblem(notFound);
        else setFound({ term, candidates });
      },
      onError: failed,
    });

  const admit = (code: string, onNotFound?: (error: unknown) => void) =>
    checkIn.mutate(code, {
      onSuccess: (result) => {
        setDone(result);
        setFound(null);
        reset({ q: '' });
        setFocus('q');
      },
      onError: (error) => {
        if (onNotFound && isApiError(error) && error.status === 404) onNotFound(error);
        else failed(error);
      },
    });

  return (
    <section className={styles.panel} aria-labelledby="checkin-title">
      <h2 id="checkin-title" className={styles.panelTitle}>
        {t('desk.checkInHeading')}
      </h2>
      <form
        noValidate
        role="search"
        aria-labelledby="checkin-title"
        className={styles.inline}
        onSubmit={handleSubmit(({ q }) => {
          setProblem(null);
          setFound(null);
          setDone(null);
          const none = t('desk.searchNone', { term: q });
          if (looksLikeBookingCode(q)) {
            // A code that is no booking may still be a passport number or part of a code: searched too.
            admit(q, (error) => find(q, problemOf(error, none)));
          } else {
            find(q, none);
          }
        })}
      >
        <TextField
          {...register('q')}
          label={t('desk.code')}
          hint={t('desk.codeHint')}
          autoComplete="off"
          spellCheck={false}
          error={errors.q?.message}
          required
          className={styles.codeField}
        />
        <Button type="submit" loading={(checkIn.isPending && !found) || search.isPending}>
          {t('desk.checkInSubmit')}
        </Button>
      </form>
      {problem && (
        <div className={styles.problem}>
          <Alert variant="error">{problem}</Alert>
        </div>
      )}
      {found && (
        <div className={styles.candidates}>
          <p className={styles.candidatesLead} role="status">
            {t('desk.searchFound', { count: found.candidates.length })}
          </p>
          <ul aria-label={t('desk.candidatesLabel')} className={styles.candidateList}>
            {found.candidates.map((c) => (
              <li key={c.code} className={styles.candidate} data-testid={`candidate-${c.code}`}>
                <div className={styles.candidateText}>
                  <p className={styles.candidateName}>
                    <span className={styles.candidateQueue}>{c.queue_number}</span> {c.patient_name}
                  </p>
                  <p className={styles.muted}>
                    {c.document_masked && `${t(`desk.documents.${c.id_document}`)} ${c.document_masked} · `}
                    {c.doctor.name} · {c.poli.name} ·{' '}
                    {t('desk.time', {
                      start: formatClockTime(c.start_time, lang),
                      end: formatClockTime(c.end_time, lang),
                    })}
                  </p>
                  <p className={styles.muted}>
                    <span className={styles.code}>{c.code}</span> · {t(`desk.statuses.${c.status}`)} ·{' '}
                    {t(`desk.matched.${c.matched}`)}
                  </p>
                </div>
                {c.status === 'booked' && (
                  <Button
                    size="sm"
                    aria-label={t('desk.checkInNamed', { queue: c.queue_number, name: c.patient_name })}
                    loading={checkIn.isPending && checkIn.variables === c.code}
                    onClick={() => {
                      setProblem(null);
                      admit(c.code);
                    }}
                  >
                    {t('desk.checkInSubmit')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* Always mounted, so the card that appears in it is announced. */}
      <div role="status" aria-live="polite" className={styles.cardRegion}>
        {done?.booking && (
          <CheckInCard session={done.session} booking={done.booking} onDismiss={() => setDone(null)} />
        )}
      </div>
    </section>
  );
}

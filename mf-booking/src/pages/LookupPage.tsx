import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi, usePageHead } from '@hospital/remote-kit';
import { useSearchParams } from '@hospital/router';
import { isApiError, type Appointment } from '@hospital/api-client';
import {
  Alert,
  Button,
  Container,
  PageHeader,
  TextField,
  useTypedBeforeHydration,
  withTyped,
} from '@hospital/ui';
import { AccessRequestForm } from '../features/lookup/AccessRequestForm';
import { AppointmentCard } from '../features/lookup/AppointmentCard';
import { BookingAccessView } from '../features/lookup/BookingAccessView';
import { LiveQueueStatus, showsLiveQueue } from '../shared/liveQueue/LiveQueueStatus';
import { lookupResolver, normaliseCode, type LookupValues } from '../features/lookup/lookupForm';
import { useInteractive } from '../shared/useInteractive';
import { BirthDateField } from '../features/wizard/patient/BirthDateField';
import { birthDateIso } from '../shared/birthDate';
import styles from './LookupPage.module.css';

type Found = { appointment: Appointment; bornDate: string };
/** `limited`: too many tries, or the code locked after wrong birth dates; the API's message says until when. */
type Problem = 'not_found' | 'network' | { limited: string } | null;

/**
 * `/detail-appointment` and `/appointment/detail?code=`: find a booking by code and birth date, cancel it.
 *
 * The server renders the form, never a booking: the birth date that opens one is typed here and sent by
 * the browser, it never travels in a URL (docs/decisions.md, issue 13: code and birth date are the only key to a booking,
 * and URLs end up in logs, histories and referrers). The page is personal all the same (routes.json):
 * never cached, never indexed.
 *
 * `?access=<token>`: a link mailed to a booking's contact (docs/decisions.md, issue 24) opens the bookings of a
 * patient made with that address; the page reads them once its code runs (the server renders nothing of
 * them either). Below the look-up, a patient's NIK and birth date ask for such links.
 */
export function LookupPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  usePageHead({
    title: t('pageTitles.detailAppointment'),
    description: t('descriptions.lookup'),
    noindex: true,
  });
  const [params] = useSearchParams();
  const accessToken = params.get('access');
  // The search button works once this page's code has taken the server's form over: before, Enter or the
  // button would make the browser send the form itself, as a GET, the birth date in the address.
  const interactive = useInteractive();
  const resolver = useMemo(() => lookupResolver(() => lang), [lang]);
  const { formId, typed } = useTypedBeforeHydration();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LookupValues>({
    // The code from the link (success page, e-mail) is filled in: nothing asked twice.
    // What was typed before the script ran comes before both.
    defaultValues: withTyped(
      { code: params.get('code') ?? '', birthDay: '', birthMonth: '', birthYear: '' },
      typed,
    ),
    resolver,
    shouldFocusError: true,
  });
  const [found, setFound] = useState<Found | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const foundCode = found?.appointment.code;
  useEffect(() => {
    if (foundCode) resultHeading.current?.focus();
  }, [foundCode]);

  const search = async (values: LookupValues) => {
    setProblem(null);
    const bornDate = birthDateIso(values);
    try {
      const appointment = await api.getAppointment(normaliseCode(values.code), bornDate);
      setFound({ appointment, bornDate });
    } catch (error) {
      // A wrong code and a wrong birth date get the same words: nothing tells whether a code exists.
      if (isApiError(error) && error.status === 429) setProblem({ limited: error.message });
      else
        setProblem(
          isApiError(error) && (error.status === 404 || error.status === 400) ? 'not_found' : 'network',
        );
    }
  };

  const birthError = errors.birthDay?.message ?? errors.birthMonth?.message ?? errors.birthYear?.message;

  if (accessToken) {
    return (
      <Container size="md">
        <PageHeader title={t('pageTitles.detailAppointment')} />
        {interactive && <BookingAccessView token={accessToken} />}
      </Container>
    );
  }

  return (
    <Container size="md">
      <PageHeader title={t('pageTitles.detailAppointment')} lead={t('lookup.lead')} />
      {found ? (
        <>
          <AppointmentCard
            appointment={found.appointment}
            bornDate={found.bornDate}
            headingRef={resultHeading}
            onChange={(appointment) => setFound({ ...found, appointment })}
          />
          {showsLiveQueue(found.appointment) && <LiveQueueStatus appointment={found.appointment} />}
          <Button variant="secondary" onClick={() => setFound(null)}>
            {t('lookup.searchAnother')}
          </Button>
        </>
      ) : (
        <form id={formId} noValidate onSubmit={handleSubmit(search)} className={styles.form}>
          {problem && (
            <div className={styles.problem}>
              <Alert variant="error">
                {problem === 'not_found'
                  ? t('lookup.notFound')
                  : problem === 'network'
                    ? t('common.loadError')
                    : problem.limited}
              </Alert>
            </div>
          )}
          <TextField
            {...register('code')}
            label={t('lookup.code')}
            hint={t('lookup.codeHint')}
            error={errors.code?.message}
            required
            requiredLabel={t('common.required')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputClassName={styles.codeInput}
          />
          <BirthDateField
            day={register('birthDay', { deps: ['birthMonth', 'birthYear'] })}
            month={register('birthMonth', { deps: ['birthDay', 'birthYear'] })}
            year={register('birthYear', { deps: ['birthDay', 'birthMonth'] })}
            error={birthError}
            invalidPart={errors.birthDay ? 'day' : errors.birthMonth ? 'month' : 'year'}
          />
          <Button
            type="submit"
            size="lg"
            loading={isSubmitting}
            disabled={!interactive}
            className={styles.submit}
          >
            {t('lookup.search')}
          </Button>
        </form>
      )}
      {!found && <AccessRequestForm />}
    </Container>
  );
}

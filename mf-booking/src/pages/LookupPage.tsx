import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@hospital/query';
import { useLocale, useTranslation } from '@hospital/i18n';
import { useApi, usePageHead, type Prefetch } from '@hospital/remote-kit';
import { useLocation, useSearchParams } from '@hospital/router';
import { isApiError, type Appointment } from '@hospital/api-client';
import { formatDate, formatWibTimeRange, todayInJakarta, type Lang } from '@hospital/domain';
import { liveQueueQuery } from '@hospital/remote-kit/live-queue';
import {
  Alert,
  Button,
  ButtonLink,
  Container,
  PageHeader,
  TextField,
  useTypedBeforeHydration,
  withTyped,
} from '@hospital/ui';
import { AccessRequestForm } from '../features/lookup/AccessRequestForm';
import { AppointmentCard } from '../features/lookup/AppointmentCard';
import { BookingAccessView, bookingAccessQuery } from '../features/lookup/BookingAccessView';
import { moveScopeOf, rescheduleSessionsQuery } from '../features/lookup/ReschedulePanel';
import { LiveQueueStatus, showsLiveQueue } from '../shared/liveQueue/LiveQueueStatus';
import { lookupResolver, normaliseCode, type LookupValues } from '../features/lookup/lookupForm';
import {
  lookupFor,
  servedLookupQuery,
  useLookupActionData,
  type ServedLookup,
} from '../features/lookup/serverLookup';
import { useInteractive } from '../shared/useInteractive';
import { useRenderDate } from '../shared/renderDate';
import { BirthDateField } from '../features/wizard/patient/BirthDateField';
import { birthDateIso } from '../shared/birthDate';
import { ErrorSummary, focusField, type ErrorSummaryItem } from '../shared/ErrorSummary';
import styles from './LookupPage.module.css';

/** What the `?done=` texts name: the booking as it is now (after a move: its new session). */
function doneValues(appointment: Appointment, lang: Lang) {
  return {
    code: appointment.code,
    date: formatDate(appointment.date, lang),
    time: formatWibTimeRange(appointment.start, appointment.end, lang),
    queue: appointment.queue_number,
  };
}

type Found = { appointment: Appointment; bornDate: string };
/** `limited`: too many tries, or the code locked after wrong birth dates; the API's message says until when. */
type Problem = 'not_found' | 'network' | 'expired' | { limited: string } | null;

const IDS = { code: 'lookup-code', birthDate: 'lookup-born' } as const;

/** What the page says after a form posted without JavaScript acted on the booking (`?done=`). */
const DONE_TEXTS = {
  cancelled: 'lookup.cancelled',
  moved: 'reschedule.moved',
  'erased-cancelled': 'dataRights.erasedCancelled',
  erased: 'dataRights.erasedOnly',
} as const;

/**
 * `/detail-appointment` and `/appointment/detail?code=`: find a booking by code and birth date, cancel it.
 *
 * The birth date that opens a booking never travels in a URL (docs/decisions.md, issue 13: code and birth
 * date are the only key to a booking, and URLs end up in logs, histories and referrers): with JavaScript
 * the browser sends it to the API itself; without, the form posts it to the page's server action
 * (features/lookup/lookupAction.ts), which keeps it in this browser's sealed state and answers with the
 * page naming the code; the server then renders the booking for this browser only (docs/decisions.md,
 * issue 25). The page is personal all the same (routes.json): never cached, never indexed.
 *
 * `?access=<token>`: a link mailed to a booking's contact (docs/decisions.md, issue 24) opens the bookings of a
 * patient made with that address. The server reads them for the page's HTML (a read: the link is spent
 * only by withdrawing consent), so they show without JavaScript; downloading and withdrawing run in the
 * browser, and without it the page says where else to do them. Below the look-up, a patient's NIK and
 * birth date ask for such links.
 */
export function LookupPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const api = useApi();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  usePageHead({
    title: t('pageTitles.detailAppointment'),
    description: t('descriptions.lookup'),
    noindex: true,
  });
  const [params] = useSearchParams();
  const accessToken = params.get('access');
  const interactive = useInteractive();
  // What the server found for this browser (a look-up posted without JavaScript), and what its action
  // answered a form that could not go on.
  const [served] = useState(
    () => queryClient.getQueryData<ServedLookup | null>(servedLookupQuery(null, null).queryKey) ?? null,
  );
  const actionData = useLookupActionData();
  const posted = actionData?.form === 'lookup' ? actionData : null;
  const resolver = useMemo(() => lookupResolver(() => lang), [lang]);
  const { formId, typed } = useTypedBeforeHydration();
  // The code from the link (success page, e-mail) is filled in: nothing asked twice. What the server's
  // answer carries back, then what was typed before the script ran, come before it.
  const [initial] = useState(
    () => posted?.values ?? { code: params.get('code') ?? '', birthDay: '', birthMonth: '', birthYear: '' },
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LookupValues>({
    defaultValues: withTyped(initial, typed),
    resolver,
    shouldFocusError: true,
  });
  const [found, setFound] = useState<Found | null>(() =>
    served?.kind === 'found' ? { appointment: served.appointment, bornDate: served.bornDate } : null,
  );
  const [problem, setProblem] = useState<Problem>(() => {
    if (actionData?.form === 'expired') return 'expired';
    if (posted) return posted.problem;
    return served?.kind === 'problem' ? served.problem : null;
  });
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const today = todayInJakarta(useRenderDate());

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

  // The server's messages for a look-up posted without JavaScript, until the next submit.
  const fromServer = (name: keyof LookupValues) => (submitCount === 0 ? posted?.errors[name] : undefined);
  const codeError = errors.code?.message ?? fromServer('code');
  const birthPart = (['birthDay', 'birthMonth', 'birthYear'] as const).find(
    (name) => errors[name]?.message ?? fromServer(name),
  );
  const birthError = birthPart && (errors[birthPart]?.message ?? fromServer(birthPart));
  const invalidPart = birthPart === 'birthMonth' ? 'month' : birthPart === 'birthYear' ? 'year' : 'day';
  const summary: ErrorSummaryItem[] = [];
  if (submitCount === 0 && posted?.errors.code) {
    summary.push({ id: IDS.code, label: t('lookup.code'), message: posted.errors.code });
  }
  if (submitCount === 0 && birthPart && birthError && posted) {
    summary.push({
      id: IDS.birthDate,
      label: t('patient.birthDate'),
      message: birthError,
      focus: () => focusField(`${IDS.birthDate}-${invalidPart}`),
    });
  }

  if (accessToken) {
    return (
      <Container size="md">
        <PageHeader title={t('pageTitles.detailAppointment')} />
        <BookingAccessView token={accessToken} />
      </Container>
    );
  }

  // A mailed link's bookings withdrawn without JavaScript: the link is spent, so this page says what was done.
  const erasedAll =
    actionData?.form === 'all-bookings-erased'
      ? t('allBookings.erased', {
          cancelled: actionData.cancelled,
          erased: actionData.erased,
          kept: actionData.kept,
        })
      : '';
  const done = params.get('done');
  const doneText = found && done && done in DONE_TEXTS ? DONE_TEXTS[done as keyof typeof DONE_TEXTS] : null;

  return (
    <Container size="md">
      <PageHeader title={t('pageTitles.detailAppointment')} lead={t('lookup.lead')} />
      {erasedAll && <Alert variant="success">{erasedAll}</Alert>}
      {found ? (
        <>
          <AppointmentCard
            appointment={found.appointment}
            bornDate={found.bornDate}
            headingRef={resultHeading}
            onChange={(appointment) => setFound({ ...found, appointment })}
            notice={doneText ? t(doneText, doneValues(found.appointment, lang)) : ''}
            live={
              showsLiveQueue(found.appointment, today) && (
                <LiveQueueStatus
                  appointment={found.appointment}
                  headingLevel={3}
                  onQueueChange={() => {
                    // The desk checked in or called: the booking read again, so its badge and actions follow.
                    void api
                      .getAppointment(found.appointment.code, found.bornDate)
                      .then((appointment) => setFound((now) => (now ? { ...now, appointment } : now)))
                      .catch(() => undefined);
                  }}
                />
              )
            }
          />
          {interactive ? (
            <Button variant="secondary" onClick={() => setFound(null)}>
              {t('lookup.searchAnother')}
            </Button>
          ) : (
            <ButtonLink variant="secondary" href={pathname}>
              {t('lookup.searchAnother')}
            </ButtonLink>
          )}
        </>
      ) : (
        // Posted by the browser itself before or without JavaScript (to the page's server action, the
        // birth date in the body, never in the URL); react-hook-form sends it with the API once it runs.
        <form id={formId} method="post" noValidate onSubmit={handleSubmit(search)} className={styles.form}>
          <input type="hidden" name="intent" value="lookup" />
          <ErrorSummary items={summary} attempt={0} />
          {problem && (
            <div className={styles.problem}>
              <Alert variant="error">
                {problem === 'not_found'
                  ? t('lookup.notFound')
                  : problem === 'network'
                    ? t('common.loadError')
                    : problem === 'expired'
                      ? t('lookup.expired')
                      : problem.limited}
              </Alert>
            </div>
          )}
          <TextField
            {...register('code')}
            id={IDS.code}
            defaultValue={initial.code}
            label={t('lookup.code')}
            hint={t('lookup.codeHint')}
            error={codeError}
            required
            requiredLabel={t('common.required')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputClassName={styles.codeInput}
          />
          <BirthDateField
            id={IDS.birthDate}
            day={register('birthDay', { deps: ['birthMonth', 'birthYear'] })}
            month={register('birthMonth', { deps: ['birthDay', 'birthYear'] })}
            year={register('birthYear', { deps: ['birthDay', 'birthMonth'] })}
            defaults={{ day: initial.birthDay, month: initial.birthMonth, year: initial.birthYear }}
            error={birthError}
            invalidPart={invalidPart}
          />
          <Button type="submit" size="lg" loading={isSubmitting} className={styles.submit}>
            {t('lookup.search')}
          </Button>
        </form>
      )}
      {!found && <AccessRequestForm />}
    </Container>
  );
}

/**
 * The booking this browser opened without JavaScript, when its kept look-up names the code of the URL
 * (see servedLookupQuery); never fetched in the browser.
 */
LookupPage.prefetch = (async ({ queryClient, api, lang, search, state }) => {
  // A mailed link (`?access=`): its bookings, or the API's reason (an expired link), in the HTML.
  const token = search.get('access');
  if (token) {
    await queryClient.prefetchQuery(bookingAccessQuery(api, token, lang));
    return;
  }
  const kept = lookupFor(state, search, Date.now());
  if (!kept) return;
  const served = await queryClient.fetchQuery(servedLookupQuery(api, kept));
  // Today's visit: its live queue read at the request, so the page without JavaScript leads with it too.
  if (served?.kind === 'found' && showsLiveQueue(served.appointment, todayInJakarta())) {
    await queryClient
      .prefetchQuery(liveQueueQuery(api, { session: served.appointment.session_id }))
      .catch(() => undefined);
  }
  // The move page without JavaScript (`?move=1`): the sessions, read with the panel's own query.
  if (served?.kind === 'found' && search.get('move') === '1') {
    await queryClient.prefetchQuery(rescheduleSessionsQuery(api, served.appointment, moveScopeOf(search)));
  }
}) satisfies Prefetch;

import { useLayoutEffect, useState } from 'react';
import { useQueryClient } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { Redirect, usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { useSearchParams } from '@hospital/router';
import { Container } from '@hospital/ui';
import { parseBookingLink, withoutBookingLink } from '@hospital/domain';
import {
  availabilityQuery,
  companiesQuery,
  doctorsQuery,
  insurersQuery,
  packageQuery,
  polisQuery,
} from '../shared/queries';
import { BookingWizard, STEP_PARAM } from '../features/wizard/BookingWizard';
import { NextPageLoader } from '../features/wizard/nextPage';
import {
  askedStep,
  draftData,
  emptyDraft,
  opensOnSchedule,
  restoreDraft,
  useDraftStore,
  withPreselection,
  type Preselection,
} from '../features/wizard/draftStore';
import { answerChecksModule, loadedAnswerChecks } from '../features/wizard/answerChecksModule';
import { reachableStep } from '../features/wizard/progress';
import {
  readServerDraft,
  serverDraftQuery,
  takeOverOnce,
  type ServerDraftView,
} from '../features/wizard/serverDraft';
import { stepModule } from '../features/wizard/stepModules';
import { LAST_STEP, toStepNumber } from '../features/wizard/steps';

/**
 * Copies a doctor card's choice into the draft and opens the first step still to answer; the schedule
 * when the link names the doctor (docs/decisions.md, issue 26). When that takes the patient checks and
 * they are not loaded (docs/decisions.md, issue 9: not on step 1), the wizard is asked for the summary
 * and stops at the first unanswered step once they are.
 */
function applyPreselection(preselection: Preselection): number {
  const store = useDraftStore.getState();
  store.applyPreselection(preselection);
  const draft = draftData(useDraftStore.getState());
  const start = reachableStep(draft, draft.scheduleFirst ? 4 : LAST_STEP, loadedAnswerChecks()) ?? LAST_STEP;
  useDraftStore.getState().goTo(start);
  return start;
}

export function CreateAppointmentPage() {
  const { t } = useTranslation();
  usePageMeta(t('pageTitles.appointmentCreate'), t('descriptions.create'));
  const [params, setParams] = useSearchParams();
  const preselection = parseBookingLink(params);
  const preselectionKey = preselection ? JSON.stringify(preselection) : '';
  const [restored, setRestored] = useState(false);
  const queryClient = useQueryClient();
  // The draft the steps posted without JavaScript were kept in, as the server rendered it (serverDraft.ts).
  const [serverView] = useState(() => queryClient.getQueryData(serverDraftQuery.queryKey) ?? null);

  // The draft of this tab, and a doctor card's choice applied to it, once the page is the browser's:
  // in a layout effect, so a page rendered in the browser never paints the empty draft first. A page
  // the server rendered shows the server's step until then (see BookingWizard). A server draft this tab
  // has not taken over yet is newer than the tab's own: the steps were posted without the scripts.
  useLayoutEffect(() => {
    restoreDraft();
    if (serverView) {
      queryClient.removeQueries({ queryKey: serverDraftQuery.queryKey });
      if (takeOverOnce(serverView)) useDraftStore.setState({ ...serverView.draft, attempt: null });
    }
    if (preselectionKey) {
      const start = applyPreselection(JSON.parse(preselectionKey) as Preselection);
      setParams(
        (previous) => {
          const next = withoutBookingLink(previous);
          next.set(STEP_PARAM, String(start));
          return next;
        },
        { replace: true },
      );
    }
    setRestored(true);
  }, [preselectionKey, setParams, serverView, queryClient]);

  // A step further than the server draft's answers go: the step to answer first, at its own URL.
  if (serverView && !restored && toStepNumber(params.get(STEP_PARAM)) !== null) {
    const asked = toStepNumber(params.get(STEP_PARAM));
    if (asked !== serverView.step) return <Redirect to={`/appointment/create?step=${serverView.step}`} />;
  }

  return (
    <Container size="md">
      <NextPageLoader.Provider value={loadSuccessPage}>
        <BookingWizard restored={restored} preselection={preselection} serverView={serverView} />
      </NextPageLoader.Provider>
    </Container>
  );
}

/**
 * The step the server rendered ready with the page (pages.tsx): the browser must have its code before it
 * takes that HTML over, or its first render (a loading step) would not match the server's. Step 1 always;
 * the URL's step too when it names one (a page answered to a step posted without the scripts), with the
 * checks that tell how far the answers go.
 */
/** Where a booking lands; a failed load is left to the page fallback then. */
const loadSuccessPage = () => import('./SuccessPage').catch(() => undefined);

export function loadFirstStep(search = typeof window === 'undefined' ? '' : window.location.search) {
  const params = new URLSearchParams(search);
  // A doctor's link opens on the schedule (docs/decisions.md, issue 26).
  const step = toStepNumber(params.get(STEP_PARAM)) ?? (opensOnSchedule(parseBookingLink(params)) ? 4 : null);
  return Promise.all([
    stepModule(1).load(),
    step !== null && step > 1 ? stepModule(step).load() : undefined,
    step !== null && step > 1 ? answerChecksModule().load() : undefined,
  ]);
}

/**
 * Step 1 as the visitor first sees it (docs/decisions.md, issue 14: the wizard's first step in the server's HTML): the
 * hospitals, and the doctor a doctor card's link names, for the reminder of the choice. With a server
 * draft (steps posted without JavaScript: docs/decisions.md, issue 25) the step it has reached, with what
 * that step shows.
 */
CreateAppointmentPage.prefetch = (async ({ queryClient, api, search, state }) => {
  const link = parseBookingLink(search);
  const kept = readServerDraft(state);
  if (!kept && !opensOnSchedule(link)) {
    const { companyId, poliId, doctorId, packageId } = link ?? {};
    await Promise.all([
      queryClient.fetchQuery(companiesQuery(api)),
      companyId !== undefined && poliId !== undefined && doctorId !== undefined
        ? queryClient.prefetchQuery(doctorsQuery(api, companyId, poliId))
        : undefined,
      // A package's link: its name and price in the reminder of the choice (docs/decisions.md, issue 26).
      packageId !== undefined ? queryClient.prefetchQuery(packageQuery(api, packageId)) : undefined,
    ]);
    return;
  }
  const base = kept?.data ?? emptyDraft();
  const draft = link ? withPreselection(base, link) : base;
  const checks = await answerChecksModule().load();
  const step = reachableStep(draft, askedStep(search), checks) ?? 1;
  const { companyId } = draft;
  const { poliId, doctorId } = draft.schedule;
  const ofCompany = companyId !== null;
  await Promise.all([
    queryClient.fetchQuery(companiesQuery(api)),
    stepModule(step).load(),
    ofCompany && (step === 4 || step === 5) ? queryClient.prefetchQuery(polisQuery(api, companyId)) : null,
    ofCompany && poliId !== null ? queryClient.prefetchQuery(doctorsQuery(api, companyId, poliId)) : null,
    draft.packageId !== null ? queryClient.prefetchQuery(packageQuery(api, draft.packageId)) : null,
    step === 3 || (step === 5 && draft.insurance.kind === 'insurer')
      ? queryClient.prefetchQuery(insurersQuery(api))
      : null,
    // Live data is never kept in the browser (gcTime 0): here, long enough for this render.
    ofCompany && poliId !== null && doctorId !== null && step === 4
      ? queryClient.prefetchQuery({
          ...availabilityQuery(api, { companyId, poliId, doctorId }),
          gcTime: 60_000,
        })
      : null,
  ]);
  // Without a server draft (a doctor's link opened first) the wizard renders the link's preview itself.
  if (kept) {
    const view: ServerDraftView = { id: kept.id, rev: kept.rev, draft, step };
    queryClient.setQueryData(serverDraftQuery.queryKey, view);
  }
}) satisfies Prefetch;

import { useLayoutEffect, useState } from 'react';
import { useTranslation } from '@hospital/i18n';
import { usePageMeta, type Prefetch } from '@hospital/remote-kit';
import { useSearchParams } from '@hospital/router';
import { Container } from '@hospital/ui';
import { parseBookingLink, withoutBookingLink } from '@hospital/domain';
import { companiesQuery, doctorsQuery } from '../shared/queries';
import { BookingWizard, STEP_PARAM } from '../features/wizard/BookingWizard';
import { draftData, restoreDraft, useDraftStore, type Preselection } from '../features/wizard/draftStore';
import { loadedAnswerChecks } from '../features/wizard/answerChecksModule';
import { reachableStep } from '../features/wizard/progress';
import { stepModule } from '../features/wizard/stepModules';
import { LAST_STEP } from '../features/wizard/steps';

/**
 * Copies a doctor card's choice into the draft and opens the first step still to answer. When that
 * takes the patient checks and they are not loaded (docs/decisions.md, issue 9: not on step 1), the wizard is asked for
 * the summary and stops at the first unanswered step once they are.
 */
function applyPreselection(preselection: Preselection): number {
  const store = useDraftStore.getState();
  store.applyPreselection(preselection);
  const start =
    reachableStep(draftData(useDraftStore.getState()), LAST_STEP, loadedAnswerChecks()) ?? LAST_STEP;
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

  // The draft of this tab, and a doctor card's choice applied to it, once the page is the browser's:
  // in a layout effect, so a page rendered in the browser never paints the empty draft first. A page
  // the server rendered shows the server's step 1 until then (see BookingWizard).
  useLayoutEffect(() => {
    restoreDraft();
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
  }, [preselectionKey, setParams]);

  return (
    <Container size="md">
      <BookingWizard restored={restored} preselection={preselection} />
    </Container>
  );
}

/**
 * Step 1 ready with the page (pages.tsx): the server renders step 1, and the browser must have it before
 * it takes that HTML over, or its first render (a loading step) would not match the server's.
 */
export function loadFirstStep(): Promise<unknown> {
  return stepModule(1).load();
}

/**
 * Step 1 as the visitor first sees it (docs/decisions.md, issue 14: the wizard's first step in the server's HTML): the
 * hospitals, and the doctor a doctor card's link names, for the reminder of the choice.
 */
CreateAppointmentPage.prefetch = (async ({ queryClient, api, search }) => {
  const { companyId, poliId, doctorId } = parseBookingLink(search) ?? {};
  await Promise.all([
    queryClient.fetchQuery(companiesQuery(api)),
    companyId !== undefined && poliId !== undefined && doctorId !== undefined
      ? queryClient.prefetchQuery(doctorsQuery(api, companyId, poliId))
      : undefined,
  ]);
}) satisfies Prefetch;

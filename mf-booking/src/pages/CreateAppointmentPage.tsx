import { useEffect, useState } from 'react';
import { useTranslation } from '@hospital/i18n';
import { usePageMeta } from '@hospital/remote-kit';
import { useSearchParams } from '@hospital/router';
import { Container, PageHeader } from '@hospital/ui';
import { BookingWizard, STEP_PARAM } from '../wizard/BookingWizard';
import { draftData, useDraftStore, type Preselection } from '../wizard/draftStore';
import { parsePreselection, withoutPreselection } from '../wizard/preselection';
import { loadedAnswerChecks } from '../wizard/answerChecksModule';
import { reachableStep } from '../wizard/progress';
import { LAST_STEP } from '../wizard/steps';

/**
 * Copies a doctor card's choice into the draft and opens the first step still to answer. When that
 * takes the patient checks and they are not loaded (issue 9: not on step 1), the wizard is asked for
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
  const preselection = parsePreselection(params);
  const preselectionKey = preselection ? JSON.stringify(preselection) : '';

  // Before the wizard's first render, so it opens on the right step with the choice filled in.
  useState(() => {
    if (preselection) applyPreselection(preselection);
    return null;
  });

  useEffect(() => {
    if (!preselectionKey) return;
    const start = applyPreselection(JSON.parse(preselectionKey) as Preselection);
    setParams(
      (previous) => {
        const next = withoutPreselection(previous);
        next.set(STEP_PARAM, String(start));
        return next;
      },
      { replace: true },
    );
  }, [preselectionKey, setParams]);

  return (
    <Container size="md">
      <PageHeader title={t('pageTitles.appointmentCreate')} lead={t('wizard.lead')} />
      <BookingWizard />
    </Container>
  );
}

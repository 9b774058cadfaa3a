import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../testing/renderWithApp';
import { CreateAppointmentPage } from './CreateAppointmentPage';
import { loadedAnswerChecks, resetAnswerChecksForTests } from '../features/wizard/answerChecksModule';
import { emptyDraft, useDraftStore } from '../features/wizard/draftStore';
import { resetStepModulesForTests } from '../features/wizard/stepModules';
import { StepNav } from '../features/wizard/steps/StepNav';
import type { StepProps } from '../features/wizard/steps/StepProps';

// How often the step being left is rendered: a step change is a URL change, rendered at the click's
// urgent priority, and the step on screen must not be rendered again in it (INP, docs/decisions.md, issue 25).
let step2Renders = 0;
function CountedStep2({ onBack, nextLabel }: StepProps) {
  step2Renders += 1;
  return (
    <form method="post" noValidate>
      <StepNav onBack={onBack} nextLabel={nextLabel} />
    </form>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  useDraftStore.setState(emptyDraft());
  step2Renders = 0;
  resetStepModulesForTests({ 2: () => Promise.resolve(CountedStep2) });
  resetAnswerChecksForTests();
});

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /Langkah \d dari 5/ });

describe('booking wizard: a step change renders the new step only (docs/decisions.md, issue 25, INP)', () => {
  it('does not render the step being left again when Back changes the URL', async () => {
    useDraftStore.setState({ step: 2, companyId: 1 });
    const view = renderWithApp(<CreateAppointmentPage />, { route: '/appointment/create?step=2' });
    await screen.findByRole('button', { name: 'Kembali' });
    // The answer checks arrive on their own (from step 2 on); what they render is not the click's.
    await waitFor(() => expect(loadedAnswerChecks()).not.toBeNull());
    await act(async () => undefined);
    const before = step2Renders;
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Langkah 1 dari 5'));
    expect(view.location()).toBe('/appointment/create?step=1');
    expect(step2Renders).toBe(before);
  });
});

import { use } from 'react';
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

describe('booking wizard: a press on Next paints at once (docs/decisions.md, issue 25, INP)', () => {
  it("fetches the answer checks with step 2's code once step 1 is answered, not at the press", async () => {
    renderWithApp(<CreateAppointmentPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Medika Hospital Bandung' }));
    await waitFor(() => expect(loadedAnswerChecks()).not.toBeNull());
    expect(stepHeading()).toHaveTextContent('Langkah 1 dari 5');
  });

  it('shows Next in progress while the next step renders, then the step with focus on its heading', async () => {
    // Step 2 whose render waits: the wizard keeps step 1 on screen meanwhile (a deferred render).
    let finish = () => undefined as void;
    const rendering = new Promise<void>((resolve) => (finish = resolve));
    function SlowStep2(props: StepProps) {
      use(rendering);
      return <CountedStep2 {...props} />;
    }
    resetStepModulesForTests({ 2: () => Promise.resolve(SlowStep2) });
    renderWithApp(<CreateAppointmentPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Medika Hospital Bandung' }));
    await waitFor(() => expect(loadedAnswerChecks()).not.toBeNull());
    const next = screen.getByRole('button', { name: 'Lanjut' });
    expect(next).not.toHaveAttribute('aria-busy');
    // In an awaited act: the next step's render suspends in it (React's testing rule for suspending renders).
    await act(async () => userEvent.click(next));
    expect(stepHeading()).toHaveTextContent('Langkah 1 dari 5');
    expect(next).toHaveAttribute('aria-busy', 'true');
    // A second press while it moves is ignored (the button stays focusable: aria-disabled).
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await act(async () => {
      finish();
      await rendering;
    });
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Langkah 2 dari 5'));
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Lanjut' })).not.toHaveAttribute('aria-busy');
  });
});

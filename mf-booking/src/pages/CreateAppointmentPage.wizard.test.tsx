import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freezeDate, unfreezeDate } from '@hospital/remote-kit/testing';
import { NOW, VALID_CONTACT, VALID_PATIENT } from '../testing/fixtures';
import { renderWithApp } from '../testing/renderWithApp';
import { CreateAppointmentPage } from './CreateAppointmentPage';
import { ANSWER_CHECKS } from '../features/wizard/answerChecks';
import { loadedAnswerChecks, resetAnswerChecksForTests } from '../features/wizard/answerChecksModule';
import { emptyDraft, useDraftStore } from '../features/wizard/draftStore';
import { resetStepModulesForTests, type StepComponent } from '../features/wizard/stepModules';
import type { StepNumber } from '../features/wizard/steps';

// Which form library the page has asked for so far (the real module, recorded on first require).
const mockRequired: string[] = [];
jest.mock('react-hook-form', () => {
  mockRequired.push('react-hook-form');
  return jest.requireActual('react-hook-form');
});

// Imported only when asked for, as in the build: react-hook-form must not come with this file.
const importStep2 = () => import('../features/wizard/steps/Step2Patient').then((m) => m.Step2Patient);
const importStep3 = () => import('../features/wizard/steps/Step3Insurance').then((m) => m.Step3Insurance);

/** A step's download that the test finishes (or fails) when it wants. */
function controlledDownload(load: () => Promise<StepComponent>) {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const importer = jest.fn(
    () =>
      new Promise<StepComponent>((resolve, reject) => {
        calls.push({ resolve: () => resolve(load()), reject });
      }),
  );
  return { importer, calls };
}

let requested: StepNumber[] = [];
/** Steps' chunks as in the build, with a log of which were requested. */
function logStepDownloads(overrides: Partial<Record<StepNumber, () => Promise<StepComponent>>> = {}) {
  const logged = (step: StepNumber, load: () => Promise<StepComponent>) => () => {
    requested.push(step);
    return load();
  };
  resetStepModulesForTests({
    2: logged(2, overrides[2] ?? importStep2),
    3: logged(3, overrides[3] ?? importStep3),
  });
}

beforeEach(() => {
  freezeDate(NOW);
  sessionStorage.clear();
  useDraftStore.setState(emptyDraft());
  requested = [];
  logStepDownloads();
  resetAnswerChecksForTests();
});
afterEach(() => unfreezeDate());

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /Langkah \d dari 5/ });
const nextButton = () => screen.getByRole('button', { name: 'Lanjut' });
// The loading state of a step: its words in a status region (the test kit's location probe is one too).
const stepLoading = () => screen.getByText('Memuat langkah…').closest('[role="status"]');

describe('booking wizard: the next step is fetched on intent (docs/decisions.md, issue 9)', () => {
  it('downloads nothing of step 2 while step 1 is open and unanswered, however long the browser idles', async () => {
    renderWithApp(<CreateAppointmentPage />);
    expect(await screen.findByRole('radio', { name: 'Medika Hospital Bandung' })).toBeInTheDocument();
    // The old prefetch ran after one second without requestIdleCallback (jsdom has none).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requested).toEqual([]);
    expect(mockRequired).not.toContain('react-hook-form');
  });

  it('requests step 2 as soon as a hospital is chosen, and shows it at once on Next', async () => {
    renderWithApp(<CreateAppointmentPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Medika Hospital Bandung' }));
    await waitFor(() => expect(requested).toEqual([2]));
    await userEvent.click(nextButton());
    expect(await screen.findByRole('textbox', { name: /Nama lengkap pasien/ })).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Langkah 2 dari 5 Data pasien');
    expect(requested).toEqual([2]);
  });

  it.each([
    ['hovered', () => userEvent.hover(nextButton())],
    ['focused', async () => fireEvent.focus(nextButton())],
    ['touched', async () => fireEvent.touchStart(nextButton())],
  ])('requests the next step when Next is %s, before the step is answered', async (_, intent) => {
    renderWithApp(<CreateAppointmentPage />);
    await screen.findByRole('radio', { name: 'Medika Hospital Bandung' });
    expect(requested).toEqual([]);
    await intent();
    // Right away, not after a delay: the download starts with the gesture.
    expect(requested).toEqual([2]);
    // The answer checks come with it, not at the press (docs/decisions.md, "Issue 25 — INP: what a press paints").
    await waitFor(() => expect(loadedAnswerChecks()).not.toBeNull());
  });

  it('shows the loading state when Next is pressed during the download, then the step with focus on its heading', async () => {
    const download = controlledDownload(importStep2);
    logStepDownloads({ 2: download.importer });
    renderWithApp(<CreateAppointmentPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Medika Hospital Bandung' }));
    await userEvent.click(nextButton());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Data pasien'));
    expect(stepLoading()).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    download.calls[0].resolve();
    expect(await screen.findByRole('textbox', { name: /Nama lengkap pasien/ })).toBeInTheDocument();
    expect(stepHeading()).toHaveFocus();
    expect(download.importer).toHaveBeenCalledTimes(1);
  });

  it('shows the error state with retry when the download fails, and retry downloads it again', async () => {
    const download = controlledDownload(importStep2);
    logStepDownloads({ 2: download.importer });
    renderWithApp(<CreateAppointmentPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Medika Hospital Bandung' }));
    await userEvent.click(nextButton());
    download.calls[0].reject(new Error('Loading chunk 215 failed.'));
    expect(await screen.findByRole('heading', { name: /Data gagal dimuat/ })).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Data pasien');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(stepLoading()).toBeInTheDocument();
    download.calls[1].resolve();
    expect(await screen.findByRole('textbox', { name: /Nama lengkap pasien/ })).toBeInTheDocument();
    expect(download.importer).toHaveBeenCalledTimes(2);
  });

  it('requests step 3 once the patient answers are valid (saved as typed)', async () => {
    useDraftStore.setState({ step: 2, companyId: 1 });
    renderWithApp(<CreateAppointmentPage />, { route: '/appointment/create?step=2' });
    expect(await screen.findByRole('textbox', { name: /Nama lengkap pasien/ })).toBeInTheDocument();
    expect(requested).toEqual([2]);
    act(() => {
      useDraftStore.getState().setPatient(VALID_PATIENT);
      useDraftStore.getState().setContact(VALID_CONTACT);
    });
    await waitFor(() => expect(requested).toEqual([2, 3]));
  });

  it('after a reload further on, waits for the answer checks; a failed download offers a retry', async () => {
    let fail = true;
    const importer = jest.fn(() =>
      fail ? Promise.reject(new Error('Loading chunk failed.')) : Promise.resolve(ANSWER_CHECKS),
    );
    resetAnswerChecksForTests(importer);
    useDraftStore.setState({ step: 3, companyId: 1, patient: VALID_PATIENT, contact: VALID_CONTACT });
    const view = renderWithApp(<CreateAppointmentPage />, { route: '/appointment/create?step=3' });
    expect(await screen.findByRole('heading', { name: /Data gagal dimuat/ })).toBeInTheDocument();
    // No step is named before the answers are checked, and the URL is left as it was.
    expect(screen.queryByRole('heading', { name: /Langkah \d dari 5/ })).not.toBeInTheDocument();
    expect(view.location()).toBe('/appointment/create?step=3');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Langkah 3 dari 5 Cara pembayaran'));
    expect(stepHeading()).not.toHaveFocus();
    expect(await screen.findByRole('radiogroup', { name: /Bagaimana pembayarannya/ })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('goes back to the summary after an edit, or to the first step still unanswered', async () => {
    useDraftStore.setState({
      step: 2,
      companyId: 1,
      patient: VALID_PATIENT,
      contact: VALID_CONTACT,
      returnToSummary: true,
    });
    const view = renderWithApp(<CreateAppointmentPage />, { route: '/appointment/create?step=2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Simpan dan kembali ke ringkasan' }));
    // Payment was never answered: that is where "back to the summary" stops.
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Cara pembayaran'));
    expect(stepHeading()).toHaveFocus();
    await waitFor(() => expect(view.location()).toBe('/appointment/create?step=3'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freezeDate, unfreezeDate } from '@hospital/remote-kit/testing';
import { NOW, VALID_CONTACT, VALID_PATIENT } from '../testing/fixtures';
import { renderWithApp } from '../testing/renderWithApp';
import { resetAnswerChecksForTests } from '../features/wizard/answerChecksModule';
import { emptyDraft, useDraftStore } from '../features/wizard/draftStore';
import { resetStepModulesForTests } from '../features/wizard/stepModules';
import { CreateAppointmentPage } from './CreateAppointmentPage';

beforeEach(() => {
  freezeDate(NOW);
  sessionStorage.clear();
  useDraftStore.setState(emptyDraft());
  // Each test starts as a first visit: no step's code and no answer checks downloaded yet.
  resetStepModulesForTests();
  resetAnswerChecksForTests();
});
afterEach(() => unfreezeDate());

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /Langkah \d dari 5/ });

describe('/appointment/create', () => {
  it('has one h1, a progress indicator and starts at step 1', async () => {
    renderWithApp(<CreateAppointmentPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Buat Janji Temu');
    expect(screen.getByRole('list', { name: 'Langkah pembuatan janji temu' })).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Langkah 1 dari 5 Pilih rumah sakit');
    expect(document.title).toBe('Buat Janji Temu | Medika Hospital');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('lima langkah'),
    );
    expect(await screen.findByRole('radio', { name: 'Medika Hospital Bandung' })).toBeInTheDocument();
  });

  it('copies a doctor card’s choice into the draft and opens the patient step (nothing asked twice)', async () => {
    const view = renderWithApp(<CreateAppointmentPage />, {
      route: '/appointment/create?doctor=1023&company=1&poli=2462',
    });
    expect(stepHeading()).toHaveTextContent('Data pasien');
    expect(useDraftStore.getState()).toMatchObject({
      companyId: 1,
      schedule: { poliId: 2462, doctorId: 1023 },
    });
    await waitFor(() => expect(view.location()).toBe('/appointment/create?step=2'));
    // The reminder of the choice names the hospital and the doctor.
    expect(await screen.findByText(/Medika Hospital Bandung · dr. Ratih Kartini/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Kembali' }));
    expect(await screen.findByRole('radio', { name: 'Medika Hospital Bandung' })).toBeChecked();
  });

  it('opens a doctor card’s session on the schedule step with it chosen; Next leads to the patient step', async () => {
    const view = renderWithApp(<CreateAppointmentPage />, {
      route: '/appointment/create?doctor=1023&company=1&poli=2462&date=2026-11-24&session=69',
    });
    await waitFor(() => expect(view.location()).toBe('/appointment/create?step=4'));
    expect(stepHeading()).toHaveTextContent('Langkah 4 dari 5');
    expect(await screen.findByRole('radio', { name: /^16\.00–19\.00 WIB/ })).toBeChecked();
    await waitFor(() =>
      expect(useDraftStore.getState().schedule).toMatchObject({
        sessionId: 69,
        start: '16:00',
        end: '19:00',
      }),
    );
    // "Pilihan Anda" names the session as well as the hospital and the doctor.
    expect(
      await screen.findByText(
        /Medika Hospital Bandung · dr\. Ratih Kartini.* · Selasa, 24 November 2026, 16\.00–19\.00 WIB/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Data pasien'));
    expect(view.location()).toBe('/appointment/create?step=2');
  });

  it('a session link over a draft with the patient and payment answered: the schedule, then the summary', async () => {
    useDraftStore.setState({
      companyId: 1,
      patient: VALID_PATIENT,
      contact: VALID_CONTACT,
      insurance: { ...emptyDraft().insurance, kind: 'self' },
    });
    const view = renderWithApp(<CreateAppointmentPage />, {
      route: '/appointment/create?doctor=1023&company=1&poli=2462&date=2026-11-24&session=69',
    });
    await waitFor(() => expect(view.location()).toBe('/appointment/create?step=4'));
    expect(await screen.findByRole('radio', { name: /^16\.00–19\.00 WIB/ })).toBeChecked();
    await waitFor(() => expect(useDraftStore.getState().schedule.start).toBe('16:00'));
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(view.location()).toBe('/appointment/create?step=5'));
  });

  it('moves focus to the heading of each new step and keeps the step in the URL', async () => {
    const view = renderWithApp(<CreateAppointmentPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Medika Hospital Bandung' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Data pasien'));
    expect(stepHeading()).toHaveFocus();
    expect(view.location()).toBe('/appointment/create?step=2');
  });

  it('reopens the step the draft was on, never beyond the first unanswered one', async () => {
    useDraftStore.setState({ step: 4, companyId: 1, patient: VALID_PATIENT, contact: VALID_CONTACT });
    const view = renderWithApp(<CreateAppointmentPage />, { route: '/appointment/create?step=5' });
    // Step 3 (payment) is not answered: that is as far as it goes (known once the checks are in).
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Cara pembayaran'));
    await waitFor(() => expect(view.location()).toBe('/appointment/create?step=3'));
    expect(stepHeading()).not.toHaveFocus();
    expect(await screen.findByRole('radiogroup', { name: /Bagaimana pembayarannya/ })).toBeInTheDocument();
  });

  it('shows why Submit sent the user back to a step, until the step is answered again', async () => {
    useDraftStore.setState({
      companyId: 1,
      patient: VALID_PATIENT,
      contact: VALID_CONTACT,
      notice: { kind: 'invalid', step: 3, message: 'Asuransi tidak dikenal.' },
    });
    renderWithApp(<CreateAppointmentPage />, { route: '/appointment/create?step=3' });
    expect(
      await screen.findByText('Ada data yang perlu diperbaiki: Asuransi tidak dikenal.'),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /Bayar sendiri/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Jadwal kunjungan'));
    expect(useDraftStore.getState().notice).toBeNull();
    expect(screen.queryByText(/Ada data yang perlu diperbaiki/)).not.toBeInTheDocument();
  });

  it('is in English on an English page', async () => {
    renderWithApp(<CreateAppointmentPage />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Book an Appointment');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Step 1 of 5 Choose a hospital' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Medika Hospital Bandung' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { bookingAnswers, sent } from './testing/fakeApi';
import { appointment, NOW, VALID_CONTACT, VALID_PATIENT } from './testing/fixtures';
import { mountInBrowser, renderOnServer } from './testing/renderWithApp';
import { freezeDate, reactDrivenByLifecycles, unfreezeDate } from '@hospital/remote-kit/testing';
import {
  emptyDraft,
  DRAFT_STORAGE_KEY,
  DRAFT_VERSION,
  type BookingDraft,
} from './features/wizard/draftStore';
import { LAST_BOOKING_KEY } from './shared/lastBooking';

// docs/decisions.md, issue 14: the server renders the page, the browser takes that HTML over in place (hydrateRoot) and
// only then shows what only this tab knows: the draft of the booking being made, the booking just made.
// A difference between the two renders is a hydration error (React reports it with console.error).

const stored = (draft: Partial<BookingDraft>) =>
  sessionStorage.setItem(
    DRAFT_STORAGE_KEY,
    JSON.stringify({ state: { ...emptyDraft(), ...draft }, version: DRAFT_VERSION }),
  );
const storedDraft = () =>
  (JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as { state: BookingDraft } | null)?.state;
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /Langkah \d dari 5/ });

describe('server-rendered pages of mf-booking taken over by the browser', () => {
  const spies = reactDrivenByLifecycles();
  beforeEach(() => {
    jest.resetModules();
    freezeDate(NOW);
    sessionStorage.clear();
  });
  afterEach(() => unfreezeDate());

  it('the wizard: step 1 from the server, then the draft of this tab (step 3), without a hydration error', async () => {
    const server = await renderOnServer('/appointment/create?step=3', bookingAnswers());
    // The server knows no draft: step 1 with the hospitals, whatever ?step= says.
    expect(server.html).toContain('Langkah 1 dari 5');
    expect(server.html).toContain('Medika Hospital Cianjur');
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET web/company']);

    stored({ step: 3, companyId: 1, patient: VALID_PATIENT, contact: VALID_CONTACT });
    const browser = await mountInBrowser(server, bookingAnswers());
    const serverHeading = browser.domElement.querySelector('h1');
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Langkah 3 dari 5 Cara pembayaran'));
    // The h1 the server sent is the one on screen: the HTML was taken over, not replaced.
    expect(screen.getByRole('heading', { level: 1 })).toBe(serverHeading);
    expect(spies.consoleError).not.toHaveBeenCalled();
    // The step of the URL and the draft are kept, not overwritten by the server's empty draft.
    expect(window.location.search).toBe('?step=3');
    expect(storedDraft()).toMatchObject({
      step: 3,
      companyId: 1,
      patient: VALID_PATIENT,
      contact: VALID_CONTACT,
    });
    // The hospitals came with the page; the browser asked only for what step 3 shows.
    expect(sent(browser.requests, 'GET web/company')).toEqual([]);
    // Focus stays where it is: no step was moved to by the visitor.
    expect(stepHeading()).not.toHaveFocus();
    await browser.unmount();
  });

  it('a doctor card’s link: step 1 with the choice from the server, then the first step still to answer', async () => {
    const url = '/en/appointment/create?doctor=1023&company=1&poli=2462';
    const server = await renderOnServer(url, bookingAnswers());
    expect(server.html).toContain('Step 1 of 5');
    // The hospital is chosen and the doctor named in the HTML itself.
    const page = document.createElement('div');
    page.innerHTML = server.html;
    expect(page.querySelector<HTMLInputElement>('input[name="companyId"][value="1"]')?.checked).toBe(true);
    expect(page.textContent).toContain('Medika Hospital Bandung · dr. Ratih Kartini, Sp.JP (Jantung)');
    expect(server.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET web/company',
      'GET web/jadwal',
    ]);

    // This tab already has the patient: with the hospital from the link, payment is the first question.
    stored({ patient: VALID_PATIENT, contact: VALID_CONTACT });
    const browser = await mountInBrowser(server, bookingAnswers());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /Step \d of 5/ })).toHaveTextContent(
        'Step 3 of 5 Payment',
      ),
    );
    expect(spies.consoleError).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe('/en/appointment/create?step=3');
    // The choice went into the draft of this tab, next to what it held.
    expect(storedDraft()).toMatchObject({
      companyId: 1,
      patient: VALID_PATIENT,
      contact: VALID_CONTACT,
      schedule: { poliId: 2462, doctorId: 1023 },
    });
    expect(sent(browser.requests, 'GET web/company')).toEqual([]);
    expect(sent(browser.requests, 'GET web/jadwal')).toEqual([]);
    await browser.unmount();
  });

  it('the look-up: the form from the server, usable once the browser has it, the code of the link filled in', async () => {
    const server = await renderOnServer('/appointment/detail?code=K7PQ3MZXA9', bookingAnswers());
    const browser = await mountInBrowser(server, bookingAnswers());
    const search = screen.getByRole('button', { name: 'Cari janji temu' });
    await waitFor(() => expect(search).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /Kode booking/ })).toHaveValue('K7PQ3MZXA9');
    expect(spies.consoleError).not.toHaveBeenCalled();
    expect(browser.requests).toEqual([]);
    await browser.unmount();
  });

  it('the success page: the server’s page without a booking, then the booking of this tab', async () => {
    const server = await renderOnServer('/appointment/success?code=K7PQ3MZXA9', bookingAnswers());
    expect(server.html).toContain('Konfirmasi janji temu');
    // While the tab's booking is read the page says so: a reload never says there is no booking. The
    // "not here" text holds its room beside it, hidden (no layout shift when the browser has looked).
    expect(server.html).toContain('Memuat janji temu Anda…');
    expect(server.html).toMatch(/<span class="stateHidden">[^<]*tampil di halaman ini/);
    expect(server.html).not.toContain('K7PQ3MZXA9');
    expect(server.environment.head).toMatchObject({ noindex: true });
    expect(server.requests).toEqual([]);

    sessionStorage.setItem(
      LAST_BOOKING_KEY,
      JSON.stringify({ appointment: appointment(), lang: 'id', bornDate: '1990-11-21', celebrated: true }),
    );
    const browser = await mountInBrowser(server, bookingAnswers());
    expect(await screen.findByTestId('booking-code')).toHaveTextContent('K7PQ3MZXA9');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Janji Temu Berhasil Dibuat');
    expect(screen.getByText('Datang paling lambat pukul 16.15 WIB')).toBeInTheDocument();
    expect(spies.consoleError).not.toHaveBeenCalled();
    expect(browser.requests).toEqual([]);
    await browser.unmount();
  });
});

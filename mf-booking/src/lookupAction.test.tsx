/**
 * @jest-environment node
 */
// The look-up page's server action (features/lookup/lookupAction.ts) in this remote's server renderer,
// as the site server runs it for a form posted without JavaScript (docs/architecture.md §2c; docs/decisions.md,
// issue 25), against a real HTTP API on a local port; then the page rendered with its answer or state.
import type { ActionOutcome, RemoteState } from '@hospital/remote-kit/server';
import { renderForTest, startTestApi, type TestApi, actForTest } from '@hospital/remote-kit/testing/actions';
import { appointment, availability } from './testing/fixtures';
import { renderer } from './server';

let api: TestApi;

// A visit still to come, whatever day the test runs.
const VISIT_DATE = `${new Date().getFullYear() + 1}-03-10`;
const BOOKING = appointment({ code: 'K7PQ3MZXA9', date: VISIT_DATE });

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {
    'GET medika.appointment/K7PQ3MZXA9': { status: 200, body: { data: BOOKING } },
  };
});

function post(url: string, form: Record<string, string>, state: RemoteState | null = null) {
  return actForTest(renderer, api, url, form, state);
}

function rendered(url: string, state: RemoteState | null, action: ActionOutcome | null = null) {
  return renderForTest(renderer, api, url, {
    state,
    action: action?.kind === 'page' ? { status: action.status, data: action.data } : null,
  });
}

const BORN = { birthDay: '21', birthMonth: '11', birthYear: '1990' };

function stateOf(outcome: ActionOutcome): RemoteState {
  if (outcome.kind !== 'redirect' || !outcome.state) throw new Error(`no state in ${outcome.kind}`);
  return outcome.state;
}

describe('the look-up page’s server action', () => {
  it('answers an empty look-up 422 with the browser’s messages in the page’s language, and renders them with what was typed', async () => {
    const invalid = await post('/en/detail-appointment', {
      intent: 'lookup',
      code: 'k7pq <3>',
      birthDay: '31',
      birthMonth: '02',
      birthYear: '1990',
    });
    expect(invalid).toMatchObject({
      kind: 'page',
      status: 422,
      data: { form: 'lookup', errors: { birthDay: 'Date is not valid.' }, problem: null },
    });
    const page = await rendered('/en/detail-appointment', null, invalid);
    expect(page.status).toBe(422);
    expect(page.html).toContain('There is 1 thing to fix');
    expect(page.html).toContain('href="#lookup-born"');
    expect(page.html).toContain('Date is not valid.');
    expect(page.html).toContain('value="k7pq &lt;3&gt;"');
    expect(page.html).toContain('value="31"');
    expect(page.html).toMatch(/<option value="02" selected="">/);
    expect(api.calls).toEqual([]);

    const none = await post('/detail-appointment', { intent: 'lookup' });
    expect(none).toMatchObject({
      status: 422,
      data: { errors: { code: 'Kolom ini wajib diisi.', birthDay: 'Kolom ini wajib diisi.' } },
    });
  });

  it('says plainly when no booking has that code and birth date (404), keeping what was typed', async () => {
    const outcome = await post('/detail-appointment', { code: 'ZZZZZZZZZZ', ...BORN });
    expect(outcome).toMatchObject({ kind: 'page', status: 404, data: { problem: 'not_found' } });
    expect(api.calls).toEqual([expect.objectContaining({ path: 'medika.appointment/ZZZZZZZZZZ' })]);
    expect(api.calls[0].query.toString()).toContain('born_date=1990-11-21');
    const page = await rendered('/detail-appointment', null, outcome);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Janji temu tidak ditemukan.');
    expect(page.html).toContain('value="ZZZZZZZZZZ"');
  });

  it('opens the booking: 303 to the page naming the code (never the birth date), kept in the state, and the server renders it for this browser', async () => {
    const outcome = await post(
      '/en/appointment/detail?code=k7pq3mzxa9',
      { code: 'k7pq-3mzx a9', ...BORN },
      {
        draft: 'kept',
      },
    );
    expect(outcome).toEqual({
      kind: 'redirect',
      to: '/appointment/detail?code=K7PQ3MZXA9',
      state: {
        draft: 'kept',
        lookup: { code: 'K7PQ3MZXA9', bornDate: '1990-11-21', at: expect.any(Number) },
      },
    });
    const page = await rendered('/en/appointment/detail?code=K7PQ3MZXA9', stateOf(outcome));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Appointment K7PQ3MZXA9');
    expect(page.html).toContain('dr. Ratih Kartini, Sp.JP');
    // Its tasks as links and forms: cancel asks to confirm on a page of its own, the downloads post.
    expect(page.html).toContain(
      'href="/en/appointment/detail?code=K7PQ3MZXA9&amp;confirm=cancel#lookup-confirm"',
    );
    expect(page.html).toMatch(/<button value="data-pdf" type="submit"[^>]*name="intent"/);
    expect(page.html).not.toContain('1990-11-21"');
    // Another code in the URL, or no state: the form, not the booking.
    const other = await rendered('/en/appointment/detail?code=AAAAAAAAAA', stateOf(outcome));
    expect(other.html).not.toContain('Appointment K7PQ3MZXA9');
    expect((await rendered('/en/appointment/detail?code=K7PQ3MZXA9', null)).html).not.toContain(
      'Appointment K7PQ3MZXA9',
    );
  });

  it('cancels after the confirmation page, with the birth date kept in the state; a post without it asks to look the booking up again', async () => {
    const opened = stateOf(await post('/detail-appointment', { code: 'K7PQ3MZXA9', ...BORN }));
    const confirm = await rendered('/detail-appointment?code=K7PQ3MZXA9&confirm=cancel', opened);
    expect(confirm.html).toContain('Batalkan janji temu ini?');
    expect(confirm.html).toContain('name="intent" value="cancel"');
    expect(confirm.html).toContain('Ya, batalkan');

    api.answers['POST medika.appointment/K7PQ3MZXA9/cancel'] = {
      status: 200,
      body: { data: { ...BOOKING, status: 'cancelled' } },
    };
    api.calls.length = 0;
    const cancelled = await post(
      '/detail-appointment?code=K7PQ3MZXA9&confirm=cancel',
      { intent: 'cancel', code: 'K7PQ3MZXA9' },
      opened,
    );
    expect(cancelled).toEqual({
      kind: 'redirect',
      to: '/detail-appointment?code=K7PQ3MZXA9&done=cancelled',
      state: undefined,
    });
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'medika.appointment/K7PQ3MZXA9/cancel',
        body: JSON.stringify({ bornDate: '1990-11-21' }),
      }),
    ]);
    api.answers['GET medika.appointment/K7PQ3MZXA9'] = {
      status: 200,
      body: { data: { ...BOOKING, status: 'cancelled' } },
    };
    const after = await rendered('/detail-appointment?code=K7PQ3MZXA9&done=cancelled', opened);
    expect(after.html).toContain('Janji temu K7PQ3MZXA9 sudah dibatalkan.');
    expect(after.html).toContain('Dibatalkan');

    api.calls.length = 0;
    const stale = await post('/detail-appointment', { intent: 'cancel', code: 'K7PQ3MZXA9' }, null);
    expect(stale).toMatchObject({ kind: 'page', status: 409, data: { form: 'expired' } });
    const elsewhere = await post('/detail-appointment', { intent: 'cancel', code: 'AAAAAAAAAA' }, opened);
    expect(elsewhere).toMatchObject({ kind: 'page', status: 409 });
    expect(api.calls).toEqual([]);
    const page = await rendered('/detail-appointment', null, stale);
    expect(page.html).toContain('Demi keamanan, janji temu ini perlu dicari lagi');
  });

  it('shows the API’s reason when the cancel did not go through, the booking still shown', async () => {
    const opened = stateOf(await post('/en/detail-appointment', { code: 'K7PQ3MZXA9', ...BORN }));
    api.answers['POST medika.appointment/K7PQ3MZXA9/cancel'] = {
      status: 409,
      body: { error: { code: 'conflict', message: 'The visit has started.' } },
    };
    const failed = await post(
      '/en/detail-appointment?code=K7PQ3MZXA9&confirm=cancel',
      { intent: 'cancel', code: 'K7PQ3MZXA9' },
      opened,
    );
    expect(failed).toMatchObject({
      kind: 'page',
      status: 409,
      data: { form: 'cancel', problem: 'The visit has started.' },
    });
    const page = await rendered('/en/detail-appointment?code=K7PQ3MZXA9&confirm=cancel', opened, failed);
    expect(page.html).toContain('The appointment could not be cancelled: The visit has started.');
    expect(page.html).toContain('Appointment K7PQ3MZXA9');
  });

  it('moves the booking on a page of its own: the doctor’s open sessions as radio buttons, then 303 saying the new date and queue number', async () => {
    const opened = stateOf(await post('/en/detail-appointment', { code: 'K7PQ3MZXA9', ...BORN }));
    const card = await rendered('/en/detail-appointment?code=K7PQ3MZXA9', opened);
    expect(card.html).toContain('href="/en/detail-appointment?code=K7PQ3MZXA9&amp;move=1#lookup-move"');
    expect(card.html).not.toContain('name="session"');

    api.answers['GET medika.availability'] = { status: 200, body: { data: availability() } };
    api.calls.length = 0;
    const choose = await rendered('/en/detail-appointment?code=K7PQ3MZXA9&move=1', opened);
    expect(api.calls.map((c) => `${c.path}?${c.query.toString()}`)).toContain(
      `medika.availability?doctor_id=${BOOKING.doctor.id}&lang=en`,
    );
    expect(choose.html).toContain('Choose a new session');
    expect(choose.html).toContain('This booking can be moved 3 more times.');
    // The open sessions only (not the full one, nor the closed one), each a radio of the form.
    expect(choose.html.match(/type="radio" name="session"/g)).toHaveLength(2);
    expect(choose.html).toContain('value="71|2026-11-28"');
    expect(choose.html).toContain('14 places left');
    expect(choose.html).not.toContain('value="70|2026-11-25"');
    expect(choose.html).toContain(`name="from" value="69|${VISIT_DATE}"`);
    expect(choose.html).toContain('name="intent" value="move"');

    // Nothing chosen: the page again, asking for a session; the API is not asked.
    api.calls.length = 0;
    const none = await post(
      '/en/detail-appointment?code=K7PQ3MZXA9&move=1',
      { intent: 'move', code: 'K7PQ3MZXA9', from: `69|${VISIT_DATE}` },
      opened,
    );
    expect(none).toMatchObject({ kind: 'page', status: 422, data: { form: 'move', problem: null } });
    expect(api.calls).toEqual([]);
    const again = await rendered('/en/detail-appointment?code=K7PQ3MZXA9&move=1', opened, none);
    expect(again.status).toBe(422);
    expect(again.html).toContain('Choose a session first.');
    expect(again.html).toContain('value="71|2026-11-28"');

    const MOVED = {
      ...BOOKING,
      session_id: 71,
      date: `${new Date().getFullYear() + 1}-03-12`,
      start: '08:00',
      end: '11:00',
      queue_number: 2,
      reschedules_left: 2,
    };
    api.answers['POST medika.appointment/K7PQ3MZXA9/reschedule'] = { status: 200, body: { data: MOVED } };
    api.calls.length = 0;
    const moved = await post(
      '/en/detail-appointment?code=K7PQ3MZXA9&move=1',
      { intent: 'move', code: 'K7PQ3MZXA9', session: '71|2026-11-28', from: `69|${VISIT_DATE}` },
      opened,
    );
    expect(moved).toEqual({
      kind: 'redirect',
      to: '/detail-appointment?code=K7PQ3MZXA9&done=moved',
      state: undefined,
    });
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'medika.appointment/K7PQ3MZXA9/reschedule',
        body: JSON.stringify({
          bornDate: '1990-11-21',
          sessionId: 71,
          date: '2026-11-28',
          fromSessionId: 69,
          fromDate: VISIT_DATE,
        }),
      }),
    ]);
    api.answers['GET medika.appointment/K7PQ3MZXA9'] = { status: 200, body: { data: MOVED } };
    const after = await rendered('/detail-appointment?code=K7PQ3MZXA9&done=moved', opened);
    expect(after.html).toMatch(
      /Janji temu dipindah ke [^<]*12 Maret [^<]*08\.00[^<]*\. Nomor antrean baru: 2\. Kode booking tetap K7PQ3MZXA9\./,
    );

    // Without the kept look-up: look it up again, nothing moved.
    api.calls.length = 0;
    const stale = await post(
      '/detail-appointment?code=K7PQ3MZXA9&move=1',
      { intent: 'move', code: 'K7PQ3MZXA9', session: '71|2026-11-28', from: `69|${VISIT_DATE}` },
      null,
    );
    expect(stale).toMatchObject({ kind: 'page', status: 409, data: { form: 'expired' } });
    expect(api.calls).toEqual([]);
  });

  it('shows every doctor of the clinic at `&scope=poli`: two links say whose sessions, the list follows', async () => {
    const opened = stateOf(await post('/en/detail-appointment', { code: 'K7PQ3MZXA9', ...BORN }));
    api.answers['GET medika.availability'] = { status: 200, body: { data: availability() } };
    api.calls.length = 0;
    const clinic = await rendered('/en/detail-appointment?code=K7PQ3MZXA9&move=1&scope=poli', opened);
    expect(api.calls.map((c) => `${c.path}?${c.query.toString()}`)).toContain(
      `medika.availability?poli_id=${BOOKING.poli.id}&company_id=${BOOKING.company.id}&lang=en`,
    );
    // Links of the page's language; the one shown is marked.
    expect(clinic.html).toContain(
      `<a href="/en/detail-appointment?code=K7PQ3MZXA9&amp;move=1#lookup-move">The same doctor (${BOOKING.doctor.name})</a>`,
    );
    expect(clinic.html).toContain(
      `<a aria-current="true" href="/en/detail-appointment?code=K7PQ3MZXA9&amp;move=1&amp;scope=poli#lookup-move">Every doctor of ${BOOKING.poli.name}</a>`,
    );
    expect(clinic.html).toContain(`<legend>Every doctor of ${BOOKING.poli.name}</legend>`);
    expect(clinic.html.match(/type="radio" name="session"/g)).toHaveLength(2);

    // Anything else, or nothing, is the doctor's own list.
    api.calls.length = 0;
    const doctor = await rendered('/en/detail-appointment?code=K7PQ3MZXA9&move=1&scope=x', opened);
    expect(api.calls.map((c) => `${c.path}?${c.query.toString()}`)).toContain(
      `medika.availability?doctor_id=${BOOKING.doctor.id}&lang=en`,
    );
    expect(doctor.html).toContain(`<legend>The same doctor (${BOOKING.doctor.name})</legend>`);
  });

  it('shows the API’s reason when the move is refused, and says so when no other session is open', async () => {
    const opened = stateOf(await post('/detail-appointment', { code: 'K7PQ3MZXA9', ...BORN }));
    api.answers['GET medika.availability'] = { status: 200, body: { data: { ...availability(), days: [] } } };
    const empty = await rendered('/detail-appointment?code=K7PQ3MZXA9&move=1', opened);
    expect(empty.html).toContain('Tidak ada jadwal lain yang masih tersedia dalam masa booking.');
    expect(empty.html).not.toContain('Pindahkan ke jadwal ini');

    api.answers['GET medika.availability'] = { status: 200, body: { data: availability() } };
    api.answers['POST medika.appointment/K7PQ3MZXA9/reschedule'] = {
      status: 409,
      body: { error: { code: 'session_full', message: 'Jadwal ini sudah penuh.' } },
    };
    const form = { intent: 'move', code: 'K7PQ3MZXA9', session: '71|2026-11-28', from: `69|${VISIT_DATE}` };
    const full = await post('/detail-appointment?code=K7PQ3MZXA9&move=1', form, opened);
    expect(full).toMatchObject({
      kind: 'page',
      status: 409,
      data: { form: 'move', problem: 'Jadwal ini sudah penuh.' },
    });
    const page = await rendered('/detail-appointment?code=K7PQ3MZXA9&move=1', opened, full);
    expect(page.status).toBe(409);
    expect(page.html).toContain('Jadwal belum dipindah: Jadwal ini sudah penuh.');
    expect(page.html).toContain('value="71|2026-11-28"');

    // The limit reached meanwhile: the reason, the rule, and no list to choose from.
    api.answers['POST medika.appointment/K7PQ3MZXA9/reschedule'] = {
      status: 409,
      body: { error: { code: 'reschedule_limit', message: 'Batas pindah jadwal tercapai.' } },
    };
    api.answers['GET medika.appointment/K7PQ3MZXA9'] = {
      status: 200,
      body: { data: { ...BOOKING, reschedules_left: 0 } },
    };
    const limit = await post('/detail-appointment?code=K7PQ3MZXA9&move=1', form, opened);
    const refused = await rendered('/detail-appointment?code=K7PQ3MZXA9&move=1', opened, limit);
    expect(refused.html).toContain('Jadwal belum dipindah: Batas pindah jadwal tercapai.');
    expect(refused.html).toContain('Booking ini sudah dipindah 3 kali, batas yang diizinkan.');
    expect(refused.html).not.toContain('name="session"');
    expect(refused.html).not.toContain('move=1#lookup-move');
  });

  it('answers the data downloads as files, from the booking kept in the state', async () => {
    const opened = stateOf(await post('/detail-appointment', { code: 'K7PQ3MZXA9', ...BORN }));
    api.answers['GET medika.appointment/K7PQ3MZXA9/data'] = {
      status: 200,
      body: { data: { booking: { code: 'K7PQ3MZXA9' } } },
    };
    const json = await post(
      '/detail-appointment?code=K7PQ3MZXA9',
      { intent: 'data-json', code: 'K7PQ3MZXA9' },
      opened,
    );
    expect(json).toMatchObject({ kind: 'file', fileName: 'data-K7PQ3MZXA9.json', type: 'application/json' });
    expect(JSON.parse((json as { body: string }).body)).toEqual({ booking: { code: 'K7PQ3MZXA9' } });
    api.answers['GET medika.appointment/K7PQ3MZXA9/data'] = {
      status: 200,
      body: '%PDF-1.7 test',
      type: 'application/pdf',
    };
    api.calls.length = 0;
    const pdf = await post(
      '/detail-appointment?code=K7PQ3MZXA9',
      { intent: 'data-pdf', code: 'K7PQ3MZXA9' },
      opened,
    );
    expect(pdf).toMatchObject({ kind: 'file', fileName: 'data-K7PQ3MZXA9.pdf', type: 'application/pdf' });
    expect(Buffer.from((pdf as { body: Uint8Array }).body).toString()).toBe('%PDF-1.7 test');
    expect(api.calls[0].query.toString()).toContain('born_date=1990-11-21');
    expect(await post('/detail-appointment', { intent: 'data-pdf', code: 'K7PQ3MZXA9' }, null)).toMatchObject(
      {
        status: 409,
      },
    );
  });

  it('asks for the links to every booking of a patient: 422 with the messages, then 303 to the page saying they are sent', async () => {
    const invalid = await post('/en/detail-appointment', { intent: 'access', nik: '3273', ...BORN });
    expect(invalid).toMatchObject({
      kind: 'page',
      status: 422,
      data: { form: 'access', errors: { nik: 'NIK must be exactly 16 digits.' }, values: { nik: '3273' } },
    });
    const page = await rendered('/en/detail-appointment', null, invalid);
    expect(page.html).toContain('NIK must be exactly 16 digits.');
    expect(page.html).toContain('value="3273"');
    // The form is in the HTML (the browser opens its <details> by itself), open after an invalid post.
    expect(page.html).toMatch(/<details[^>]*open=""/);

    api.answers['POST medika.booking_access'] = {
      status: 202,
      body: { data: { message: 'ok', link_minutes: 30 } },
    };
    const sent = await post('/en/detail-appointment', { intent: 'access', nik: '3273012111900001', ...BORN });
    expect(sent).toEqual({ kind: 'redirect', to: '/detail-appointment?requested=30', state: undefined });
    expect(api.calls.at(-1)).toMatchObject({
      body: JSON.stringify({ nik: '3273012111900001', bornDate: '1990-11-21' }),
    });
    const after = await rendered('/en/detail-appointment?requested=30', null);
    expect(after.html).toContain('The link works for 30 minutes.');
  });

  describe('a mailed link’s page (`?access=`) without JavaScript', () => {
    const TOKEN = 'tK9_ZmQ2vX8bL4nR7wP1sY6cD3fG5hJ0kA2eU8iO9qW';
    const LINK = `/en/appointment/detail?access=${TOKEN}`;

    beforeEach(() => {
      api.answers[`GET medika.booking_access/${TOKEN}`] = {
        status: 200,
        body: { data: { expires_at: '2026-11-21T13:00:00+07:00', bookings: [BOOKING] } },
      };
    });

    it('answers the downloads with the files, for the token of the page’s URL', async () => {
      api.answers[`GET medika.booking_access/${TOKEN}/data`] = {
        status: 200,
        body: { data: { bookings: [{ code: 'K7PQ3MZXA9' }] } },
      };
      const json = await post(LINK, { intent: 'access-json' });
      expect(json).toMatchObject({ kind: 'file', fileName: 'data-bookings.json', type: 'application/json' });
      expect(JSON.parse((json as { body: string }).body)).toEqual({ bookings: [{ code: 'K7PQ3MZXA9' }] });
      api.answers[`GET medika.booking_access/${TOKEN}/data`] = {
        status: 200,
        body: '%PDF-1.7 test',
        type: 'application/pdf',
      };
      const pdf = await post(LINK, { intent: 'access-pdf' });
      expect(pdf).toMatchObject({ kind: 'file', fileName: 'data-bookings.pdf', type: 'application/pdf' });
      expect(Buffer.from((pdf as { body: Uint8Array }).body).toString()).toBe('%PDF-1.7 test');
      // A post without the link's token asks the API nothing.
      api.calls.length = 0;
      expect(await post('/en/appointment/detail', { intent: 'access-pdf' })).toMatchObject({
        kind: 'page',
        status: 400,
      });
      expect(api.calls).toEqual([]);
    });

    it('withdraws consent for all its bookings after a confirmation page, then says what was done once', async () => {
      const confirm = await rendered(`${LINK}&confirm=erase-all`, null);
      expect(confirm.html).toContain('Withdraw consent for all these bookings?');
      expect(confirm.html).toContain('name="intent" value="access-erase"');
      expect(confirm.html).toContain(
        `href="${LINK}" class="button secondary link"><span class="content">Do not delete`,
      );

      api.answers[`POST medika.booking_access/${TOKEN}/erase`] = {
        status: 200,
        body: { data: { cancelled_bookings: 1, erased_bookings: 1, kept_visits: 0 } },
      };
      const erased = await post(`${LINK}&confirm=erase-all`, { intent: 'access-erase' });
      expect(erased).toEqual({
        kind: 'redirect',
        to: '/appointment/detail',
        state: undefined,
        flash: { form: 'all-bookings-erased', cancelled: 1, erased: 1, kept: 0 },
      });
      // The flash is the next render's action data (status 200), once.
      if (erased.kind !== 'redirect' || erased.flash === undefined) throw new Error(erased.kind);
      const after = await rendered('/en/appointment/detail', null, {
        kind: 'page',
        status: 200,
        data: erased.flash,
        state: undefined,
      });
      expect(after.html).toContain(
        'Consent withdrawn: 1 appointment(s) cancelled, the data of 1 booking(s) deleted',
      );
    });

    it('shows the API’s reason when the link no longer works for a download or the withdrawal', async () => {
      api.answers[`POST medika.booking_access/${TOKEN}/erase`] = {
        status: 404,
        body: { error: { code: 'not_found', message: 'This link no longer works.' } },
      };
      const refused = await post(LINK, { intent: 'access-erase' });
      expect(refused).toMatchObject({
        kind: 'page',
        status: 404,
        data: { form: 'all-bookings', problem: 'This link no longer works.' },
      });
      const again = await rendered(LINK, null, refused);
      expect(again.html).toContain('The request did not go through: This link no longer works.');
    });
  });
});

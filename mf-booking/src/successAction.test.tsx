/**
 * @jest-environment node
 */
// The success page's server action (features/success/successAction.ts): "add to calendar" posted by the
// browser itself, before or without JavaScript (docs/decisions.md, issue 25), against a real HTTP API on
// a local port; then the page rendered with its answer.
import type { RemoteState } from '@hospital/remote-kit/server';
import {
  renderForTest,
  startTestApi,
  TEST_ORIGIN,
  type TestApi,
  actForTest,
} from '@hospital/remote-kit/testing/actions';
import { appointment } from './testing/fixtures';
import { renderer } from './server';

let api: TestApi;
const BOOKING = appointment({ code: 'K7PQ3MZXA9', date: '2026-12-01', start: '08:00', end: '11:00' });

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

beforeEach(() => {
  api.calls.length = 0;
  api.answers = { 'GET medika.appointment/K7PQ3MZXA9': { status: 200, body: { data: BOOKING } } };
});

/** What the booking's action keeps once it has booked without JavaScript (wizardAction.ts). */
const booked = (at = Date.now()): RemoteState => ({
  booked: { code: 'K7PQ3MZXA9', bornDate: '1990-11-21', lang: 'en', at },
});

function post(url: string, form: Record<string, string>, state: RemoteState | null = null) {
  return actForTest(renderer, api, url, form, state);
}

describe('the success page’s server action', () => {
  it('renders "add to calendar" as a form that posts to the page, for the booking this browser made', async () => {
    const page = await renderForTest(renderer, api, '/en/appointment/success?code=K7PQ3MZXA9', {
      state: booked(),
    });
    expect(page.html).toMatch(
      /<form [^>]*method="post"[^>]*><input type="hidden" name="intent" value="calendar"\/><button type="submit"[^>]*><span[^>]*>Add to calendar</,
    );
  });

  it('answers the booking’s calendar file, read again from the API, with a link to its look-up on this site', async () => {
    const file = await post('/en/appointment/success?code=K7PQ3MZXA9', { intent: 'calendar' }, booked());
    expect(file).toMatchObject({
      kind: 'file',
      fileName: 'janji-temu-K7PQ3MZXA9.ics',
      type: 'text/calendar;charset=utf-8',
    });
    // Long lines are folded (RFC 5545 §3.1): read unfolded.
    const body = String((file as { body: string }).body).replace(/\r\n[ \t]/g, '');
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain('UID:K7PQ3MZXA9@medikahospital.co.id');
    expect(body).toContain('DTSTART;TZID=Asia/Jakarta:20261201T080000');
    expect(body).toContain(`${TEST_ORIGIN}/en/appointment/detail?code=K7PQ3MZXA9`);
    expect(api.calls.map((c) => `${c.method} ${c.path}?${c.query.toString()}`)).toEqual([
      'GET medika.appointment/K7PQ3MZXA9?born_date=1990-11-21&lang=en',
    ]);
  });

  it('makes no file for a booking this browser did not make, or made too long ago: the page says how to find it', async () => {
    for (const state of [null, booked(Date.now() - 2 * 60 * 60_000)]) {
      const outcome = await post('/en/appointment/success?code=K7PQ3MZXA9', { intent: 'calendar' }, state);
      expect(outcome).toMatchObject({ kind: 'page', status: 409, data: { form: 'calendar', problem: null } });
    }
    const other = await post('/en/appointment/success?code=ZZZZZZZZZZ', { intent: 'calendar' }, booked());
    expect(other).toMatchObject({ kind: 'page', status: 409 });
    expect(api.calls).toEqual([]);
    const page = await renderForTest(renderer, api, '/en/appointment/success?code=K7PQ3MZXA9', {
      action: { status: 409, data: { form: 'calendar', problem: null } },
    });
    expect(page.status).toBe(409);
    expect(page.html).toContain('Find my appointment');
  });

  it('says why when the API cannot give the booking (503), never a 500', async () => {
    api.answers['GET medika.appointment/K7PQ3MZXA9'] = {
      status: 503,
      body: { error: { code: 'unavailable', message: 'The service is busy.' } },
    };
    const outcome = await post('/appointment/success?code=K7PQ3MZXA9', { intent: 'calendar' }, booked());
    expect(outcome).toMatchObject({ kind: 'page', status: 503, data: { form: 'calendar' } });
    if (outcome.kind !== 'page') throw new Error(outcome.kind);
    const page = await renderForTest(renderer, api, '/en/appointment/success?code=K7PQ3MZXA9', {
      state: booked(),
      action: { status: outcome.status, data: outcome.data },
    });
    expect(page.html).toContain('The calendar file could not be made:');
  });
});

/**
 * docs/decisions.md, issue 18, the front desk and the live queue: staff sign-in (argon2id, cookie session, CSRF; the
 * second factor, throttling and sign-ins of issue 24 in deskSignIn.test.ts),
 * check-in rules, an atomic call-next under 20 parallel presses, the skipped cancelled booking, the
 * doctor-late and cancelled notices, and the live stream. Each suite runs on PGlite and PostgreSQL.
 * The server's clock is set to 07.00 WIB tomorrow, so the day's sessions are all still ahead.
 */
import type {
  AvailabilitySession,
  DeskActionResult,
  DeskSession,
  LiveQueueSnapshot,
} from '@hospital/contract';
import { addDays } from '@hospital/domain';
import { book, createPatient, dayWithNextDay, openSessions } from './support/booking';
import { DeskClient } from './support/desk';
import { describeApi, type ErrorBody, type ItemBody, type ListBody, type TestApi } from './support/harness';

const DAY = dayWithNextDay();
const CLOCK_OFFSET_MS = Date.parse(`${DAY}T07:00:00+07:00`) - Date.now();

/** Each test takes sessions of its own, so one's queue never shows in another's figures. */
const used = new Set<number>();

/** A session of the desk's hospital running on DAY, with room for `places` more bookings. */
async function sessionOfDay(api: TestApi, places: number, companyId = 1): Promise<AvailabilitySession> {
  const sessions = await openSessions(api, `company_id=${companyId}&from=${DAY}&to=${DAY}`);
  const s = sessions.find((x) => x.date === DAY && x.start >= '08:00' && !used.has(x.session_id));
  if (!s) throw new Error('no session on the test day');
  used.add(s.session_id);
  // Room for the test's patients; the quota is fixed per day by its first booking.
  await api.sql(
    `update practice_sessions set quota = greatest(quota, ${places + 5}) where id = ${s.session_id}`,
  );
  return s;
}

async function bookMany(api: TestApi, s: AvailabilitySession, n: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await book(api, await createPatient(api), s);
    if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${res.text}`);
    codes.push(res.body.data.code);
  }
  return codes;
}

describeApi(
  'docs/decisions.md, issue 18: the front desk and the live queue',
  (api) => {
    it('the public token opens none of the desk: 401 on every call without a signed-in session', async () => {
      const calls: [string, string][] = [
        ['GET', 'me'],
        ['GET', 'sessions'],
        ['POST', 'check-in'],
        ['POST', 'call'],
        ['POST', 'no-show'],
        ['POST', 'late'],
        ['POST', 'cancel-session'],
        ['POST', 'logout'],
        ['POST', 'logout-everywhere'],
        ['GET', 'sign-ins'],
        ['POST', 'sign-ins/end'],
      ];
      const desk = new DeskClient(api);
      const token = await desk.send<ItemBody<{ token: string }>>('GET', 'csrf');
      desk.csrf = token.body.data.token;
      for (const [method, path] of calls) {
        // With the public token, and with a valid CSRF token, but no session.
        const res = await api.request<ErrorBody>(
          method,
          `frontdesk/${path}`,
          method === 'POST' ? {} : undefined,
          {
            headers: { 'x-csrf-token': desk.csrf, cookie: `desk_csrf=${'x'}` },
          },
        );
        expect([path, res.status]).toEqual([path, 401]);
        const viaDesk = await desk.send<ErrorBody>(
          method as 'GET' | 'POST',
          path,
          method === 'POST' ? {} : undefined,
        );
        expect([path, viaDesk.status, viaDesk.body.error.code]).toEqual([path, 401, 'unauthorized']);
      }
    });

    it('signs in with a session cookie (HttpOnly, SameSite=Strict) and refuses a write without the CSRF token', async () => {
      const desk = new DeskClient(api);
      const res = await desk.signIn();
      expect(res.status).toBe(200);
      // Set by the second step, which opens the session (docs/decisions.md, issue 24).
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('desk_session='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\/frontdesk/);
      const me = await desk.send<ItemBody<{ staff: { company: { id: number } } }>>('GET', 'me');
      expect(me.body.data.staff.company.id).toBe(1);
      const forged = await desk.send<ErrorBody>('POST', 'late', { session_id: 1, minutes: 5 }, false);
      expect([forged.status, forged.body.error.code]).toEqual([403, 'forbidden']);
      const [hash] = await api.sql<{ h: string }>(
        `select password_hash as h from staff_accounts where username = '${desk.account?.username}'`,
      );
      expect(hash.h).toMatch(/^\$argon2id\$/);
      await desk.send('POST', 'logout', {});
      expect((await desk.send('GET', 'me')).status).toBe(401);
    });

    it('checks in only a booking of today at its own hospital; 20 desks pressing "call next" at once call 20 different patients', async () => {
      const s = await sessionOfDay(api, 24);
      const codes = await bookMany(api, s, 23);
      const desk = new DeskClient(api);
      expect((await desk.signIn()).status).toBe(200);

      // A booking cancelled by the patient is skipped: it cannot be checked in or called.
      const cancelledCode = codes[1];
      await api.sql(`update appointments set status = 'cancelled' where code = '${cancelledCode}'`);
      const refused = await desk.send<ErrorBody>('POST', 'check-in', { code: cancelledCode });
      expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_status']);
      const unknown = await desk.send<ErrorBody>('POST', 'check-in', { code: 'MDK-NOPE-0000' });
      expect(unknown.status).toBe(404);
      const missing = await desk.send<ErrorBody>('POST', 'check-in', {});
      expect([missing.status, missing.body.error.fields]).toEqual([400, { code: 'Kolom ini wajib diisi.' }]);

      const checkedIn = codes.filter((c) => c !== cancelledCode).slice(0, 21);
      for (const code of checkedIn) {
        const res = await desk.send<ItemBody<DeskActionResult>>('POST', 'check-in', {
          code: code.toLowerCase(),
        });
        expect([code, res.status, res.body.data.booking?.status]).toEqual([code, 200, 'checked_in']);
      }
      const again = await desk.send<ErrorBody>('POST', 'check-in', { code: checkedIn[0] });
      expect(again.status).toBe(409);

      const started = Date.now();
      const presses = await Promise.all(
        Array.from({ length: 20 }, () =>
          desk.send<ItemBody<DeskActionResult>>('POST', 'call', { session_id: s.session_id }),
        ),
      );
      const ms = Date.now() - started;
      expect(presses.map((p) => p.status)).toEqual(Array(20).fill(200));
      const called = presses.map((p) => p.body.data.booking?.code);
      expect(new Set(called).size).toBe(20);
      const numbers = presses.map((p) => p.body.data.booking?.queue_number ?? 0).sort((a, b) => a - b);
      const expected = (
        await api.sql<{ q: number }>(
          `select queue_number as q from appointments where code in (${checkedIn.map((c) => `'${c}'`).join(',')}) order by queue_number limit 20`,
        )
      ).map((r) => Number(r.q));
      expect(numbers).toEqual(expected);
      const [day] = await api.sql<{ now_serving: number; called_count: number }>(
        `select now_serving, called_count from session_days where session_id = ${s.session_id} and visit_date = '${DAY}'`,
      );
      expect([Number(day.now_serving), Number(day.called_count)]).toEqual([expected[19], 20]);
      const [events] = await api.sql<{ n: string }>(
        `select count(*) as n from desk_events e join staff_accounts a on a.id = e.staff_id
          where e.action = 'call' and e.session_id = ${s.session_id} and a.username = '${desk.account?.username}'`,
      );
      expect(Number(events.n)).toBe(20);
      console.log(
        `[frontdesk ${api.backend}] 20 parallel call-next presses in ${ms} ms: 20 × 200, 20 different patients, now serving ${expected[19]}`,
      );

      // The 21st checked-in patient, then nobody: a clear 409, never a 500.
      expect((await desk.send('POST', 'call', { session_id: s.session_id })).status).toBe(200);
      const none = await desk.send<ErrorBody>('POST', 'call', { session_id: s.session_id });
      expect([none.status, none.body.error.message]).toEqual([
        409,
        'Tidak ada pasien yang sudah daftar ulang dan belum dipanggil.',
      ]);

      // Not checked in yet: a named call is refused too; a no-show is recorded.
      const late = codes[22];
      expect((await desk.send('POST', 'call', { session_id: s.session_id, code: late })).status).toBe(409);
      const noShow = await desk.send<ItemBody<DeskActionResult>>('POST', 'no-show', { code: late });
      expect(noShow.body.data.booking?.status).toBe('no_show');

      // Another day's booking and the other hospital's session are refused.
      const [tomorrow] = await openSessions(
        api,
        `company_id=1&from=${addDays(DAY, 1)}&to=${addDays(DAY, 1)}`,
      );
      const other = await book(api, await createPatient(api), tomorrow);
      const wrongDay = await desk.send<ErrorBody>('POST', 'check-in', { code: other.body.data.code });
      expect([wrongDay.status, wrongDay.body.error.message]).toEqual([
        409,
        'Daftar ulang hanya pada hari kunjungan booking ini.',
      ]);
      const cianjur = await sessionOfDay(api, 1, 2);
      const [there] = await bookMany(api, cianjur, 1);
      const wrongPlace = await desk.send<ErrorBody>('POST', 'check-in', { code: there });
      expect(wrongPlace.status).toBe(409);
      const foreign = await desk.send<ErrorBody>('POST', 'call', { session_id: cianjur.session_id });
      expect([foreign.status, foreign.body.error.code]).toEqual([409, 'session_unavailable']);
    });

    it('streams the queue live: the state at once, then each change; late and cancelled notices; never backwards', async () => {
      const s = await sessionOfDay(api, 4);
      const codes = await bookMany(api, s, 3);
      const desk = new DeskClient(api);
      await desk.signIn();
      const before = await api.request<ItemBody<LiveQueueSnapshot>>(
        'GET',
        `queue/now?session=${s.session_id}`,
        undefined,
        { token: null },
      );
      expect(before.status).toBe(200);
      const rows = await api.sql<{ code: string; q: number }>(
        `select code, queue_number as q from appointments where code in (${codes.map((c) => `'${c}'`).join(',')})`,
      );
      // In the order of `codes`.
      const numbers = codes.map((code) => Number(rows.find((r) => r.code === code)?.q));
      for (const n of numbers) expect(before.body.data.sessions[0].waiting).toContain(n);

      const controller = new AbortController();
      const response = await fetch(`${api.baseUrl}/queue/live?session=${s.session_id}`, {
        signal: controller.signal,
      });
      expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
      expect(response.headers.get('x-accel-buffering')).toBe('no');
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      const nextEvent = async (): Promise<LiveQueueSnapshot> => {
        for (;;) {
          const match = /event: queue\ndata: (.*)\n\n/.exec(buffer);
          if (match) {
            buffer = buffer.slice((match.index ?? 0) + match[0].length);
            return JSON.parse(match[1]) as LiveQueueSnapshot;
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          buffer += decoder.decode(value, { stream: true });
        }
      };
      /** Events until one shows what is expected (changes close together may arrive as one). */
      const until = async (shows: (s: LiveQueueSnapshot['sessions'][number]) => boolean) => {
        for (;;) {
          const event = await nextEvent();
          if (shows(event.sessions[0])) return event;
        }
      };
      const first = await nextEvent();
      const version = first.sessions[0].version;

      for (const code of codes.slice(0, 2))
        expect((await desk.send('POST', 'check-in', { code })).status).toBe(200);
      await until((x) => x.version >= version + 2);
      const started = Date.now();
      const call = await desk.send<ItemBody<DeskActionResult>>('POST', 'call', {
        session_id: s.session_id,
        code: codes[1],
      });
      expect(call.status).toBe(200);
      const afterCall = await until((x) => x.now_serving > 0);
      const ms = Date.now() - started;
      const calledNumber = call.body.data.booking!.queue_number;
      expect(afterCall.sessions[0].now_serving).toBe(calledNumber);
      expect(afterCall.sessions[0].waiting).not.toContain(calledNumber);
      expect(afterCall.sessions[0].version).toBeGreaterThan(version);
      expect(ms).toBeLessThan(5_000);

      // An earlier number called after a later one: "now serving" does not go back.
      await desk.send('POST', 'call', { session_id: s.session_id, code: codes[0] });
      const outOfTurn = await until((x) => !x.waiting.includes(numbers[0]));
      expect(outOfTurn.sessions[0].now_serving).toBe(Math.max(calledNumber, numbers[0]));

      await desk.send('POST', 'late', { session_id: s.session_id, minutes: 30 });
      expect((await until((x) => x.late_minutes !== null)).sessions[0].late_minutes).toBe(30);
      const cancelled = await desk.send<ItemBody<DeskActionResult>>('POST', 'cancel-session', {
        session_id: s.session_id,
      });
      expect(cancelled.body.data.session.cancelled).toBe(true);
      expect((await until((x) => x.cancelled)).sessions[0].cancelled).toBe(true);
      const refused = await desk.send<ErrorBody>('POST', 'call', { session_id: s.session_id });
      expect([refused.status, refused.body.error.message]).toEqual([
        409,
        'Sesi ini sudah dibatalkan hari ini.',
      ]);
      controller.abort();

      const list = await desk.send<ListBody<DeskSession>>('GET', 'sessions');
      const mine = list.body.data.results.find((x) => x.session_id === s.session_id);
      expect(mine?.bookings.map((b) => b.status).sort()).toEqual(['booked', 'called', 'called']);
      const actions = await api.sql<{ action: string }>(
        `select action from desk_events where session_id = ${s.session_id} order by id`,
      );
      expect(actions.map((a) => a.action)).toEqual([
        'check_in',
        'check_in',
        'call',
        'call',
        'late',
        'cancel_session',
      ]);
    });

    it('answers bad input to the desk and the stream with clear 4xx, never a 500', async () => {
      const desk = new DeskClient(api);
      await desk.signIn();
      for (const body of [{ session_id: 'x' }, { session_id: -1 }, { session_id: 1, minutes: 999 }, []]) {
        const res = await desk.send<ErrorBody>('POST', 'late', body);
        expect(res.status).toBe(400);
      }
      // The same rules and words as the desk's own form (deskLateSchema of @hospital/domain).
      const tooLate = await desk.send<ErrorBody>('POST', 'late', { session_id: 1, minutes: 999 });
      expect(tooLate.body.error.fields).toEqual({ minutes: 'Isi bilangan bulat 0 sampai 240.' });
      const noScope = await api.request<ErrorBody>('GET', 'queue/now', undefined, { token: null });
      expect(noScope.status).toBe(400);
      const unknownSession = await api.request<ItemBody<LiveQueueSnapshot>>(
        'GET',
        'queue/now?session=999999',
        undefined,
        { token: null },
      );
      expect(unknownSession.body.data.sessions).toEqual([]);
    });

    // docs/decisions.md, "Issue 27 — the desk's route schemas": ajv checks the desk's bodies and the
    // search term before the handler, after the session and the CSRF token, in the desk form's words.
    it('refuses a bad desk body with the form’s words in both languages, every field at once, once signed in', async () => {
      const desk = new DeskClient(api);
      await desk.signIn();
      const failed = async (path: string, body: unknown, method: 'GET' | 'POST' = 'POST') => {
        const res = await desk.send<ErrorBody>(method, path, body);
        return [res.status, res.body.error.code, res.body.error.message, res.body.error.fields];
      };
      expect(await failed('check-in?lang=en', {})).toEqual([
        400,
        'validation_failed',
        'Please check the data you entered.',
        { code: 'This field is required.' },
      ]);
      expect(await failed('check-in', {})).toEqual([
        400,
        'validation_failed',
        'Periksa kembali data yang diisi.',
        { code: 'Kolom ini wajib diisi.' },
      ]);
      expect(await failed('no-show?lang=en', { code: 'X'.repeat(41) })).toEqual([
        400,
        'validation_failed',
        'Please check the data you entered.',
        { code: 'Maximal 40 character.' },
      ]);
      expect((await failed('late?lang=en', { session_id: 'x', minutes: 999 }))[3]).toEqual({
        session_id: 'This field must be a number.',
        minutes: 'Enter a whole number from 0 to 240.',
      });
      expect((await failed('late', { session_id: 1, minutes: 1.5 }))[3]).toEqual({
        minutes: 'Isi bilangan bulat 0 sampai 240.',
      });
      expect((await failed('call?lang=en', { session_id: 0 }))[3]).toEqual({
        session_id: 'This field must be a number.',
      });
      expect((await failed('cancel-session?lang=en', { code: 5 }))[3]).toEqual({
        session_id: 'This field is required.',
        code: 'This field must be text.',
      });
      expect((await failed('sign-ins/end?lang=en', { id: -3 }))[3]).toEqual({
        id: 'This field must be a number.',
      });
      // The rule a JSON schema cannot state stays the yup schema's, in its words, after ajv.
      const neither = await failed('sign-ins/end?lang=en', {});
      expect([neither[0], neither[1], Object.values(neither[3] ?? {})]).toEqual([
        400,
        'validation_failed',
        ['Choose the sign-in or the colleague to end.'],
      ]);
      expect(await failed('search?lang=en&q=', undefined, 'GET')).toEqual([
        400,
        'validation_failed',
        'Please check the data you entered.',
        { q: 'This field is required.' },
      ]);
      expect((await failed(`search?lang=en&q=${'x'.repeat(61)}`, undefined, 'GET'))[3]).toEqual({
        q: 'Maximal 60 character.',
      });
      expect((await failed('search?q=ab', undefined, 'GET'))[3]).toEqual({
        q: 'Ketik minimal 3 huruf nama atau kode, atau minimal 4 angka nomor telepon atau NIK.',
      });
      // A well-formed body still reaches the desk's rules.
      const unknown = await desk.send<ErrorBody>('POST', 'check-in', { code: 'TIDAKADA01' });
      expect(unknown.status).toBe(404);
    });

    it('checks a desk body only after the session and the CSRF token: a stranger learns nothing of it', async () => {
      const stranger = new DeskClient(api);
      await stranger.send('GET', 'session');
      // A CSRF token of no session, but no session: 401, whatever the body.
      for (const path of ['check-in', 'late', 'sign-ins/end', 'second-factor', 'enrol']) {
        const res = await stranger.send<ErrorBody>('POST', path, { code: 5, session_id: 'x' });
        expect([path, res.status, res.body.error.code]).toEqual([path, 401, 'unauthorized']);
      }
      const search = await stranger.send<ErrorBody>('GET', 'search?q=');
      expect([search.status, search.body.error.code]).toEqual([401, 'unauthorized']);
      // Signed in, without the CSRF token: 403 before the body is looked at.
      const desk = new DeskClient(api);
      await desk.signIn();
      const noToken = await desk.send<ErrorBody>('POST', 'check-in', {}, false);
      expect([noToken.status, noToken.body.error.code]).toEqual([403, 'forbidden']);
      // The password step needs no session, only the CSRF token: its body is checked next.
      const login = await stranger.send<ErrorBody>('POST', 'login?lang=en', { username: 5 });
      expect([login.status, login.body.error.fields]).toEqual([
        400,
        { username: 'This field must be text.', password: 'This field is required.' },
      ]);
    });

    it('issue 24: a cancelled number goes to the next booking; the desk lists the active one in its place, the cancelled one after, and calls it in its turn', async () => {
      const s = await sessionOfDay(api, 4);
      const patient = await createPatient(api);
      const [first, second] = await bookMany(api, s, 2);
      const third = (await book(api, patient, s)).body.data;
      const cancelled = await api.post(`medika.appointment/${second}/cancel`, { bornDate: '1990-05-17' });
      expect(cancelled.status).toBe(200);
      const [late] = await bookMany(api, s, 1);
      const numbers = Object.fromEntries(
        (
          await api.sql<{ code: string; queue_number: number }>(
            `select code, queue_number from appointments where code in ('${first}', '${second}', '${third.code}', '${late}')`,
          )
        ).map((r) => [r.code, Number(r.queue_number)]),
      );
      // The late booking holds the cancelled one's number.
      expect(numbers[late]).toBe(numbers[second]);
      const desk = new DeskClient(api);
      expect((await desk.signIn()).status).toBe(200);
      const list = await desk.send<ListBody<DeskSession>>('GET', 'sessions');
      const session = list.body.data.results.find((x) => x.session_id === s.session_id)!;
      expect(session.bookings.map((b) => [b.code, b.status])).toEqual([
        [first, 'booked'],
        [late, 'booked'],
        [third.code, 'booked'],
        [second, 'cancelled'],
      ]);
      // "Call next" takes the lowest checked-in number: the late booking before the third.
      for (const code of [third.code, late]) {
        expect((await desk.send('POST', 'check-in', { code })).status).toBe(200);
      }
      const called = await desk.send<ItemBody<DeskActionResult>>('POST', 'call', {
        session_id: s.session_id,
      });
      expect(called.body.data.booking?.code).toBe(late);
    });
  },
  { clockOffsetMs: CLOCK_OFFSET_MS },
);

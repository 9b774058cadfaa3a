/**
 * Issue 19, item 2: reschedule by code and birth date. The new place is claimed and the old one freed
 * in one transaction (never both, never neither); of concurrent moves of one booking, one wins; a
 * full session leaves the booking as it was; the code stays and the queue number is the new one's.
 * Each suite runs on PGlite and PostgreSQL.
 */
import type { Appointment, AvailabilitySession } from '@hospital/contract';
import { book, createPatient, doctorsWithoutLeave, openSessions } from './support/booking';
import { describeApi, type ErrorBody, type ItemBody, type TestApi } from './support/harness';

async function places(api: TestApi, s: { session_id: number; date: string }): Promise<number> {
  const [row] = await api.sql<{ booked: number }>(
    `select booked from session_days where session_id = ${s.session_id} and visit_date = '${s.date}'`,
  );
  return Number(row?.booked ?? 0);
}

function move(
  api: TestApi,
  code: string,
  bornDate: string,
  to: AvailabilitySession,
  from: { session_id: number; date: string },
) {
  return api.post<ItemBody<Appointment> & ErrorBody>(`medika.appointment/${code}/reschedule`, {
    bornDate,
    sessionId: to.session_id,
    date: to.date,
    fromSessionId: from.session_id,
    fromDate: from.date,
  });
}

describeApi('moving a booking (issues 19 and 24), one database for the file', (api) => {
  describe('issue 19: reschedule by code and birth date', () => {
    let sessions: AvailabilitySession[];
    beforeAll(async () => {
      const [doctor] = (await doctorsWithoutLeave(api)).slice(30);
      sessions = (await openSessions(api, `doctor_id=${doctor.id}`)).filter((s) => s.remaining >= 3);
      expect(sessions.length).toBeGreaterThanOrEqual(4);
    });

    it('moves a booking: same code, a new queue number, the old place free and the new one taken', async () => {
      const [from, to] = sessions;
      const patient = await createPatient(api);
      const booked = (await book(api, patient, from)).body.data;
      const before = [await places(api, from), await places(api, to)];
      const res = await move(api, booked.code, patient.input.bornDate, to, from);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        code: booked.code,
        session_id: to.session_id,
        date: to.date,
        status: 'booked',
      });
      expect([await places(api, from), await places(api, to)]).toEqual([before[0] - 1, before[1] + 1]);
      const stale = await move(api, booked.code, patient.input.bornDate, sessions[2], from);
      expect([stale.status, stale.body.error.code]).toEqual([409, 'conflict']);
      const again = await api.get<ItemBody<Appointment>>(
        `medika.appointment/${booked.code}?born_date=${patient.input.bornDate}`,
      );
      expect(again.body.data.session_id).toBe(to.session_id);
    });

    it('refuses without the right birth date, to its own slot, to another clinic, and bad input, with clear 4xx', async () => {
      const [from, to] = sessions;
      const patient = await createPatient(api);
      const booked = (await book(api, patient, from)).body.data;
      expect((await move(api, booked.code, '1970-01-01', to, from)).status).toBe(404);
      const same = await move(api, booked.code, patient.input.bornDate, from, from);
      expect([same.status, same.body.error.fields]).toEqual([
        400,
        { sessionId: 'Ini jadwal Anda sekarang.' },
      ]);
      const [elsewhere] = (await openSessions(api)).filter(
        (s) => s.poli_id !== from.poli_id && s.doctor_id !== from.doctor_id,
      );
      expect((await move(api, booked.code, patient.input.bornDate, elsewhere, from)).status).toBe(400);
      const valid = { bornDate: patient.input.bornDate, sessionId: to.session_id, date: to.date };
      for (const body of [
        {},
        { bornDate: patient.input.bornDate },
        { ...valid, date: '2026-02-30', fromSessionId: from.session_id, fromDate: from.date },
        valid,
      ]) {
        const res = await api.post<ErrorBody>(`medika.appointment/${booked.code}/reschedule`, body);
        expect(res.status).toBe(400);
      }
      const cancelled = await api.post(`medika.appointment/${booked.code}/cancel`, {
        bornDate: patient.input.bornDate,
      });
      expect(cancelled.status).toBe(200);
      expect((await move(api, booked.code, patient.input.bornDate, to, from)).status).toBe(409);
    });

    it('20 moves of one booking at once: one wins, the others are refused, and it holds exactly one place', async () => {
      const [from, ...targets] = sessions;
      const patient = await createPatient(api);
      const booked = (await book(api, patient, from)).body.data;
      const watched = [from, ...targets.slice(0, 3)];
      const before = await Promise.all(watched.map((s) => places(api, s)));
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          move(api, booked.code, patient.input.bornDate, targets[i % 3], from),
        ),
      );
      const ms = Date.now() - started;
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual(Array(19).fill(409));
      const after = await Promise.all(watched.map((s) => places(api, s)));
      const target = watched.findIndex(
        (s) => s.session_id === won[0].body.data.session_id && s.date === won[0].body.data.date,
      );
      const expected = before.map((n, i) => (i === 0 ? n - 1 : i === target ? n + 1 : n));
      expect(after).toEqual(expected);
      console.log(
        `[reschedule ${api.backend}] 20 parallel moves of one booking in ${ms} ms: 1 × 200, 19 × 409; places before ${before.join('/')}, after ${after.join('/')}`,
      );
    });

    it('20 bookings moving at once into a session with 5 places: 5 move, 15 keep their old place', async () => {
      const [target, ...froms] = sessions;
      const [free] = await api.sql<{ quota: number; booked: number }>(
        `select quota, booked from session_days where session_id = ${target.session_id} and visit_date = '${target.date}'`,
      );
      const quota = Number(free?.booked ?? 0) + 5;
      await api.sql(
        `insert into session_days (session_id, visit_date, quota) values (${target.session_id}, '${target.date}', ${quota})
       on conflict (session_id, visit_date) do update set quota = ${quota}`,
      );
      const bookings: { code: string; bornDate: string; from: AvailabilitySession }[] = [];
      for (let i = 0; i < 20; i += 1) {
        const from = froms[i % froms.length];
        await api.sql(
          `update session_days set quota = 100 where session_id = ${from.session_id} and visit_date = '${from.date}'`,
        );
        const patient = await createPatient(api);
        const res = await book(api, patient, from);
        expect(res.status).toBe(201);
        bookings.push({ code: res.body.data.code, bornDate: patient.input.bornDate, from });
      }
      const totalBefore = (await Promise.all([target, ...froms].map((s) => places(api, s)))).reduce(
        (a, b) => a + b,
        0,
      );
      const answers = await Promise.all(bookings.map((b) => move(api, b.code, b.bornDate, target, b.from)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 409 && a.body.error.code === 'session_full')).toHaveLength(
        15,
      );
      expect(await places(api, target)).toBe(quota);
      const totalAfter = (await Promise.all([target, ...froms].map((s) => places(api, s)))).reduce(
        (a, b) => a + b,
        0,
      );
      expect(totalAfter).toBe(totalBefore);
      // Each refused booking is still where it was.
      for (const [i, b] of bookings.entries()) {
        if (answers[i].status === 200) continue;
        const now = await api.get<ItemBody<Appointment>>(
          `medika.appointment/${b.code}?born_date=${b.bornDate}`,
        );
        expect([now.body.data.session_id, now.body.data.date]).toEqual([b.from.session_id, b.from.date]);
      }
    });
  });

  /**
   * Issue 24, item 3: moves cannot inflate a session's queue numbers. A number freed by a move (or a
   * cancellation) is given again to the next booking of that session, and one booking can be moved
   * at most MAX_RESCHEDULES (3) times.
   */
  describe('issue 24: queue numbers stay dense under moves', () => {
    let a: AvailabilitySession;
    let b: AvailabilitySession;
    beforeAll(async () => {
      const doctors = (await doctorsWithoutLeave(api)).slice(20);
      for (const doctor of doctors) {
        const open = (await openSessions(api, `doctor_id=${doctor.id}`)).filter((s) => s.booked === 0);
        if (open.length >= 2) {
          [a, b] = open;
          break;
        }
      }
      for (const s of [a, b]) {
        await api.sql(
          `insert into session_days (session_id, visit_date, quota) values (${s.session_id}, '${s.date}', 100)
         on conflict (session_id, visit_date) do update set quota = 100`,
        );
      }
    });

    /** The active bookings' numbers of a session day, and the places taken. */
    async function numbers(s: AvailabilitySession): Promise<{ taken: number; numbers: number[] }> {
      const rows = await api.sql<{ queue_number: number }>(
        `select queue_number from appointments where session_id = ${s.session_id} and visit_date = '${s.date}'
        and status <> 'cancelled' order by queue_number`,
      );
      return { taken: await places(api, s), numbers: rows.map((r) => Number(r.queue_number)) };
    }

    async function newBooking(s: AvailabilitySession): Promise<Appointment> {
      const res = await book(api, await createPatient(api), s);
      expect(res.status).toBe(201);
      return res.body.data;
    }

    it('40 moves back and forth: the next new booking’s number is at most the places taken + 1, and a 4th move of one booking is refused', async () => {
      const bookings: { code: string; bornDate: string; at: AvailabilitySession }[] = [];
      for (let i = 0; i < 14; i += 1) {
        const patient = await createPatient(api);
        const res = await book(api, patient, a);
        expect(res.status).toBe(201);
        bookings.push({ code: res.body.data.code, bornDate: patient.input.bornDate, at: a });
      }
      // 40 moves, each booking moved back and forth (13 bookings 3 times, the last once).
      let done = 0;
      for (let round = 0; round < 3 && done < 40; round += 1) {
        for (const booking of bookings) {
          if (done === 40) break;
          const to = booking.at === a ? b : a;
          const res = await move(api, booking.code, booking.bornDate, to, booking.at);
          expect(res.status).toBe(200);
          booking.at = to;
          done += 1;
        }
      }
      const before = { a: await numbers(a), b: await numbers(b) };
      const nextA = await newBooking(a);
      const nextB = await newBooking(b);
      console.log(
        `[queue numbers ${api.backend}] after 40 moves: session A ${before.a.taken} places taken, next number ${nextA.queue_number} (${nextA.estimated_time}); session B ${before.b.taken} taken, next ${nextB.queue_number}`,
      );
      expect(nextA.queue_number).toBeLessThanOrEqual(before.a.taken + 1);
      expect(nextB.queue_number).toBeLessThanOrEqual(before.b.taken + 1);
      // No two active bookings of a session day share a number.
      for (const s of [a, b]) {
        const after = await numbers(s);
        expect(new Set(after.numbers).size).toBe(after.numbers.length);
      }

      // The booking moved 3 times already: its 4th and later moves are refused, and it stays put.
      const tired = bookings[0];
      for (let i = 0; i < 3; i += 1) {
        const res = await move(api, tired.code, tired.bornDate, tired.at === a ? b : a, tired.at);
        expect([res.status, res.body.error?.code]).toEqual([409, 'reschedule_limit']);
        expect(res.body.error.message).toMatch(/3 kali/);
      }
      const en = await api.post<ErrorBody>(`medika.appointment/${tired.code}/reschedule?lang=en`, {
        bornDate: tired.bornDate,
        sessionId: (tired.at === a ? b : a).session_id,
        date: (tired.at === a ? b : a).date,
        fromSessionId: tired.at.session_id,
        fromDate: tired.at.date,
      });
      expect(en.body.error.message).toMatch(/3 times/);
      const still = await api.get<ItemBody<Appointment>>(
        `medika.appointment/${tired.code}?born_date=${tired.bornDate}`,
      );
      expect([still.body.data.session_id, still.body.data.reschedules_left]).toEqual([
        tired.at.session_id,
        0,
      ]);
    });

    it('a number freed by a cancellation goes to the next booking; numbers already called are never given again', async () => {
      const first = await newBooking(a);
      const second = await newBooking(a);
      const patient = await createPatient(api);
      const third = (await book(api, patient, a)).body.data;
      expect(third.queue_number).toBe(second.queue_number + 1);
      await api.post(`medika.appointment/${third.code}/cancel`, { bornDate: patient.input.bornDate });
      const again = await newBooking(a);
      expect(again.queue_number).toBe(third.queue_number);
      // The desk has served up to `first`'s number: a number at or below it freed now is not reused
      // (it would put the new patient before the one being served).
      await api.sql(
        `update session_days set now_serving = ${second.queue_number} where session_id = ${a.session_id} and visit_date = '${a.date}'`,
      );
      await api.sql(`update appointments set status = 'cancelled' where code = '${first.code}'`);
      const later = await newBooking(a);
      expect(later.queue_number).toBeGreaterThan(second.queue_number);
      expect(later.queue_number).not.toBe(first.queue_number);
    });
  });
});

/**
 * docs/decisions.md, issue 26 (front desk): one search field finds today's bookings at the desk's hospital
 * by booking code, name, phone number or the last digits of the NIK (or a passport number), without
 * decrypting the stored numbers to compare; the check-in answer carries what the desk's card shows
 * (payment, for whom, the clinic's floor and counter). Each suite runs on PGlite and PostgreSQL, one
 * database per file; the server's clock is 07.00 WIB on the test day.
 */
import type { AvailabilitySession, DeskActionResult, DeskSearchCandidate } from '@hospital/contract';
import { addDays } from '@hospital/domain';
import { nikLookupHash } from '../src/security/crypto';
import {
  appointmentBody,
  createPatient,
  dayWithNextDay,
  openSessions,
  TEST_SECRETS,
  type CreatedPatient,
} from './support/booking';
import { DeskClient } from './support/desk';
import { describeApi, type ErrorBody, type ItemBody, type ListBody, type TestApi } from './support/harness';

const DAY = dayWithNextDay();
const CLOCK_OFFSET_MS = Date.parse(`${DAY}T07:00:00+07:00`) - Date.now();

async function sessionOn(api: TestApi, day: string, companyId: number): Promise<AvailabilitySession> {
  const sessions = await openSessions(api, `company_id=${companyId}&from=${day}&to=${day}`);
  const s = sessions.find((x) => x.date === day && x.start >= '08:00');
  if (!s) throw new Error(`no session on ${day} at hospital ${companyId}`);
  return s;
}

async function bookIn(
  api: TestApi,
  patient: CreatedPatient,
  s: AvailabilitySession,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await api.post<ItemBody<{ code: string }>>(
    'medika.appointment',
    appointmentBody(patient, s, extra),
  );
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${res.text}`);
  return res.body.data.code;
}

describeApi(
  'docs/decisions.md, issue 26: the desk finds a patient of today by code, name, phone or the NIK',
  (api) => {
    const desk = new DeskClient(api);
    const search = (q: string) =>
      desk.send<ListBody<DeskSearchCandidate> & ErrorBody>('GET', `search?q=${encodeURIComponent(q)}`);
    const codesOf = (res: { body: ListBody<DeskSearchCandidate> }) =>
      res.body.data.results.map((c) => c.code).sort();

    // Today at Bandung: Siti (BPJS, NIK ...), her child, and a passport holder; Siti also at Cianjur
    // today and at Bandung the next day, which the Bandung desk must not find.
    let siti: CreatedPatient;
    let sitiCode = '';
    let childCode = '';
    let passportCode = '';
    let cianjurCode = '';
    let tomorrowCode = '';
    let bandung: AvailabilitySession;

    beforeAll(async () => {
      bandung = await sessionOn(api, DAY, 1);
      siti = await createPatient(api, {
        fullName: 'Siti Nurhaliza Rahayu',
        phone: '0813-2222-4455',
        nik: `3273${String(process.pid % 10000).padStart(4, '0')}77718901`,
      });
      sitiCode = await bookIn(api, siti, bandung, {
        insurance: { kind: 'bpjs', bpjsCardNumber: '0001234567890', paperReferral: true },
      });
      const child = await createPatient(api, {
        forWhom: 'child',
        fullName: 'Putra Rahayu',
        bornDate: '2019-03-02',
        phone: '0813-2222-4455',
      });
      childCode = await bookIn(api, child, bandung, {
        contact: { fullName: 'Siti Nurhaliza Rahayu', phone: '0813-2222-4455', relationship: 'parent' },
      });
      const guest = await createPatient(api, {
        fullName: 'John Smith',
        nik: '',
        idDocument: 'passport',
        documentNumber: 'X 7654-321',
        phone: '0819-0000-1111',
      });
      passportCode = await bookIn(api, guest, bandung);
      cianjurCode = await bookIn(api, siti, await sessionOn(api, DAY, 2));
      tomorrowCode = await bookIn(
        api,
        await createPatient(api, { ...siti.input }),
        await sessionOn(api, addDays(DAY, 1), 1),
      );
      expect((await desk.signIn()).status).toBe(200);
    });

    it('finds by part of the name, only today and only at the desk’s hospital', async () => {
      const res = await search('rahayu');
      expect(res.status).toBe(200);
      expect(codesOf(res)).toEqual([childCode, sitiCode].sort());
      expect(codesOf(res)).not.toContain(cianjurCode);
      expect(codesOf(res)).not.toContain(tomorrowCode);
      const mine = res.body.data.results.find((c) => c.code === sitiCode)!;
      expect(mine).toMatchObject({
        patient_name: 'Siti Nurhaliza Rahayu',
        id_document: 'nik',
        document_masked: '************8901',
        session_id: bandung.session_id,
        status: 'booked',
        matched: 'name',
      });
      expect(mine.doctor.name).not.toBe('');
      expect(mine.start_time).toBe(bandung.start);
      expect(mine.queue_number).toBeGreaterThan(0);
    });

    it('finds by the NIK’s last 4 digits (the stored suffix), by more of them, and by the whole NIK (its hash)', async () => {
      const byLast4 = await search('8901');
      expect(byLast4.body.data.results.filter((c) => c.matched === 'identity').map((c) => c.code)).toEqual([
        sitiCode,
      ]);
      expect(codesOf(await search('718901'))).toEqual([sitiCode]);
      // The same last 4 digits, but not the 6 typed: not this NIK.
      expect(codesOf(await search('998901'))).toEqual([]);
      const whole = await search(siti.input.nik);
      expect(whole.body.data.results.map((c) => [c.code, c.matched])).toEqual([[sitiCode, 'identity']]);
    });

    it('finds by the phone number, whole or its end, and by the start of a code or a whole passport number', async () => {
      expect(codesOf(await search('0813 2222 4455'))).toEqual([childCode, sitiCode].sort());
      expect(codesOf(await search('4455'))).toEqual([childCode, sitiCode].sort());
      expect(
        (await search(sitiCode.slice(0, 7).toLowerCase())).body.data.results.map((c) => c.code),
      ).toContain(sitiCode);
      const passport = await search('x7654321');
      expect(
        passport.body.data.results.map((c) => [c.code, c.matched, c.id_document, c.document_masked]),
      ).toEqual([[passportCode, 'identity', 'passport', '****4321']]);
    });

    it('refuses a term too short to search by, with the form’s words; a term matching nobody is an empty list', async () => {
      const short = await search('ab');
      expect([short.status, short.body.error.fields]).toEqual([
        400,
        { q: 'Ketik minimal 3 huruf nama atau kode, atau minimal 4 angka nomor telepon atau NIK.' },
      ]);
      expect((await search('123')).status).toBe(400);
      expect((await search('')).status).toBe(400);
      const none = await search('Tidak Ada Orangnya');
      expect([none.status, none.body.data.results]).toEqual([200, []]);
    });

    it('is closed to anyone not signed in, and each search is recorded without the term', async () => {
      const stranger = await api.request<ErrorBody>('GET', 'frontdesk/search?q=rahayu', undefined, {
        token: null,
      });
      expect(stranger.status).toBe(401);
      const withToken = await api.request<ErrorBody>('GET', 'frontdesk/search?q=rahayu');
      expect(withToken.status).toBe(401);
      const events = await api.sql<{ detail: unknown }>(
        `select e.detail from desk_events e join staff_accounts a on a.id = e.staff_id
          where e.action = 'search' and a.username = '${desk.account?.username}'`,
      );
      expect(events.length).toBeGreaterThanOrEqual(8);
      const stored = JSON.stringify(events);
      expect(stored).not.toContain('rahayu');
      expect(stored).not.toContain('8901');
      expect(
        events.map((e) => (typeof e.detail === 'string' ? JSON.parse(e.detail) : e.detail)),
      ).toContainEqual({
        kind: 'text',
        results: 2,
      });
    });

    it('the check-in answer carries the card: payment, for whom, the clinic’s floor and counter', async () => {
      const res = await desk.send<ItemBody<DeskActionResult>>('POST', 'check-in', { code: sitiCode });
      expect(res.status).toBe(200);
      expect(res.body.data.booking).toMatchObject({ payment: 'bpjs', for_whom: 'self', id_document: 'nik' });
      const [where] = await api.sql<{ floor: { id: string } }>(
        `select floor from poli_locations where poli_id = ${bandung.poli_id}`,
      );
      if (where) expect(res.body.data.session.location?.floor).toBe(where.floor.id);
      else expect(res.body.data.session.location).toBeNull();
      const child = await desk.send<ItemBody<DeskActionResult>>('POST', 'check-in', { code: childCode });
      expect(child.body.data.booking).toMatchObject({ payment: 'self', for_whom: 'child' });
      // The search shows the new state.
      const after = await search('rahayu');
      expect(after.body.data.results.find((c) => c.code === sitiCode)?.status).toBe('checked_in');
    });

    it('fills the suffix of numbers stored before it existed once at start-up, from the encrypted number', async () => {
      await api.sql(
        `update patients set id_suffix = null where nik_hmac = '${nikLookupHash(TEST_SECRETS, siti.input.nik)}'`,
      );
      // A row whose number does not decrypt with these keys is left without, and does not stop the start.
      await api.sql(
        `insert into patients (id, full_name, born_date, nik_encrypted, nik_hmac)
         values ('00000000-0000-4000-8000-00000000d351', 'Rusak', '1980-01-02', 'v1.AAAA', 'not-a-hash')`,
      );
      expect((await search('8901')).body.data.results.filter((c) => c.matched === 'identity')).toEqual([]);
      expect(await api.terminate()).toBe(0);
      await api.spawn({ clockOffsetMs: CLOCK_OFFSET_MS, migrateAndSeed: true });
      const [row] = await api.sql<{ id_suffix: string | null }>(
        `select id_suffix from patients where nik_hmac = '${nikLookupHash(TEST_SECRETS, siti.input.nik)}'`,
      );
      expect(row.id_suffix).toBe('8901');
      const [broken] = await api.sql<{ id_suffix: string | null }>(
        "select id_suffix from patients where full_name = 'Rusak'",
      );
      expect(broken.id_suffix).toBeNull();
      const found = await search('8901');
      expect(found.body.data.results.filter((c) => c.matched === 'identity').map((c) => c.code)).toEqual([
        sitiCode,
      ]);
    });
  },
  { clockOffsetMs: CLOCK_OFFSET_MS },
);

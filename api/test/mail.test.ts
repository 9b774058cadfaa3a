/**
 * Issue 19, e-mails that are never lost: the outbox row commits with the booking, the worker sends
 * it over a real SMTP conversation on loopback (smtp-server, `src/dev/mailCatcher.ts`), retries with
 * back-off while the server is down, and after a crash between the send and its mark sends the same
 * Message-ID again, never a new message. Each suite runs on PGlite and PostgreSQL.
 */
import type { Appointment, AvailabilitySession } from '@hospital/contract';
import { addDays } from '@hospital/domain';
import { testConfig, type MailConfig } from '../src/config';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../src/dev/mailCatcher';
import {
  appointmentBody,
  book,
  createPatient,
  doctorsWithoutLeave,
  dayWithNextDay,
  openSessions,
} from './support/booking';
import { DeskClient } from './support/desk';
import { describeApi, TestApi, type ItemBody } from './support/harness';
import { freePort } from './support/postgres';

interface OutboxRow {
  id: string | number;
  kind: string;
  status: string;
  attempts: number;
  message_id: string;
  last_error: string | null;
  recipient: string;
}

/** Fast timings, so back-off and lease expiry happen within a test. */
function mailConfig(smtpUrl: string, overrides: Partial<MailConfig> = {}): MailConfig {
  return {
    ...testConfig().mail,
    smtpUrl,
    siteUrl: 'https://www.medikahospital.test',
    pollMs: 100,
    retryBaseMs: 300,
    retryMaxMs: 2000,
    leaseMs: 1500,
    ...overrides,
  };
}

async function outboxOf(api: TestApi, code: string): Promise<OutboxRow[]> {
  return api.sql<OutboxRow>(
    `select o.id, o.kind, o.status, o.attempts, o.message_id, o.last_error, o.recipient
       from mail_outbox o join appointments a on a.id = o.appointment_id
      where a.code = '${code}' order by o.id`,
  );
}

async function waitForRow(api: TestApi, code: string, test: (row: OutboxRow) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxOf(api, code);
    if (rows[0] && test(rows[0])) return rows[0];
    if (Date.now() > deadline) throw new Error(`outbox row not as expected: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A booking with a contact e-mail unique to the test, so mails are told apart. */
async function bookWithEmail(api: TestApi, email: string, doctorIndex: number) {
  const doctors = await doctorsWithoutLeave(api);
  const [slot] = await openSessions(api, `doctor_id=${doctors[doctorIndex].id}`);
  const patient = await createPatient(api, { email });
  const res = await book(api, patient, slot);
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${res.text}`);
  return { appointment: res.body.data, patient };
}

/**
 * Each suite starts its API in its own `beforeAll`, once it knows its catcher's port: the database is
 * prepared beforehand, and no server is started only to be stopped at once.
 */
const describeMail: typeof describeApi = (name, suite, options = {}) =>
  describeApi(name, suite, { ...options, spawnInSuite: true });

const forRecipient = (email: string) => (mails: CaughtMail[]) => mails.filter((m) => m.to.includes(email));

describeMail('e-mail: delivery of a booking confirmation', (api) => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    await api.spawn({ config: { mail: mailConfig(catcher.url) } });
  });
  afterAll(() => catcher.close());

  it('sends the confirmation with the .ics, the code, queue number and look-up link, and no NIK', async () => {
    const email = 'delivery@example.com';
    const { appointment, patient } = await bookWithEmail(api, email, 0);
    const [mail] = forRecipient(email)(await catcher.waitFor((m) => forRecipient(email)(m).length === 1));
    const row = await waitForRow(api, appointment.code, (r) => r.status === 'sent');

    expect(row).toMatchObject({ kind: 'booked', attempts: 1, message_id: mail.messageId });
    expect(mail.subject).toContain(appointment.code);
    expect(mail.text).toContain(`Nomor antrean:`);
    expect(mail.text).toContain(String(appointment.queue_number));
    expect(mail.text).toContain(appointment.company.address);
    expect(mail.text).toContain(
      `https://www.medikahospital.test/appointment/detail?code=${appointment.code}`,
    );
    expect(mail.text).toContain('https://www.google.com/maps/search/?api=1&query=');
    expect(mail.html).toContain(appointment.code);
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics?.content).toContain('BEGIN:VCALENDAR');
    expect(ics?.content).toContain(`UID:${appointment.code}@medikahospital.co.id`);
    expect(ics?.content).toContain(`DTSTART;TZID=Asia/Jakarta:${appointment.date.replace(/-/g, '')}T`);
    // Issue 26: a readable entry, a named attachment, a page for a phone with the site's logo, greeting by name.
    expect(ics?.filename).toBe('medika-janji-temu.ics');
    expect(ics?.content.replace(/\r\n /g, '')).toContain(`Nomor antrean: ${appointment.queue_number}\\n`);
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail.html).toContain('src="https://www.medikahospital.test/api/media/logo/medika-hospital.png"');
    expect(mail.html).toContain(`Halo ${patient.input.fullName},`);
    // Never the NIK: not in clear, not masked, not in any part or attachment of the raw message.
    const nik = patient.input.nik;
    expect(mail.raw).not.toContain(nik);
    expect(appointment.patient.nik_masked).not.toBe('');
    for (const part of [mail.text, mail.html, mail.subject, ...mail.attachments.map((a) => a.content)]) {
      expect(part).not.toContain(nik);
      expect(part).not.toContain(appointment.patient.nik_masked);
    }
  });

  it('writes in the booking’s language, and nothing for a booking without an e-mail', async () => {
    const doctors = await doctorsWithoutLeave(api);
    const [slot] = await openSessions(api, `doctor_id=${doctors[1].id}`);
    const english = await createPatient(api, { email: 'english@example.com' });
    const res = await api.post<ItemBody<Appointment>>('medika.appointment?lang=en', {
      patientHandle: english.handle,
      forWhom: 'self',
      companyId: slot.company_id,
      poliId: slot.poli_id,
      doctorId: slot.doctor_id,
      sessionId: slot.session_id,
      date: slot.date,
      insurance: { kind: 'self' },
      consent: true,
      contact: { fullName: english.input.fullName, phone: english.input.phone, email: 'english@example.com' },
    });
    expect(res.status).toBe(201);
    const [mail] = forRecipient('english@example.com')(
      await catcher.waitFor((m) => forRecipient('english@example.com')(m).length === 1),
    );
    expect(mail.subject).toMatch(/^Appointment confirmed: /);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['medika-appointment.ics']);
    expect(mail.text).toContain('Queue number:');
    expect(mail.text).toContain(`/en/appointment/detail?code=${res.body.data.code}`);

    const silent = await createPatient(api);
    const [other] = await openSessions(api, `doctor_id=${doctors[2].id}`);
    const withoutEmail = await api.post<ItemBody<Appointment>>('medika.appointment', {
      patientHandle: silent.handle,
      forWhom: 'self',
      companyId: other.company_id,
      poliId: other.poli_id,
      doctorId: other.doctor_id,
      sessionId: other.session_id,
      date: other.date,
      insurance: { kind: 'self' },
      consent: true,
      contact: { fullName: silent.input.fullName, phone: silent.input.phone },
    });
    expect(withoutEmail.status).toBe(201);
    expect(await outboxOf(api, withoutEmail.body.data.code)).toEqual([]);
  });

  it('writes the cancellation in the same transaction as the cancel', async () => {
    const email = 'cancel@example.com';
    const { appointment, patient } = await bookWithEmail(api, email, 3);
    await catcher.waitFor((m) => forRecipient(email)(m).length === 1);
    const cancelled = await api.post(`medika.appointment/${appointment.code}/cancel`, {
      bornDate: patient.input.bornDate,
    });
    expect(cancelled.status).toBe(200);
    const mails = forRecipient(email)(await catcher.waitFor((m) => forRecipient(email)(m).length === 2));
    expect(mails[1].subject).toMatch(/^Janji temu dibatalkan: /);
    expect(mails[1].attachments).toEqual([]);
    expect((await outboxOf(api, appointment.code)).map((r) => r.kind)).toEqual(['booked', 'cancelled']);
  });

  it('issue 24: an erase tells the booking’s contact, a booking-access link arrives, and neither row keeps the address or the words once sent', async () => {
    const email = 'erase.me@example.com';
    const { appointment, patient } = await bookWithEmail(api, email, 4);
    await catcher.waitFor((m) => forRecipient(email)(m).length === 1);
    const erased = await api.post(`medika.appointment/${appointment.code}/erase`, {
      bornDate: patient.input.bornDate,
      confirm: true,
    });
    expect(erased.status).toBe(200);
    const mails = forRecipient(email)(await catcher.waitFor((m) => forRecipient(email)(m).length === 2));
    expect(mails[1].subject).toMatch(/^Data janji temu dihapus: /);
    expect(mails[1].text).toContain(appointment.code);
    expect(mails[1].text).toContain('dibatalkan');
    const row = await waitForRow(api, appointment.code, (r) => r.status === 'sent');
    expect(row.kind).toBe('erased');
    const forgotten = `select recipient, subject, text_body, html_body, ics from mail_outbox where id = `;
    expect(await api.sql(`${forgotten}${row.id}`)).toEqual([
      { recipient: '', subject: '', text_body: '', html_body: '', ics: null },
    ]);

    const asker = 'link.me@example.com';
    const linked = await bookWithEmail(api, asker, 5);
    await catcher.waitFor((m) => forRecipient(asker)(m).length === 1);
    const asked = await api.post('medika.booking_access?lang=en', {
      nik: linked.patient.input.nik,
      bornDate: linked.patient.input.bornDate,
    });
    expect(asked.status).toBe(202);
    const [, link] = forRecipient(asker)(await catcher.waitFor((m) => forRecipient(asker)(m).length === 2));
    expect(link.subject).toMatch(/^A link to your bookings at /);
    expect(link.text).toMatch(
      /https:\/\/www\.medikahospital\.test\/en\/appointment\/detail\?access=[A-Za-z0-9_-]{43}/,
    );
    const deadline = Date.now() + 10_000;
    let rows: Record<string, unknown>[] = [];
    while (Date.now() < deadline) {
      rows = await api.sql(
        `select status, recipient, text_body from mail_outbox where kind = 'access_link' and status = 'sent'`,
      );
      if (rows.length > 0 && rows.every((r) => r.recipient === '')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows).toEqual([{ status: 'sent', recipient: '', text_body: '' }]);
  });
});

describeMail('e-mail: retry while the SMTP server is down', (api) => {
  let catcher: MailCatcher | undefined;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    await api.spawn({ config: { mail: mailConfig(`smtp://127.0.0.1:${port}`) } });
  });
  afterAll(() => catcher?.close());

  it('keeps the message, backs off, and delivers it once the server is up', async () => {
    const email = 'retry@example.com';
    const { appointment } = await bookWithEmail(api, email, 0);
    // Nothing listens: attempts fail (connection refused) and are spaced out (300, 600, 1200 ms ...).
    const failing = await waitForRow(api, appointment.code, (r) => r.attempts >= 3 && r.status === 'pending');
    expect(failing.last_error).toMatch(/ECONNECTION|ECONNREFUSED|ESOCKET/);
    catcher = await startMailCatcher({ port });
    const mails = forRecipient(email)(await catcher.waitFor((m) => forRecipient(email)(m).length === 1));
    const row = await waitForRow(api, appointment.code, (r) => r.status === 'sent');
    expect(row.attempts).toBeGreaterThanOrEqual(4);
    expect(row.last_error).toBeNull();
    expect(mails[0].messageId).toBe(row.message_id);
    console.log(`retry: sent 1 after ${row.attempts} attempts (${row.attempts - 1} retried)`);
  });
});

// As before (describeApi, a clean start and stop before the crash): with spawnInSuite the killed server
// was the copy's first, and this test ran past its minute twice on a machine at load ~20 (PGlite's
// recovery at the restart?); not shown either way at a normal load, so the proven order is kept.
describeApi('e-mail: a crash between send and mark', (api) => {
  let catcher: MailCatcher;
  let killOnArrival = true;
  beforeAll(async () => {
    catcher = await startMailCatcher({
      // The message has arrived whole; the sender is killed before it hears 250, so it cannot mark it.
      beforeAccept: async () => {
        if (!killOnArrival) return;
        killOnArrival = false;
        await api.kill('SIGKILL');
      },
    });
    await api.terminate();
    await api.spawn({ config: { mail: mailConfig(catcher.url) } });
  });
  afterAll(() => catcher.close());

  it('sends the same Message-ID again after a restart, and never a message marked sent', async () => {
    const email = 'crash@example.com';
    const doctors = await doctorsWithoutLeave(api);
    const [slot] = await openSessions(api, `doctor_id=${doctors[0].id}`);
    const patient = await createPatient(api, { email });
    const booked = await book(api, patient, slot);
    expect(booked.status).toBe(201);
    const { code } = booked.body.data;

    // The first copy arrives and the API process dies (SIGKILL) before marking it.
    await catcher.waitFor((m) => forRecipient(email)(m).length === 1);
    await api.spawn();

    // Once the dead worker's lease has passed, the restarted one sends it again, then marks it.
    const mails = forRecipient(email)(await catcher.waitFor((m) => forRecipient(email)(m).length === 2));
    const row = await waitForRow(api, code, (r) => r.status === 'sent');
    expect(row.attempts).toBe(2);
    expect(mails.map((m) => m.messageId)).toEqual([row.message_id, row.message_id]);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(1);
    expect(mails[1].subject).toBe(mails[0].subject);
    expect(mails[1].text).toBe(mails[0].text);

    // Sent is final: several leases and a restart later, no third copy.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await api.terminate()).toBe(0);
    await api.spawn();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(forRecipient(email)(catcher.mails)).toHaveLength(2);
    expect(await outboxOf(api, code)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    console.log(
      `crash: ${forRecipient(email)(catcher.mails).length} copies received, ` +
        `${new Set(forRecipient(email)(catcher.mails).map((m) => m.messageId)).size} distinct Message-ID, ` +
        `outbox attempts ${row.attempts}, status ${row.status}`,
    );
  });
});

const DAY = dayWithNextDay();

/** An open session of Medika Hospital Bandung on `date` starting at 08.00 or later, with room for more. */
async function sessionOn(api: TestApi, date: string, skip: Set<number>) {
  const sessions = await openSessions(api, `company_id=1&from=${date}&to=${date}`);
  const s = sessions.find((x) => x.date === date && x.start >= '08:00' && !skip.has(x.session_id));
  if (!s) throw new Error(`no session on ${date}`);
  skip.add(s.session_id);
  await api.sql(`update practice_sessions set quota = greatest(quota, 10) where id = ${s.session_id}`);
  return s;
}

async function bookOn(api: TestApi, s: AvailabilitySession, email?: string) {
  const patient = await createPatient(api, email ? { email } : {});
  const res = await api.post<ItemBody<Appointment>>(
    'medika.appointment',
    appointmentBody(patient, s, {
      contact: { fullName: patient.input.fullName, phone: patient.input.phone, ...(email ? { email } : {}) },
    }),
  );
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${res.text}`);
  return { appointment: res.body.data, patient };
}

describeMail('e-mail: the front desk’s notices and the day-before reminder', (api) => {
  let catcher: MailCatcher;
  const used = new Set<number>();
  beforeAll(async () => {
    catcher = await startMailCatcher();
    await api.spawn({
      clockOffsetMs: Date.parse(`${DAY}T07:00:00+07:00`) - Date.now(),
      // From midnight: at 07.00 on DAY, the visits of the day after are due their reminder.
      config: { mail: mailConfig(catcher.url, { reminderHour: 0, reminderSweepMs: 200 }) },
    });
  });
  afterAll(() => catcher.close());

  it('doctor late and session cancelled: one mail to each active booking of the session with an e-mail', async () => {
    const s = await sessionOn(api, DAY, used);
    const withEmail = await bookOn(api, s, 'late-a@example.com');
    await bookOn(api, s);
    const gone = await bookOn(api, s, 'late-gone@example.com');
    await api.post(`medika.appointment/${gone.appointment.code}/cancel`, {
      bornDate: gone.patient.input.bornDate,
    });
    const desk = new DeskClient(api);
    expect((await desk.signIn()).status).toBe(200);
    expect((await desk.send('POST', 'late', { session_id: s.session_id, minutes: 20 })).status).toBe(200);
    expect((await desk.send('POST', 'cancel-session', { session_id: s.session_id })).status).toBe(200);

    const mails = forRecipient('late-a@example.com')(
      await catcher.waitFor((m) => forRecipient('late-a@example.com')(m).length === 3),
    );
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Janji temu dikonfirmasi: /),
      expect.stringMatching(/terlambat sekitar 20 menit hari ini/),
      expect.stringMatching(/hari ini dibatalkan/),
    ]);
    expect(mails[1].text).toContain(withEmail.appointment.code);
    const kinds = await api.sql<{ kind: string; code: string }>(
      `select o.kind, a.code from mail_outbox o join appointments a on a.id = o.appointment_id
          where a.session_id = ${s.session_id} and a.visit_date = '${DAY}' order by o.id`,
    );
    // The cancelled booking got its own cancellation, and none of the session's notices.
    expect(kinds.filter((k) => k.code === gone.appointment.code).map((k) => k.kind)).toEqual([
      'booked',
      'cancelled',
    ]);
    expect(kinds.filter((k) => k.kind === 'doctor_late' || k.kind === 'session_cancelled')).toHaveLength(2);
  });

  it('reminds each booking of the next day once, and not a cancelled one', async () => {
    const next = addDays(DAY, 1);
    const s = await sessionOn(api, next, used);
    const kept = await bookOn(api, s, 'remind-me@example.com');
    const gone = await bookOn(api, s, 'remind-gone@example.com');
    // Booked the day before, so before the reminder's hour: a booking made after it was just confirmed
    // by its own message and gets no reminder (created_at follows the API's clock, set to 07.00 here).
    await api.sql(
      `update appointments set created_at = '${addDays(DAY, -1)}T10:00:00+07:00'
        where code in ('${kept.appointment.code}', '${gone.appointment.code}')`,
    );
    await api.post(`medika.appointment/${gone.appointment.code}/cancel`, {
      bornDate: gone.patient.input.bornDate,
    });
    const mails = forRecipient('remind-me@example.com')(
      await catcher.waitFor((m) => forRecipient('remind-me@example.com')(m).length === 2),
    );
    expect(mails[1].subject).toMatch(/^Pengingat: janji temu besok /);
    expect(mails[1].text).toContain(kept.appointment.code);
    // Many sweeps later (every 200 ms), still one reminder.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(forRecipient('remind-me@example.com')(catcher.mails)).toHaveLength(2);
    // The sweep may have reached the other booking before its cancellation (then its reminder was sent,
    // or superseded while still waiting), never after it.
    const rows = await outboxOf(api, gone.appointment.code);
    const kinds = rows.map((r) => r.kind);
    expect(kinds.slice(kinds.indexOf('cancelled') + 1)).toEqual([]);
    for (const r of rows.filter((x) => x.kind === 'reminder'))
      expect(['sent', 'superseded']).toContain(r.status);
  });
});

describeMail(
  'e-mail: two site servers on one database',
  (api) => {
    let catcher: MailCatcher;
    // A second process on the same PostgreSQL database (PGlite's directory serves one process only).
    const second = new TestApi('postgres');
    beforeAll(async () => {
      // A slow server, so both workers are busy at once and their claims overlap in time.
      catcher = await startMailCatcher({
        beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 50)),
      });
      // A lease far longer than the test: what is measured is the claim, not a lease running out on a
      // loaded machine (a batch of ten slow sends can outlast the fast default of these tests).
      const mail = mailConfig(catcher.url, { pollMs: 50, leaseMs: 60_000 });
      await api.spawn({ config: { mail, serverName: 'site-a' } });
      second.databaseUrl = api.databaseUrl;
      await second.spawn({ config: { mail, serverName: 'site-b' } });
    });
    afterAll(async () => {
      await second.terminate();
      await catcher.close();
    });

    it('never both send one message (FOR UPDATE SKIP LOCKED): 24 bookings, 24 mails, 24 Message-IDs', async () => {
      const doctors = await doctorsWithoutLeave(api);
      const codes: string[] = [];
      for (let i = 0; i < 24; i += 1) {
        const [slot] = await openSessions(api, `doctor_id=${doctors[i % 6].id}`);
        const patient = await createPatient(api, { email: `pair-${i}@example.com` });
        const res = await book(api, patient, slot);
        expect(res.status).toBe(201);
        codes.push(res.body.data.code);
      }
      const pair = (m: CaughtMail[]) => m.filter((x) => x.to.some((t) => t.startsWith('pair-')));
      await catcher.waitFor((m) => pair(m).length >= 24);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const mails = pair(catcher.mails);
      expect(mails).toHaveLength(24);
      expect(new Set(mails.map((m) => m.messageId)).size).toBe(24);
      const rows = await api.sql<{ status: string; attempts: number }>(
        `select o.status, o.attempts from mail_outbox o join appointments a on a.id = o.appointment_id
          where a.code in (${codes.map((c) => `'${c}'`).join(',')})`,
      );
      expect(rows).toHaveLength(24);
      expect(rows.every((r) => r.status === 'sent' && Number(r.attempts) === 1)).toBe(true);
      const by = (name: string) => mails.filter((m) => m.raw.includes(`X-Sent-By: ${name}`)).length;
      console.log(
        `two servers: ${mails.length} mails, site-a sent ${by('site-a')}, site-b ${by('site-b')}, 0 duplicates`,
      );
      expect(by('site-a') + by('site-b')).toBe(24);
    });
  },
  { only: ['postgres'] },
);

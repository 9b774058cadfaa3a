import type { Appointment, Availability, BookingConfig, Doctor, Patient } from '@hospital/contract';
import { addDays, todayInJakarta } from '@hospital/domain';
import { decryptNik } from '../src/security/crypto';
import {
  appointmentBody,
  book,
  contactOf,
  createPatient,
  doctorsWithoutLeave,
  handleOf,
  nikHmacOf,
  openSessions,
  openTelemedicineSession,
  patientBody,
  patientIdOf,
  patientInput,
  TEST_SECRETS,
} from './support/booking';
import { describeApi, type ErrorBody, type ItemBody, type ListBody } from './support/harness';

const CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/;

describeApi('appointment backend', (api) => {
  let doctors: Doctor[];
  beforeAll(async () => {
    doctors = await doctorsWithoutLeave(api);
  });

  describe('POST medika.patient', () => {
    it('stores the NIK encrypted with its keyed HMAC, no contact, and never returns the NIK', async () => {
      const input = patientInput();
      const res = await api.post<ItemBody<Patient>>('medika.patient', patientBody(input));
      expect(res.status).toBe(201);
      expect(res.body.data.handle).toMatch(/^[A-Za-z0-9_-]{60,}$/);
      expect(res.body.data.nik_masked).toBe(`************${input.nik.slice(-4)}`);
      expect(res.text).not.toContain(input.nik);
      const id = await patientIdOf(api, input);
      expect(res.text).not.toContain(id);
      const [row] = await api.sql<Record<string, string | boolean | null>>(
        `select phone, email, newborn, legacy_nik, nik_encrypted, nik_hmac from patients where id = '${id}'`,
      );
      // The patient form asks for no contact any more: each booking carries its own.
      expect(row).toMatchObject({
        phone: null,
        email: null,
        newborn: false,
        legacy_nik: null,
        nik_hmac: nikHmacOf(input.nik),
      });
      expect(row.nik_encrypted).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
      expect(decryptNik(TEST_SECRETS, String(row.nik_encrypted), id)).toBe(input.nik);
      // The NIK is nowhere in the row in clear.
      expect(JSON.stringify(await api.sql(`select * from patients where id = '${id}'`))).not.toContain(
        input.nik,
      );
    });

    it('answers a known and a new patient alike: same status and shape, a different handle every time', async () => {
      const input = patientInput({ fullName: 'Dewi Lestari' });
      const first = await api.post<ItemBody<Patient>>('medika.patient', patientBody(input));
      const again = await api.post<ItemBody<Patient>>('medika.patient', patientBody(input));
      const fresh = await api.post<ItemBody<Patient>>(
        'medika.patient',
        patientBody(patientInput({ fullName: 'Dewi Lestari' })),
      );
      for (const res of [first, again, fresh]) {
        expect(res.status).toBe(201);
        expect(Object.keys(res.body.data).sort()).toEqual(
          [
            'born_date',
            'document_masked',
            'full_name',
            'handle',
            'handle_expires_at',
            'id_document',
            'nik_masked',
          ].sort(),
        );
      }
      const handles = new Set([first, again, fresh].map((r) => r.body.data.handle));
      expect(handles.size).toBe(3);
      expect(first.body.data.handle.length).toBe(again.body.data.handle.length);
      // Nothing in the answer tells the known pair from the new one but what the caller sent.
      const echo = (p: Patient) => ({ ...p, handle: '', handle_expires_at: '' });
      expect(echo(again.body.data)).toEqual(echo(first.body.data));
    });

    it('makes the same NIK with another birth date another patient, with no hint', async () => {
      const input = patientInput({ fullName: 'Dewi Lestari' });
      const first = await api.post<ItemBody<Patient>>('medika.patient', patientBody(input));
      const other = { ...input, bornDate: '1991-01-01', fullName: 'Dewi Anggraini' };
      const second = await api.post<ItemBody<Patient>>('medika.patient', patientBody(other));
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.data).toEqual({
        handle: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        handle_expires_at: expect.stringMatching(/\+07:00$/),
        full_name: 'Dewi Anggraini',
        born_date: '1991-01-01',
        nik_masked: `************${input.nik.slice(-4)}`,
        id_document: 'nik',
        document_masked: `************${input.nik.slice(-4)}`,
      });
      for (const hint of ['Dewi Lestari', '1990-05-17']) {
        expect(second.text).not.toContain(hint);
      }
      const rows = await api.sql<{ born_date: string; full_name: string }>(
        `select born_date::text as born_date, full_name from patients where nik_hmac = '${nikHmacOf(input.nik)}' order by born_date`,
      );
      expect(rows).toEqual([
        { born_date: '1990-05-17', full_name: 'Dewi Lestari' },
        { born_date: '1991-01-01', full_name: 'Dewi Anggraini' },
      ]);
    });

    it('reuses a known NIK and birth date without changing it, echoing only what the caller sent', async () => {
      const input = patientInput({ fullName: 'Rahmat Hidayat' });
      await api.post<ItemBody<Patient>>('medika.patient', patientBody(input));
      const id = await patientIdOf(api, input);
      const selectRow = `select full_name, born_date::text as born_date, newborn, nik_encrypted, updated_at::text as updated_at
        from patients where id = '${id}'`;
      const [before] = await api.sql(selectRow);
      const again = await api.post<ItemBody<Patient>>('medika.patient', {
        ...patientBody(input),
        forWhom: 'parent',
        fullName: 'Orang Lain Sekali',
      });
      expect(again.status).toBe(201);
      expect(again.body.data).toMatchObject({
        full_name: 'Orang Lain Sekali',
        born_date: input.bornDate,
        nik_masked: `************${input.nik.slice(-4)}`,
      });
      // Nothing stored leaks into the answer, and the stored record is exactly as it was.
      for (const stored of ['Rahmat', input.nik, id]) {
        expect(again.text).not.toContain(stored);
      }
      expect(await api.sql(selectRow)).toEqual([before]);
      expect(before).toMatchObject({ full_name: 'Rahmat Hidayat', newborn: false });
      const [count] = await api.sql<{ n: string | number }>(
        `select count(*) as n from patients where nik_hmac = '${nikHmacOf(input.nik)}'`,
      );
      expect(Number(count.n)).toBe(1);
    });

    it('registers a newborn without a NIK as a new record every time, for a child only', async () => {
      const baby = {
        forWhom: 'child',
        fullName: 'Bayi Nyonya Sari',
        bornDate: addDays(todayInJakarta(), -10),
        nik: '',
        newborn: true,
      };
      const first = await api.post<ItemBody<Patient>>('medika.patient', baby);
      const again = await api.post<ItemBody<Patient>>('medika.patient', baby);
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(first.body.data).toMatchObject({ full_name: 'Bayi Nyonya Sari', nik_masked: '' });
      // No NIK to be matched by: two records, both without any NIK column, which the desk merges.
      const rows = await api.sql<Record<string, unknown>>(
        `select newborn, nik_encrypted, nik_hmac, legacy_nik from patients where full_name = 'Bayi Nyonya Sari'`,
      );
      expect(rows).toEqual([
        { newborn: true, nik_encrypted: null, nik_hmac: null, legacy_nik: null },
        { newborn: true, nik_encrypted: null, nik_hmac: null, legacy_nik: null },
      ]);
      const forSelf = await api.post<ErrorBody>('medika.patient?lang=en', { ...baby, forWhom: 'self' });
      expect([forSelf.status, forSelf.body.error.fields]).toEqual([
        400,
        { newborn: 'This field is required.' },
      ]);
      const noNik = await api.post<ErrorBody>('medika.patient?lang=en', { ...baby, newborn: false });
      expect(noNik.body.error.fields).toEqual({ nik: 'This field is required.' });
      // A baby who already has a NIK (from the family card) is a patient like any other.
      const withNik = patientInput({ forWhom: 'child', fullName: 'Bayi Ber NIK', newborn: true });
      expect((await api.post('medika.patient', patientBody(withNik))).status).toBe(201);
      const [stored] = await api.sql(
        `select newborn from patients where id = '${await patientIdOf(api, withNik)}'`,
      );
      expect(stored).toEqual({ newborn: false });
    });

    it('validates every field with the docs/product-rules.md §5 messages, whatever the client sent', async () => {
      const empty = await api.post<ErrorBody>('medika.patient?lang=en', {});
      expect(empty.status).toBe(400);
      expect(empty.body.error).toMatchObject({
        code: 'validation_failed',
        fields: {
          forWhom: 'This field is required.',
          fullName: 'This field is required.',
          bornDate: 'This field is required.',
          nik: 'This field is required.',
        },
      });
      const bad = await api.post<ErrorBody>('medika.patient', {
        forWhom: 'teman',
        fullName: 'Al',
        bornDate: '17-05-1990',
        nik: '12345',
      });
      expect(bad.body.error.fields).toEqual({
        forWhom: 'Kolom ini wajib diisi.',
        fullName: 'Minimal 3 karakter.',
        bornDate: 'Tanggal tidak valid.',
        nik: 'NIK harus terdiri dari 16 digit angka.',
      });
      const future = await api.post<ErrorBody>(
        'medika.patient?lang=en',
        patientBody(patientInput({ bornDate: addDays(todayInJakarta(), 2) })),
      );
      expect(future.body.error.fields).toEqual({ bornDate: 'Date cannot be in the future.' });
    });
  });

  describe('GET medika.config.booking and medika.availability', () => {
    it('exposes the booking window and time zone', async () => {
      const res = await api.get<ItemBody<BookingConfig>>('medika.config.booking');
      expect(res.body.data).toMatchObject({
        booking_window_days: 30,
        time_zone: 'Asia/Jakarta',
        time_zone_label: 'WIB',
      });
      expect(res.body.data.last_bookable_date).toBe(addDays(res.body.data.today, 30));
    });

    it('lists a doctor’s dated sessions within the window with remaining places', async () => {
      const doctor = doctors[0];
      const res = await api.get<ItemBody<Availability>>(`medika.availability?doctor_id=${doctor.id}`);
      expect(res.status).toBe(200);
      const { days, from, to } = res.body.data;
      expect(from).toBe(todayInJakarta());
      expect(to).toBe(addDays(from, 30));
      expect(days).toHaveLength(31);
      const sessions = days.flatMap((d) => d.sessions);
      expect(sessions.length).toBeGreaterThan(0);
      for (const s of sessions) {
        expect(s.doctor_id).toBe(doctor.id);
        expect(s.remaining).toBe(s.quota - s.booked);
        expect(doctor.lines.some((l) => l.session_id === s.session_id) || s.extra).toBe(true);
      }
    });

    it('leaves out the days of a leave and says so', async () => {
      const all = (await api.get<ListBody<Doctor>>('web/dokter?limit=100')).body.data.results;
      const onLeave = all.find((d) => d.on_leave_until !== null)!;
      const res = await api.get<ItemBody<Availability>>(
        `medika.availability?doctor_id=${onLeave.id}&lang=en`,
      );
      const leaveDays = res.body.data.days.filter((d) => d.date <= onLeave.on_leave_until!);
      expect(leaveDays.length).toBeGreaterThan(0);
      for (const day of leaveDays) {
        expect(day.on_leave).toBe(true);
        expect(day.sessions).toEqual([]);
        expect(day.leave_reason).toEqual(expect.any(String));
      }
      expect(res.body.data.leaves.some((l) => l.doctor_id === onLeave.id)).toBe(true);
    });

    it('clamps to the window, answers a range with no day in it with no day, and rejects bad dates', async () => {
      const today = todayInJakarta();
      const clamped = await api.get<ItemBody<Availability>>(
        `medika.availability?poli_id=2473&from=${addDays(today, -10)}&to=${addDays(today, 100)}`,
      );
      expect(clamped.body.data.from).toBe(today);
      expect(clamped.body.data.to).toBe(addDays(today, 30));
      expect((await api.get('medika.availability?from=2026-02-30')).status).toBe(400);
      // Each parameter is valid on its own, as the OpenAPI document says: the range simply has no day.
      const reversed = await api.get<ItemBody<Availability>>(
        `medika.availability?from=${addDays(today, 5)}&to=${today}`,
      );
      expect(reversed.status).toBe(200);
      expect(reversed.body.data).toMatchObject({ from: addDays(today, 5), to: today, days: [], leaves: [] });
      expect((await api.get('medika.availability?doctor_id=abc')).status).toBe(400);
    });
  });

  describe('POST medika.appointment', () => {
    it('books a session: code, queue numbers in order, what the patient needs to see', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[1].id}`);
      const a = await createPatient(api, { fullName: 'Ahmad Fauzi' });
      const b = await createPatient(api, { fullName: 'Bunga Citra' });
      const first = await book(api, a, slot);
      const second = await book(api, b, slot);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(first.body.data.code).toMatch(CODE);
      expect(second.body.data.queue_number).toBe(first.body.data.queue_number + 1);
      expect(first.body.data).toMatchObject({
        status: 'booked',
        date: slot.date,
        start: slot.start,
        doctor: { id: slot.doctor_id },
        // The hospital's WhatsApp, never its landline: the success page and the mail chat to it (issue 26).
        company: { id: slot.company_id, whatsapp: expect.stringMatching(/^628\d{8,11}$/) },
        patient: {
          initials: 'AF',
          name_masked: 'A**** F****',
          nik_masked: `************${a.input.nik.slice(-4)}`,
        },
      });
      expect(first.text).not.toContain(a.input.nik);
      const availability = await api.get<ItemBody<Availability>>(
        `medika.availability?doctor_id=${slot.doctor_id}&from=${slot.date}&to=${slot.date}`,
      );
      const after = availability.body.data.days[0].sessions.find((s) => s.session_id === slot.session_id)!;
      expect(after.booked).toBe(slot.booked + 2);
    });

    it('finds a booking by code (any spelling) and birth date only; 404 when either is wrong', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[2].id}`);
      const patient = await createPatient(api);
      const booked = (await book(api, patient, slot)).body.data;
      const bornDate = patient.input.bornDate;
      const found = await api.get<ItemBody<Appointment>>(
        `medika.appointment/${booked.code}?born_date=${bornDate}`,
      );
      expect(found.body.data).toEqual(booked);
      const spelled = `${booked.code.slice(0, 4).toLowerCase()}-${booked.code.slice(4)}`;
      expect((await api.get(`medika.appointment/${spelled}?born_date=${bornDate}`)).status).toBe(200);
      // A code alone shows nothing.
      const codeOnly = await api.get<ErrorBody>(`medika.appointment/${booked.code}?lang=en`);
      expect([codeOnly.status, codeOnly.body.error.fields]).toEqual([
        400,
        { bornDate: 'This field is required.' },
      ]);
      const wrongDate = await api.get<ErrorBody>(`medika.appointment/${booked.code}?born_date=1970-01-01`);
      const unknown = await api.get<ErrorBody>('medika.appointment/ABCDEFGHJK?born_date=1970-01-01');
      expect(wrongDate.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(wrongDate.body).toEqual(unknown.body);
      expect((await api.get('medika.appointment/x?born_date=1970-01-01')).status).toBe(404);
    });

    it('locks a code for 15 minutes after 5 wrong birth dates, for look-up and cancel, in the database', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[15].id}`);
      const patient = await createPatient(api);
      const { code } = (await book(api, patient, slot)).body.data;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await api.get(`medika.appointment/${code}?born_date=1970-01-0${i + 1}`)).status);
      }
      const fifth = await api.post<ErrorBody>(`medika.appointment/${code}/cancel?lang=en`, {
        bornDate: '1970-01-09',
      });
      statuses.push(fifth.status);
      expect(statuses).toEqual([404, 404, 404, 404, 429]);
      expect(fifth.body.error.code).toBe('booking_locked');
      expect(fifth.body.error.message).toMatch(
        /^Too many wrong dates of birth for this booking code\. For your safety it is locked until \d{2}:\d{2} WIB/,
      );
      const retryAfter = Number(fifth.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Locked even with the right birth date, in Indonesian too, and the booking stays booked.
      const right = await api.get<ErrorBody>(
        `medika.appointment/${code}?born_date=${patient.input.bornDate}`,
      );
      expect([right.status, right.body.error.code]).toEqual([429, 'booking_locked']);
      expect(right.body.error.message).toMatch(/^Terlalu banyak tanggal lahir yang salah/);
      const cancel = await api.post(`medika.appointment/${code}/cancel`, {
        bornDate: patient.input.bornDate,
      });
      expect(cancel.status).toBe(429);
      const [row] = await api.sql<{ status: string; failed_lookups: number; locked: boolean }>(
        `select status, failed_lookups, locked_until > now() + interval '14 minutes' as locked from appointments where code = '${code}'`,
      );
      expect(row).toEqual({ status: 'booked', failed_lookups: 5, locked: true });
      // When the lock is over, the right birth date opens the booking and clears the count.
      await api.sql(
        `update appointments set locked_until = now() - interval '1 second' where code = '${code}'`,
      );
      expect((await api.get(`medika.appointment/${code}?born_date=${patient.input.bornDate}`)).status).toBe(
        200,
      );
      const [after] = await api.sql(
        `select failed_lookups, locked_until from appointments where code = '${code}'`,
      );
      expect(after).toEqual({ failed_lookups: 0, locked_until: null });
    });

    it('answers 409 for the same patient, doctor and date, with nothing of the existing booking', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[3].id}`);
      const patient = await createPatient(api);
      const first = await book(api, patient, slot);
      expect(first.status).toBe(201);
      // The patient herself (same contact), and someone who only knows her NIK and birth date.
      const attempts = [
        appointmentBody(patient, slot),
        appointmentBody({ ...patient, handle: await handleOf(api, patient.input) }, slot, {
          contact: { fullName: 'Orang Asing', phone: '081377778888', email: 'asing@example.com' },
        }),
      ];
      for (const body of attempts) {
        const again = await api.post<ErrorBody>('medika.appointment?lang=en', body);
        expect(again.status).toBe(409);
        expect(again.body).toEqual({
          error: {
            code: 'duplicate_booking',
            message:
              'This patient already has a booking with the same doctor on that date. Find it with the booking ' +
              'code given when it was made and the patient’s date of birth, on the Find My Appointment page.',
          },
        });
        expect(again.text).not.toContain(first.body.data.code);
      }
      const id = await api.post<ErrorBody>('medika.appointment', attempts[0]);
      expect(id.body.error.message).toMatch(/kode booking yang diberikan saat memesan/);
    });

    it('gives nobody who knows a NIK and birth date another person’s code, meeting or patient id', async () => {
      const tele = await openTelemedicineSession(api);
      const victim = await createPatient(api, { fullName: 'Korban Sejati' });
      const booked = await book(api, victim, tele);
      expect(booked.status).toBe(201);
      const { code, meeting_id: meetingId, meeting_token: meetingToken } = booked.body.data;
      expect(meetingId).toEqual(expect.any(String));
      const victimId = await patientIdOf(api, victim.input);
      // The attacker: her NIK and birth date from a photocopied KTP, his own contact, and every
      // variation of the booking request (no contact, her contact, his contact).
      const handle = await api.post<ItemBody<Patient>>('medika.patient', {
        ...patientBody(victim.input),
        fullName: 'Penyerang',
      });
      const leaked = [code, meetingId, meetingToken, victimId];
      const texts = [handle.text];
      for (const contact of [
        undefined,
        contactOf(victim.input),
        { fullName: 'Penyerang', phone: '081300000001', email: 'penyerang@example.com' },
      ]) {
        const attempt = await api.post<ErrorBody>('medika.appointment', {
          ...appointmentBody({ handle: handle.body.data.handle, input: victim.input }, tele),
          contact,
        });
        expect([400, 409]).toContain(attempt.status);
        texts.push(attempt.text);
      }
      // Nor with the patient id as it was sent before (the handle replaced it).
      const byId = await api.post<ErrorBody>('medika.appointment', {
        ...appointmentBody(victim, tele),
        patientHandle: undefined,
        patientId: victimId,
      });
      expect(byId.status).toBe(400);
      expect(byId.body.error.fields).toHaveProperty('patientHandle');
      texts.push(byId.text);
      for (const text of texts) for (const secret of leaked) expect(text).not.toContain(secret);
      // The booking is untouched.
      const [row] = await api.sql(`select status from appointments where code = '${code}'`);
      expect(row).toEqual({ status: 'booked' });
    });

    it('refuses a forged, altered or expired handle', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[14].id}`);
      const patient = await createPatient(api);
      const flipped = `${patient.handle.slice(0, 20)}${patient.handle[20] === 'A' ? 'B' : 'A'}${patient.handle.slice(21)}`;
      for (const handle of ['not-a-handle', flipped, 'A'.repeat(80)]) {
        const res = await api.post<ErrorBody>(
          'medika.appointment?lang=en',
          appointmentBody({ ...patient, handle }, slot),
        );
        expect([res.status, res.body.error.fields]).toEqual([
          400,
          { patientHandle: 'The patient details are not valid. Please send them again.' },
        ]);
      }
    });

    it('keeps the contact given with each booking: two bookings of one patient, two phones', async () => {
      const [slotA] = await openSessions(api, `doctor_id=${doctors[10].id}`);
      const [slotB] = await openSessions(api, `doctor_id=${doctors[11].id}`);
      const patient = await createPatient(api, { fullName: 'Siti Rahayu' });
      const contactA = { fullName: 'Siti Rahayu', phone: '0812-2222-3333', email: 'Siti.A@Example.com' };
      const contactB = { fullName: 'Budi Santoso', phone: '+6285744445555', email: 'budi@example.com' };
      const a = await api.post<ItemBody<Appointment>>(
        'medika.appointment',
        appointmentBody(patient, slotA, { contact: contactA }),
      );
      const b = await api.post<ItemBody<Appointment>>(
        'medika.appointment',
        appointmentBody(patient, slotB, { contact: contactB }),
      );
      expect([a.status, b.status]).toEqual([201, 201]);
      // The patient as typed with the handle; the phone of each booking's own contact.
      expect(a.body.data.patient).toEqual({
        initials: 'SR',
        name_masked: 'S*** R*****',
        nik_masked: `************${patient.input.nik.slice(-4)}`,
        id_document: 'nik',
        document_masked: `************${patient.input.nik.slice(-4)}`,
        phone_masked: '6281******333',
        newborn: false,
        contact_relationship: null,
      });
      expect(b.body.data.patient).toEqual({
        initials: 'SR',
        name_masked: 'S*** R*****',
        nik_masked: `************${patient.input.nik.slice(-4)}`,
        id_document: 'nik',
        document_masked: `************${patient.input.nik.slice(-4)}`,
        phone_masked: '6285******555',
        newborn: false,
        contact_relationship: null,
      });
      for (const res of [a, b]) {
        expect(res.text).not.toContain('6281222223333');
        expect(res.text).not.toContain('6285744445555');
        expect(res.text).not.toContain(patient.input.nik);
      }
      const rows = await api.sql<{
        code: string;
        contact_name: string;
        contact_phone: string;
        contact_email: string;
      }>(
        `select code, contact_name, contact_phone, contact_email from appointments
         where patient_id = '${await patientIdOf(api, patient.input)}' order by id`,
      );
      expect(rows).toEqual([
        {
          code: a.body.data.code,
          contact_name: 'Siti Rahayu',
          contact_phone: '6281222223333',
          contact_email: 'siti.a@example.com',
        },
        {
          code: b.body.data.code,
          contact_name: 'Budi Santoso',
          contact_phone: '6285744445555',
          contact_email: 'budi@example.com',
        },
      ]);
      // The patient record keeps what it was created with, and no contact at all.
      const [stored] = await api.sql(
        `select full_name, phone, email from patients where id = '${await patientIdOf(api, patient.input)}'`,
      );
      expect(stored).toEqual({ full_name: 'Siti Rahayu', phone: null, email: null });
      // Every read of a booking shows that booking's own contact.
      const foundB = await api.get<ItemBody<Appointment>>(
        `medika.appointment/${b.body.data.code}?born_date=${patient.input.bornDate}`,
      );
      expect(foundB.body.data.patient).toEqual(b.body.data.patient);
      const foundA = await api.get<ItemBody<Appointment>>(
        `medika.appointment/${a.body.data.code}?born_date=${patient.input.bornDate}`,
      );
      expect(foundA.body.data.patient).toEqual(a.body.data.patient);
      const cancelledB = await api.post<ItemBody<Appointment>>(
        `medika.appointment/${b.body.data.code}/cancel`,
        {
          bornDate: patient.input.bornDate,
        },
      );
      expect(cancelledB.body.data.patient).toEqual(b.body.data.patient);
    });

    it('requires the booking’s own contact: it never borrows the patient record’s', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[12].id}`);
      const patient = await createPatient(api, { fullName: 'Agus Salim', phone: '081244443333' });
      const res = await api.post<ErrorBody>('medika.appointment?lang=en', {
        ...appointmentBody(patient, slot),
        contact: undefined,
      });
      expect([res.status, res.body.error.fields]).toEqual([
        400,
        {
          'contact.fullName': 'This field is required.',
          'contact.phone': 'This field is required.',
        },
      ]);
      expect(res.text).not.toMatch(/Agus|6281244443333/);
    });

    it('validates the contact with the domain’s rules (the e-mail when there is one)', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[13].id}`);
      const patient = await createPatient(api);
      const bad = await api.post<ErrorBody>(
        'medika.appointment?lang=en',
        appointmentBody(patient, slot, { contact: { fullName: 'Al', phone: '12345', email: 'siti@' } }),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({
        'contact.fullName': 'Minimal 3 character.',
        'contact.phone': 'Enter a mobile (WhatsApp) number starting with 08 or +628, e.g. 081234567890.',
        'contact.email': 'Email format is incorrect.',
      });
      const empty = await api.post<ErrorBody>(
        'medika.appointment',
        appointmentBody(patient, slot, { contact: {} }),
      );
      expect(empty.body.error.fields).toEqual({
        'contact.fullName': 'Kolom ini wajib diisi.',
        'contact.phone': 'Kolom ini wajib diisi.',
      });
      const [stored] = await api.sql<{ n: string | number }>(
        `select count(*) as n from appointments where patient_id = '${await patientIdOf(api, patient.input)}'`,
      );
      expect(Number(stored.n)).toBe(0);
    });

    it('returns the first result for a retry with the same Idempotency-Key', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[4].id}`);
      const patient = await createPatient(api);
      const headers = { 'idempotency-key': `test-${patient.input.nik}` };
      const first = await book(api, patient, slot, headers);
      // A retry asks for the patient again, so it sends another handle of the same patient.
      const retry = await book(
        api,
        { ...patient, handle: await handleOf(api, patient.input) },
        slot,
        headers,
      );
      expect(first.status).toBe(201);
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replay')).toBe('true');
      expect(retry.body.data).toEqual(first.body.data);
      // The same key with the same body for another patient is another request.
      const someoneElse = await createPatient(api);
      const stolen = await api.post<ErrorBody>('medika.appointment', appointmentBody(someoneElse, slot), {
        headers,
      });
      expect([stolen.status, stolen.body.error.code]).toEqual([409, 'conflict']);
      expect(stolen.text).not.toContain(first.body.data.code);
      const rows = await api.sql<{ n: string | number }>(
        `select count(*) as n from appointments where patient_id = '${await patientIdOf(api, patient.input)}'`,
      );
      expect(Number(rows[0].n)).toBe(1);
      const other = await api.post<ErrorBody>(
        'medika.appointment',
        appointmentBody(patient, slot, {
          consent: true,
          insurance: { kind: 'insurer', insurerId: 2, policyNumber: 'X-1' },
        }),
        { headers },
      );
      expect(other.status).toBe(409);
      const otherContact = await api.post<ErrorBody>(
        'medika.appointment',
        appointmentBody(patient, slot, { contact: contactOf(patient.input, { phone: '081300000000' }) }),
        { headers },
      );
      expect([otherContact.status, otherContact.body.error.code]).toEqual([409, 'conflict']);
      expect(
        (
          await api.post<ErrorBody>('medika.appointment', appointmentBody(patient, slot), {
            headers: { 'idempotency-key': 'x' },
          })
        ).status,
      ).toBe(400);
    });

    it('records an insurer from the partners list', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[5].id}`);
      const patient = await createPatient(api);
      const res = await api.post<ItemBody<Appointment>>(
        'medika.appointment',
        appointmentBody(patient, slot, {
          insurance: { kind: 'insurer', insurerId: 2, policyNumber: 'POL-778899' },
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data.insurance).toEqual({
        kind: 'insurer',
        insurer_name: 'Asuransi Sehat Sentosa',
        bpjs_card_masked: null,
        referral: null,
      });
      // The insurer pays by its own terms: no self-pay fee.
      expect(res.body.data.fee).toBeNull();
      const corporate = await api.post<ErrorBody>(
        'medika.appointment',
        appointmentBody(patient, slot, {
          insurance: { kind: 'insurer', insurerId: 12, policyNumber: 'P' },
        }),
      );
      expect(corporate.status).toBe(400);
      // BPJS Kesehatan is a payer of its own, with its card and referral: not an insurer to pick.
      const bpjsAsInsurer = await api.post<ErrorBody>(
        'medika.appointment?lang=en',
        appointmentBody(patient, slot, {
          insurance: { kind: 'insurer', insurerId: 1, policyNumber: '0001234567890' },
        }),
      );
      expect([bpjsAsInsurer.status, bpjsAsInsurer.body.error.fields]).toEqual([
        400,
        {
          'insurance.insurerId':
            'For BPJS Kesehatan, choose BPJS Kesehatan as the way to pay (with the card and referral numbers).',
        },
      ]);
    });

    it('validates the request and the session', async () => {
      const empty = await api.post<ErrorBody>('medika.appointment?lang=en', {});
      expect(empty.status).toBe(400);
      expect(empty.body.error.fields).toMatchObject({
        patientHandle: 'This field is required.',
        forWhom: 'This field is required.',
        sessionId: 'This field is required.',
        date: 'This field is required.',
        consent: 'You must agree before continuing.',
        'insurance.kind': 'This field is required.',
      });
      const [slot] = await openSessions(api, `doctor_id=${doctors[6].id}`);
      const patient = await createPatient(api);
      const noConsent = await api.post<ErrorBody>(
        'medika.appointment',
        appointmentBody(patient, slot, { consent: false }),
      );
      expect(noConsent.body.error.fields).toEqual({ consent: 'Anda harus menyetujui sebelum melanjutkan.' });
      const far = await api.post<ErrorBody>(
        'medika.appointment',
        appointmentBody(patient, slot, { date: addDays(todayInJakarta(), 45) }),
      );
      expect(far.status).toBe(400);
      expect(Object.keys(far.body.error.fields ?? {})).toEqual(['date']);
      const wrongDoctor = await api.post<ErrorBody>(
        'medika.appointment',
        appointmentBody(patient, slot, { doctorId: doctors[7].id }),
      );
      expect(wrongDoctor.status).toBe(400);
      const wrongDay = await api.post<ErrorBody>(
        'medika.appointment',
        appointmentBody(patient, slot, { date: addDays(slot.date, 1) }),
      );
      expect([wrongDay.status, wrongDay.body.error.code]).toEqual([409, 'session_unavailable']);
      const unknownPatient = await api.post<ErrorBody>(
        'medika.appointment',
        appointmentBody({ ...patient, handle: '00000000-0000-4000-8000-000000000000' }, slot),
      );
      expect(unknownPatient.status).toBe(400);
    });

    it('refuses a session during the doctor’s leave', async () => {
      const all = (await api.get<ListBody<Doctor>>('web/dokter?limit=100')).body.data.results;
      // The longest current leave (two weeks) covers the next occurrence of every weekday.
      const onLeave = all
        .filter((d) => d.on_leave_until !== null)
        .sort((a, b) => b.on_leave_until!.localeCompare(a.on_leave_until!))[0];
      expect(onLeave.on_leave_until! >= addDays(todayInJakarta(), 7)).toBe(true);
      const line = onLeave.lines[0];
      let date = addDays(todayInJakarta(), 1);
      while (new Date(`${date}T00:00:00Z`).getUTCDay() !== line.day) date = addDays(date, 1);
      const patient = await createPatient(api);
      const res = await api.post<ErrorBody>('medika.appointment', {
        patientHandle: patient.handle,
        forWhom: 'self',
        companyId: line.company_id,
        poliId: line.poli_id,
        doctorId: onLeave.id,
        sessionId: line.session_id,
        date,
        insurance: { kind: 'self' },
        consent: true,
        contact: contactOf(patient.input),
      });
      expect(date <= onLeave.on_leave_until!).toBe(true);
      expect([res.status, res.body.error.code]).toEqual([409, 'session_unavailable']);
      expect(res.body.error.message).toMatch(/cuti/);
    });

    it('answers 409 when the session is full', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[8].id}`);
      await api.sql(
        `insert into session_days (session_id, visit_date, quota, booked, last_queue) values (${slot.session_id}, '${slot.date}', 1, 0, 0)
         on conflict (session_id, visit_date) do update set quota = session_days.booked + 1`,
      );
      const first = await book(api, await createPatient(api), slot);
      const second = await api.post<ErrorBody>(
        'medika.appointment',
        appointmentBody(await createPatient(api), slot),
      );
      expect(first.status).toBe(201);
      expect([second.status, second.body.error.code]).toEqual([409, 'session_full']);
    });
  });

  describe('POST medika.appointment/:code/cancel', () => {
    it('cancels with the birth date, frees the place at once and gives its queue number to the next booking (issue 24)', async () => {
      const [slot] = await openSessions(api, `doctor_id=${doctors[9].id}`);
      const patient = await createPatient(api);
      const booked = (await book(api, patient, slot)).body.data;
      const wrong = await api.post<ErrorBody>(`medika.appointment/${booked.code}/cancel`, {
        bornDate: '1970-01-01',
      });
      expect(wrong.status).toBe(404);
      const missing = await api.post<ErrorBody>(`medika.appointment/${booked.code}/cancel`, {});
      expect(missing.status).toBe(400);
      const cancelled = await api.post<ItemBody<Appointment>>(`medika.appointment/${booked.code}/cancel`, {
        bornDate: patient.input.bornDate,
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.status).toBe('cancelled');
      expect(cancelled.body.data.cancelled_at).not.toBeNull();
      const availability = await api.get<ItemBody<Availability>>(
        `medika.availability?doctor_id=${slot.doctor_id}&from=${slot.date}&to=${slot.date}`,
      );
      expect(
        availability.body.data.days[0].sessions.find((s) => s.session_id === slot.session_id)?.booked,
      ).toBe(slot.booked);
      const twice = await api.post<ErrorBody>(`medika.appointment/${booked.code}/cancel`, {
        bornDate: patient.input.bornDate,
      });
      expect([twice.status, twice.body.error.code]).toEqual([409, 'invalid_status']);
      const rebooked = await book(api, patient, slot);
      expect(rebooked.status).toBe(201);
      // The freed number goes to the next booking: cancelling cannot push the session's numbers later.
      expect(rebooked.body.data.queue_number).toBe(booked.queue_number);
    });
  });
});

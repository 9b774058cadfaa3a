import {
  createApiClient,
  isApiError,
  SCREENING_FORM_NAME,
  type ApiClient,
  type AppointmentInput,
} from '@hospital/api-client';
import { phoneTo62, todayInJakarta } from '@hospital/domain';
import { patientBody, patientIdOf, patientInput } from './support/booking';
import { describeApi, TOKEN } from './support/harness';
import { LOW_RISK_ANSWERS } from './support/screening';

/** The UI's own client against the real API: the shared types and the answers must agree. */
describeApi(
  '@hospital/api-client against the API',
  (api) => {
    let client: ApiClient;
    let english: ApiClient;
    beforeAll(() => {
      // One client per language, as a page has (the language is part of its URL).
      client = createApiClient({ baseURL: `${api.baseUrl}/`, token: TOKEN, lang: 'id' });
      english = createApiClient({ baseURL: `${api.baseUrl}/`, token: TOKEN, lang: 'en' });
    });

    it('reads lists and items through the typed functions', async () => {
      const doctors = await client.listDoctors({ company_id: 1, limit: 3, order: 'name asc' });
      expect(doctors.results).toHaveLength(3);
      const doctor = await client.getDoctorBySlug(doctors.results[0].slug);
      expect(doctor.id).toBe(doctors.results[0].id);
      const schedules = await client.listSchedules({ physicians: [doctor.id] });
      expect(schedules.results.map((d) => d.id)).toEqual([doctor.id]);
      expect((await client.listPolis({ company_id: 2 })).results.every((p) => p.company_id === 2)).toBe(true);
      expect((await client.listCompanies()).count).toBe(2);
      const news = await client.listArticles({
        limit: 5,
        filters: [['category', 'not in', ['Spesialis', 'Video']]],
      });
      expect(news.results).toHaveLength(5);
      expect((await client.getArticle(news.results[0].slug)).slug).toBe(news.results[0].slug);
      expect((await client.listPromos()).results).toHaveLength(6);
      expect((await client.listServicePackages()).results).toHaveLength(6);
      expect((await client.listRooms()).results).toHaveLength(6);
      expect((await client.listEvents()).results).toHaveLength(5);
      expect((await client.listPartnersGroupedByIndustry()).count).toBeGreaterThanOrEqual(4);
      expect((await client.getMenu()).results[0].display_name).toBe('Beranda');
      expect((await english.getMenu()).results[0].display_name).toBe('Home');
      expect((await english.getPage('coe/digestive/endoskopi')).title).toBe('Endoscopy');
      expect((await client.listFaq()).count).toBeGreaterThan(0);
      expect((await client.search('anak')).doctors.count).toBeGreaterThan(0);
      expect((await client.getBookingConfig()).booking_window_days).toBe(30);
    });

    it('registers patients by NIK and birth date through the client: no conflict, nothing stored leaks', async () => {
      const input = patientBody(patientInput({ fullName: 'Wulan Sari' }));
      const first = await client.createPatient(input);
      const reused = await client.createPatient({ ...input, fullName: 'Nama Lain' });
      expect(reused).toEqual({
        ...first,
        handle: expect.any(String),
        handle_expires_at: expect.any(String),
        full_name: 'Nama Lain',
      });
      expect(reused.handle).not.toBe(first.handle);
      const [stored] = await api.sql(
        `select full_name from patients where id = '${await patientIdOf(api, input)}'`,
      );
      expect(stored).toEqual({ full_name: 'Wulan Sari' });
      const otherBirthDate = await client.createPatient({ ...input, bornDate: '1985-02-03' });
      expect(await patientIdOf(api, { ...input, bornDate: '1985-02-03' })).not.toBe(
        await patientIdOf(api, input),
      );
      expect(otherBirthDate.born_date).toBe('1985-02-03');
    });

    it('books, looks up and cancels through the client, with an idempotency key', async () => {
      const typed = patientInput();
      const patient = await client.createPatient(patientBody(typed));
      const availability = await client.getAvailability({ poli_id: 2473 });
      const slot = availability.days
        .flatMap((d) => d.sessions)
        .find((s) => s.status === 'open' && s.date > todayInJakarta() && !s.telemedicine)!;
      const input: AppointmentInput = {
        patientHandle: patient.handle,
        forWhom: 'self',
        companyId: slot.company_id,
        poliId: slot.poli_id,
        doctorId: slot.doctor_id,
        sessionId: slot.session_id,
        date: slot.date,
        insurance: { kind: 'self' as const },
        consent: true,
        contact: { fullName: typed.fullName, phone: typed.phone, email: typed.email },
      };
      const first = await client.createAppointment(input, { idempotencyKey: `client-${typed.nik}` });
      const retry = await client.createAppointment(input, { idempotencyKey: `client-${typed.nik}` });
      expect(retry.code).toBe(first.code);
      expect(first.patient.name_masked).toBe('S*** R*****');
      expect((await client.getAppointment(first.code, patient.born_date)).status).toBe('booked');
      expect((await client.cancelAppointment(first.code, { bornDate: patient.born_date })).status).toBe(
        'cancelled',
      );
    });

    it('books with the contact typed for the booking, as the booking wizard sends it', async () => {
      // The wizard: POST patient, then POST appointment with the same details as the booking's contact.
      const typed = patientInput({ fullName: 'Hendra Gunawan', phone: '0813-5555-4444' });
      const patient = await client.createPatient(patientBody(typed));
      const availability = await client.getAvailability({ poli_id: 2471 });
      const slot = availability.days
        .flatMap((d) => d.sessions)
        .find((s) => s.status === 'open' && s.date > todayInJakarta() && !s.telemedicine)!;
      const input: AppointmentInput = {
        patientHandle: patient.handle,
        forWhom: 'self',
        companyId: slot.company_id,
        poliId: slot.poli_id,
        doctorId: slot.doctor_id,
        sessionId: slot.session_id,
        date: slot.date,
        insurance: { kind: 'self' },
        consent: true,
        contact: { fullName: typed.fullName, phone: phoneTo62(typed.phone), email: typed.email },
      };
      const booked = await client.createAppointment(input, { idempotencyKey: `wizard-${typed.nik}` });
      expect(booked.patient).toMatchObject({ initials: 'HG', phone_masked: '6281******444' });
      expect((await client.getAppointment(booked.code, typed.bornDate)).patient).toEqual(booked.patient);
      // The same person again, with the same or another contact: a duplicate, never with the code.
      for (const contact of [input.contact, { ...input.contact, phone: '081299990000' }]) {
        const again = await client.createAppointment({ ...input, contact }).catch((e: unknown) => e);
        expect(isApiError(again) && again.status === 409 && again.code === 'duplicate_booking').toBe(true);
        expect(JSON.stringify(again)).not.toContain(booked.code);
      }
    });

    it('books for a child on BPJS through the client, with the types of docs/decisions.md, issue 15', async () => {
      const child = await client.createPatient(
        patientBody(patientInput({ forWhom: 'child', fullName: 'Putri Ayu', bornDate: '2018-06-01' })),
      );
      const availability = await client.getAvailability({ poli_id: 2496 });
      const slot = availability.days
        .flatMap((d) => d.sessions)
        .find((s) => s.status === 'open' && s.date > todayInJakarta() && !s.telemedicine)!;
      const input: AppointmentInput = {
        patientHandle: child.handle,
        forWhom: 'child',
        companyId: slot.company_id,
        poliId: slot.poli_id,
        doctorId: slot.doctor_id,
        sessionId: slot.session_id,
        date: slot.date,
        insurance: { kind: 'bpjs', bpjsCardNumber: '0001234567890', paperReferral: true },
        consent: true,
        contact: { fullName: 'Ayu Lestari', phone: '081234560000', relationship: 'parent' },
      };
      const booked = await english.createAppointment(input);
      expect(booked).toMatchObject({
        for_whom: 'child',
        patient: { initials: 'PA', contact_relationship: 'parent', newborn: false },
        insurance: { kind: 'bpjs', bpjs_card_masked: '*********7890', referral: { kind: 'paper' } },
        fee: null,
        poli: { location: { floor: '1st floor', counter: 'counter A' } },
      });
      expect(booked.arrive_by < booked.estimated_time).toBe(true);
      const results = await client.search('bpjs');
      expect(results.faq.count).toBeGreaterThan(0);
      expect(results.partners.results[0]?.name).toBe('BPJS Kesehatan');
      const doctors = await client.listDoctors({ limit: 1 });
      expect(doctors.results[0].fees.length).toBeGreaterThan(0);
    });

    it('sends the contact form form-encoded and normalises errors', async () => {
      const sent = await client.sendContactMessage({
        name: 'Iwan Setiawan',
        email: 'iwan@example.com',
        message: 'Mohon info jadwal dokter mata.',
      });
      expect(sent.id).toBeGreaterThan(0);
      const failure = await client.subscribeNewsletter({ email: 'bad' }).catch((e: unknown) => e);
      expect(isApiError(failure) && failure.status === 400 && failure.code === 'validation_failed').toBe(
        true,
      );
      expect(isApiError(failure) && failure.fields?.email).toBe('Format email salah.');
      const missing = await client.getArticle('tidak-ada').catch((e: unknown) => e);
      expect(isApiError(missing) && missing.status === 404).toBe(true);
    });

    it('submits a screening and reads it back; joins the demo meeting', async () => {
      const form = await client.getScreeningForm();
      expect(form?.name).toBe(SCREENING_FORM_NAME);
      const result = await client.submitScreeningResult({
        formId: form!.id,
        visitor: { name: 'Reza Pratama', phone: '081288887777' },
        answers: { ...LOW_RISK_ANSWERS, vaccination: 'complete' },
      });
      expect((await client.getScreeningResult(result.id)).category).toBe('low');
      expect((await client.getEncounter('demo-R7kP2xQm9VtL4wNc', 'pasien-demo-2026')).status).toBe('open');
      expect((await client.createMeeting('demo-R7kP2xQm9VtL4wNc', 'dokter-demo-2026')).room_id).toBeTruthy();
      const stranger = await client.createMeeting('demo-R7kP2xQm9VtL4wNc', '').catch((e: unknown) => e);
      expect(isApiError(stranger) && [stranger.status, stranger.code]).toEqual([403, 'forbidden']);
    });

    it('reports a refused token and an unreachable server as ApiError', async () => {
      const wrong = createApiClient({ baseURL: `${api.baseUrl}/`, token: 'nope' });
      const denied = await wrong.listCompanies().catch((e: unknown) => e);
      expect(isApiError(denied) && denied.status === 401 && denied.code === 'unauthorized').toBe(true);
      const offline = createApiClient({ baseURL: 'http://127.0.0.1:9/' });
      const network = await offline.listCompanies().catch((e: unknown) => e);
      expect(isApiError(network) && network.status === 0 && network.code === 'network').toBe(true);
    });
  },
  { only: ['pglite'] },
);

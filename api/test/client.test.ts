import { createApiClient, isApiError, SCREENING_FORM_NAME, type ApiClient } from '@hospital/api-client';
import { todayInJakarta } from '@hospital/domain';
import { patientInput } from './support/booking';
import { describeApi, TOKEN } from './support/harness';

/** The UI's own client against the real API: the shared types and the answers must agree. */
describeApi(
  '@hospital/api-client against the API',
  (api) => {
    let client: ApiClient;
    let lang: 'id' | 'en' = 'id';
    beforeAll(() => {
      client = createApiClient({ baseURL: `${api.baseUrl}/`, token: TOKEN, getLang: () => lang });
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
      lang = 'en';
      expect((await client.getMenu()).results[0].display_name).toBe('Home');
      expect((await client.getPage('coe/digestive/endoskopi')).title).toBe('Endoscopy');
      lang = 'id';
      expect((await client.listFaq()).count).toBeGreaterThan(0);
      expect((await client.search('anak')).doctors.count).toBeGreaterThan(0);
      expect((await client.getBookingConfig()).booking_window_days).toBe(30);
    });

    it('books, looks up and cancels through the client, with an idempotency key', async () => {
      const patient = await client.createPatient(patientInput());
      const availability = await client.getAvailability({ poli_id: 2473 });
      const slot = availability.days
        .flatMap((d) => d.sessions)
        .find((s) => s.status === 'open' && s.date > todayInJakarta() && !s.telemedicine)!;
      const input = {
        patientId: patient.id,
        companyId: slot.company_id,
        poliId: slot.poli_id,
        doctorId: slot.doctor_id,
        sessionId: slot.session_id,
        date: slot.date,
        insurance: { kind: 'self' as const },
        consent: true,
      };
      const first = await client.createAppointment(input, { idempotencyKey: `client-${patient.id}` });
      const retry = await client.createAppointment(input, { idempotencyKey: `client-${patient.id}` });
      expect(retry.code).toBe(first.code);
      expect((await client.getAppointment(first.code, patient.born_date)).status).toBe('booked');
      expect((await client.cancelAppointment(first.code, { bornDate: patient.born_date })).status).toBe(
        'cancelled',
      );
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
        answers: {
          fever: false,
          cough: false,
          sore_throat: false,
          shortness_of_breath: false,
          loss_of_smell: false,
          contact: 'none',
          travel: false,
          comorbidity: 'none',
          vaccination: 'complete',
        },
      });
      expect((await client.getScreeningResult(result.id)).category).toBe('low');
      expect((await client.getEncounter('demo-R7kP2xQm9VtL4wNc')).status).toBe('open');
      expect((await client.createMeeting('demo-R7kP2xQm9VtL4wNc')).room_id).toBeTruthy();
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

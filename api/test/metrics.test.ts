import type { ListBody } from './support/harness';
import { describeApi, type ErrorBody } from './support/harness';
import { appointmentBody, book, createPatient, doctorsWithoutLeave, openSessions } from './support/booking';
import { sampleValue, scrape } from './support/promText';
import type { Doctor } from '@hospital/api-client';

/*
 * The API's figures as Prometheus scrapes them (docs/decisions.md, "Issue 28 — metrics"): requests by
 * route pattern and status with durations, and the booking domain's decisions.
 */
describeApi(
  'API metrics',
  (api) => {
    const metrics = async () => scrape(api.metricsUrl!);

    it('counts answers by route pattern (never the raw URL), method and status, with durations', async () => {
      const before = await metrics();
      const route = '/web/dokter/:slug';
      const was = sampleValue(before, 'api_requests_total', { route, status: '404' }) || 0;
      expect((await api.get('web/dokter/nobody-1')).status).toBe(404);
      expect((await api.get('web/dokter/nobody-2')).status).toBe(404);
      expect((await api.get<ListBody<Doctor>>('web/dokter?limit=1')).status).toBe(200);
      expect((await api.get('no/such/route')).status).toBe(404);
      const text = await metrics();
      expect(sampleValue(text, 'api_requests_total', { route, status: '404', status_class: '4xx' })).toBe(
        was + 2,
      );
      expect(text).not.toContain('nobody-1');
      expect(
        sampleValue(text, 'api_requests_total', { route: '/web/dokter', method: 'GET', status: '200' }),
      ).toBe(1);
      expect(
        sampleValue(text, 'api_requests_total', { route: 'unmatched', status: '404' }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sampleValue(text, 'api_request_duration_seconds_count', {
          route: '/web/dokter',
          status_class: '2xx',
        }),
      ).toBe(1);
      expect(
        sampleValue(text, 'api_request_duration_seconds_bucket', { route: '/web/dokter', le: '+Inf' }),
      ).toBe(1);
      expect(sampleValue(text, 'api_request_duration_seconds_sum', { route: '/web/dokter' })).toBeGreaterThan(
        0,
      );
    });

    it('counts bookings created, duplicate and full where the booking domain decides them', async () => {
      const doctors = await doctorsWithoutLeave(api);
      const [slot] = await openSessions(api, `doctor_id=${doctors[3].id}`);
      await api.sql(
        `insert into session_days (session_id, visit_date, quota, booked, last_queue) values (${slot.session_id}, '${slot.date}', 1, 0, 0)
         on conflict (session_id, visit_date) do update set quota = session_days.booked + 1`,
      );
      const patient = await createPatient(api);
      expect((await book(api, patient, slot)).status).toBe(201);
      const again = await api.post<ErrorBody>('medika.appointment', appointmentBody(patient, slot));
      expect(again.body.error.code).toBe('duplicate_booking');
      const other = await api.post<ErrorBody>(
        'medika.appointment',
        appointmentBody(await createPatient(api), slot),
      );
      expect(other.body.error.code).toBe('session_full');
      const text = await metrics();
      expect(sampleValue(text, 'api_bookings_total', { outcome: 'created' })).toBe(1);
      expect(sampleValue(text, 'api_bookings_total', { outcome: 'duplicate' })).toBe(1);
      expect(sampleValue(text, 'api_bookings_total', { outcome: 'full' })).toBe(1);
      expect(
        sampleValue(text, 'api_requests_total', {
          route: '/medika.appointment',
          method: 'POST',
          status: '409',
        }),
      ).toBe(2);
    });
  },
  { only: ['pglite'], metrics: true },
);

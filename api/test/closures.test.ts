/**
 * Issue 26, closed days: a hospital's own closure (`hospital_closures`, kept with `npm run closures -w api`)
 * closes that hospital's sessions on that day, and only those: the other hospital keeps its sessions,
 * and a booking or a move onto the closed day is refused with the announced reason in both languages.
 * The server's clock is set to 20 December 2026; Friday 8 January 2027 is a working day.
 */
import type { Appointment, Availability, AvailabilitySession } from '@hospital/contract';
import { BANDUNG, CIANJUR } from '../src/seed/organisation';
import { appointmentBody, createPatient } from './support/booking';
import { describeApi, type ErrorBody, type ItemBody } from './support/harness';

const NOW = '2026-12-20T09:00:00+07:00';
const CLOSED = '2027-01-08';
const NEXT_WEEK = '2027-01-15';

const open = (availability: Availability, date: string, companyId: number): AvailabilitySession[] =>
  (availability.days.find((d) => d.date === date)?.sessions ?? []).filter(
    (s) => s.company_id === companyId && s.status === 'open' && !s.telemedicine,
  );

describeApi(
  "issue 26: a hospital's own closed day",
  (api) => {
    let availability: Availability;
    beforeAll(async () => {
      // Before any schedule is read: the API keeps sessions, leaves and closures for 15 s.
      await api.sql(
        `insert into hospital_closures (company_id, closed_on, reason) values (${CIANJUR}, '${CLOSED}',
         '{"id": "Pemeliharaan instalasi listrik", "en": "Electrical maintenance"}')`,
      );
      availability = (await api.get<ItemBody<Availability>>('medika.availability?lang=en')).body.data;
    });

    it("offers none of the closed hospital's sessions that day, and says why; the other hospital is open", () => {
      expect(availability.today).toBe('2026-12-20');
      expect(open(availability, CLOSED, CIANJUR)).toEqual([]);
      expect(open(availability, NEXT_WEEK, CIANJUR).length).toBeGreaterThan(0);
      expect(open(availability, CLOSED, BANDUNG).length).toBeGreaterThan(0);
      const day = availability.days.find((d) => d.date === CLOSED);
      expect(day?.closures).toEqual([
        {
          company_id: CIANJUR,
          company_name: expect.stringContaining('Cianjur'),
          reason: 'Electrical maintenance',
        },
      ]);
      expect(day?.holiday).toBeNull();
      expect(availability.days.find((d) => d.date === NEXT_WEEK)?.closures).toEqual([]);
    });

    it('refuses a booking and a move onto the closed day with the reason, in both languages', async () => {
      const cianjur = open(availability, NEXT_WEEK, CIANJUR)[0];
      expect(cianjur).toBeDefined();
      if (!cianjur) return;
      const patient = await createPatient(api);
      const onClosedDay = { ...appointmentBody(patient, cianjur), date: CLOSED };
      const refused = await api.post<ErrorBody>('medika.appointment', onClosedDay);
      expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([
        409,
        'session_unavailable',
        'Rumah sakit tutup pada tanggal ini (Pemeliharaan instalasi listrik). Silakan pilih tanggal lain.',
      ]);
      const refusedEn = await api.post<ErrorBody>('medika.appointment?lang=en', onClosedDay);
      expect(refusedEn.body.error.message).toBe(
        'The hospital is closed on this date (Electrical maintenance). Please choose another date.',
      );

      const booked = await api.post<ItemBody<Appointment>>(
        'medika.appointment',
        appointmentBody(patient, cianjur),
      );
      expect(booked.status).toBe(201);
      const moved = await api.post<ErrorBody>(
        `medika.appointment/${booked.body.data.code}/reschedule?lang=en`,
        {
          bornDate: patient.input.bornDate,
          sessionId: cianjur.session_id,
          date: CLOSED,
          fromSessionId: cianjur.session_id,
          fromDate: cianjur.date,
        },
      );
      expect([moved.status, moved.body.error.message]).toEqual([
        409,
        'The hospital is closed on this date (Electrical maintenance). Please choose another date.',
      ]);
    });
  },
  { clockOffsetMs: Date.parse(NOW) - Date.now() },
);

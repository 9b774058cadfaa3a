/**
 * Issue 26, closed days: national holidays (the `date-holidays` package) are never offered for booking
 * or moving, and a booking or a move onto one is refused with a clear message in both languages. The
 * server's clock is set to 20 December 2026 so that 25 December and 1 January are in the window.
 */
import type { Appointment, Availability, AvailabilitySession } from '@hospital/contract';
import { appointmentBody, createPatient } from './support/booking';
import { describeApi, type ErrorBody, type ItemBody } from './support/harness';

const NOW = '2026-12-20T09:00:00+07:00';
const HOLIDAYS = ['2026-12-25', '2027-01-01'];

describeApi(
  'issue 26: national holidays are closed days',
  (api) => {
    let availability: Availability;
    beforeAll(async () => {
      availability = (await api.get<ItemBody<Availability>>('medika.availability')).body.data;
    });

    it('offers no session on 25 December nor on 1 January, and says which holiday it is', () => {
      expect(availability.today).toBe('2026-12-20');
      for (const date of HOLIDAYS) {
        const day = availability.days.find((d) => d.date === date);
        expect(day).toBeDefined();
        expect(day?.sessions).toEqual([]);
        expect(day?.holiday).toBeTruthy();
      }
      expect(availability.days.find((d) => d.date === '2026-12-25')?.holiday).toBe('Hari Raya Natal');
      // The same weekday a week later is a working day with sessions.
      const working = availability.days.find((d) => d.date === '2027-01-08');
      expect(working?.sessions.length).toBeGreaterThan(0);
      expect(working?.holiday).toBeNull();
    });

    it('refuses a booking and a move onto a holiday, in both languages', async () => {
      const fridays = availability.days
        .filter((d) => d.date === '2027-01-08')
        .flatMap((d) => d.sessions)
        .filter((s) => s.status === 'open' && !s.telemedicine);
      const open: AvailabilitySession | undefined = fridays[0];
      expect(open).toBeDefined();
      if (!open) return;
      const patient = await createPatient(api);
      const onHoliday = { ...appointmentBody(patient, open), date: '2026-12-25' };
      const refused = await api.post<ErrorBody>('medika.appointment', onHoliday);
      expect([refused.status, refused.body.error.code]).toEqual([409, 'session_unavailable']);
      expect(refused.body.error.message).toBe(
        'Rumah sakit tutup pada hari libur nasional ini. Silakan pilih tanggal lain.',
      );
      const refusedEn = await api.post<ErrorBody>('medika.appointment?lang=en', onHoliday);
      expect(refusedEn.body.error.message).toBe(
        'The hospital is closed on this national holiday. Please choose another date.',
      );

      const booked = await api.post<ItemBody<Appointment>>(
        'medika.appointment',
        appointmentBody(patient, open),
      );
      expect(booked.status).toBe(201);
      const moved = await api.post<ErrorBody>(
        `medika.appointment/${booked.body.data.code}/reschedule?lang=en`,
        {
          bornDate: patient.input.bornDate,
          sessionId: open.session_id,
          date: '2027-01-01',
          fromSessionId: open.session_id,
          fromDate: open.date,
        },
      );
      expect([moved.status, moved.body.error.message]).toEqual([
        409,
        'The hospital is closed on this national holiday. Please choose another date.',
      ]);
    });
  },
  { clockOffsetMs: Date.parse(NOW) - Date.now() },
);

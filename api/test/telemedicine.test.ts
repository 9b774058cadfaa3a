import type { Appointment, Availability, Encounter, MeetingInfo } from '@hospital/api-client';
import { todayInJakarta } from '@hospital/domain';
import { appointmentBody, contactOf, createPatient } from './support/booking';
import { describeApi, type ErrorBody, type ItemBody } from './support/harness';

const OPEN = 'demo-R7kP2xQm9VtL4wNc';
const UPCOMING = 'demo-H3fT8zWq5JbY6sKd';
const ENDED = 'demo-M9vC2nXr4GpZ7tBh';

describeApi('telemedicine encounters', (api) => {
  it('gets an encounter by meetingId: doctor, patient initials only, time and status', async () => {
    const res = await api.get<ItemBody<Encounter>>(`medika.encounter/get?meetingId=${OPEN}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ meeting_id: OPEN, status: 'open', patient: { initials: 'SR' } });
    expect(res.body.data.doctor.name).toMatch(/^dr/);
    expect(res.body.data.scheduled_start).toMatch(/\+07:00$/);
    const filtered = await api.get<ItemBody<Encounter>>(
      `medika.encounter/get?filters=${encodeURIComponent(JSON.stringify([['meetingId', '=', UPCOMING]]))}`,
    );
    expect(filtered.body.data.status).toBe('scheduled');
    expect(
      (await api.get<ItemBody<Encounter>>(`medika.encounter/get?meetingId=${ENDED}`)).body.data.status,
    ).toBe('ended');
    expect((await api.get('medika.encounter/get?meetingId=unknown-meeting-123')).status).toBe(404);
    expect((await api.get('medika.encounter/get')).status).toBe(400);
  });

  it('create_meeting gives the room, signalling URL, ICE servers and expiry, the same room every time', async () => {
    const first = await api.get<ItemBody<MeetingInfo>>(`medika.encounter/create_meeting?m=${OPEN}`);
    const second = await api.get<ItemBody<MeetingInfo>>(`medika.encounter/create_meeting?m=${OPEN}`);
    expect(first.status).toBe(200);
    expect(first.body.data.room_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.body.data.signaling_url).toBe(`/api/medika.encounter/signal/${first.body.data.room_id}`);
    expect(first.body.data.ice_servers).toEqual([]);
    expect(first.body.data.max_participants).toBe(2);
    expect(second.body.data.room_id).toBe(first.body.data.room_id);
  });

  it('refuses to open a meeting too early or after it ended', async () => {
    const early = await api.get<ErrorBody>(`medika.encounter/create_meeting?m=${UPCOMING}&lang=en`);
    expect([early.status, early.body.error.code]).toEqual([409, 'meeting_not_open']);
    expect(early.body.error.message).toMatch(/opens at \d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB/);
    const ended = await api.get<ErrorBody>(`medika.encounter/create_meeting?m=${ENDED}`);
    expect([ended.status, ended.body.error.code]).toEqual([409, 'meeting_ended']);
    expect((await api.get('medika.encounter/create_meeting?m=nope-nope-nope')).status).toBe(404);
  });

  it('booking a telemedicine session creates an encounter with an unguessable meeting id', async () => {
    const res = await api.get<ItemBody<Availability>>('medika.availability');
    const today = todayInJakarta();
    const slot = res.body.data.days
      .flatMap((d) => d.sessions)
      .find((s) => s.telemedicine && s.status === 'open' && s.date > today)!;
    expect(slot).toBeDefined();
    const patient = await createPatient(api, { fullName: 'Maya Indah Sari' });
    // The room shows the initials of the contact given with this booking.
    const booked = await api.post<ItemBody<Appointment>>(
      'medika.appointment',
      appointmentBody(patient.id, slot, {
        contact: contactOf(patient.input, { fullName: 'Rina Wulandari' }),
      }),
    );
    expect(booked.status).toBe(201);
    const meetingId = booked.body.data.meeting_id!;
    expect(meetingId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const encounter = await api.get<ItemBody<Encounter>>(`medika.encounter/get?meetingId=${meetingId}`);
    expect(encounter.body.data).toMatchObject({
      status: 'scheduled',
      patient: { initials: 'RW' },
      doctor: { id: slot.doctor_id },
    });
    await api.post(`medika.appointment/${booked.body.data.code}/cancel`, {
      bornDate: patient.input.bornDate,
    });
    const cancelled = await api.get<ItemBody<Encounter>>(`medika.encounter/get?meetingId=${meetingId}`);
    expect(cancelled.body.data.status).toBe('cancelled');
  });
});

import type { Appointment, Encounter, MeetingInfo } from '@hospital/contract';
import { participantToken } from '../src/security/crypto';
import {
  appointmentBody,
  contactOf,
  createPatient,
  openTelemedicineSession,
  patientInput,
  TEST_SECRETS,
} from './support/booking';
import { describeApi, type ErrorBody, type ItemBody } from './support/harness';

const OPEN = 'demo-R7kP2xQm9VtL4wNc';
const UPCOMING = 'demo-H3fT8zWq5JbY6sKd';
const ENDED = 'demo-M9vC2nXr4GpZ7tBh';
// The published tokens of the demonstration meetings (api/README.md).
const PATIENT = 'pasien-demo-2026';
const DOCTOR = 'dokter-demo-2026';

describeApi('telemedicine encounters', (api) => {
  it('gets an encounter by meetingId and a participant token: doctor, patient initials only, time and status', async () => {
    const res = await api.get<ItemBody<Encounter>>(`medika.encounter/get?meetingId=${OPEN}&t=${PATIENT}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ meeting_id: OPEN, status: 'open', patient: { initials: 'SR' } });
    expect(res.body.data.doctor.name).toMatch(/^dr/);
    expect(res.body.data.scheduled_start).toMatch(/\+07:00$/);
    const filtered = await api.get<ItemBody<Encounter>>(
      `medika.encounter/get?t=${DOCTOR}&filters=${encodeURIComponent(JSON.stringify([['meetingId', '=', UPCOMING]]))}`,
    );
    expect(filtered.body.data.status).toBe('scheduled');
    expect(
      (await api.get<ItemBody<Encounter>>(`medika.encounter/get?meetingId=${ENDED}&t=${PATIENT}`)).body.data
        .status,
    ).toBe('ended');
    expect((await api.get(`medika.encounter/get?meetingId=unknown-meeting-123&t=${PATIENT}`)).status).toBe(
      404,
    );
    expect((await api.get('medika.encounter/get')).status).toBe(400);
  });

  it('tells a third person with only the meeting id nothing: 403 from get and create_meeting', async () => {
    for (const t of [
      '',
      '&t=',
      '&t=someone-else-123',
      `&t=${participantToken(TEST_SECRETS, OPEN, 'patient')}`,
    ]) {
      for (const path of [
        `medika.encounter/get?meetingId=${OPEN}${t}`,
        `medika.encounter/create_meeting?m=${OPEN}${t}&lang=en`,
      ]) {
        const res = await api.get<ErrorBody>(path);
        expect([res.status, res.body.error.code]).toEqual([403, 'forbidden']);
        expect(res.text).not.toMatch(/room_id|initials|signal/);
      }
    }
    const en = await api.get<ErrorBody>(`medika.encounter/create_meeting?m=${OPEN}&lang=en`);
    expect(en.body.error.message).toBe(
      'This consultation link is incomplete or not valid. Open the link from your booking confirmation (patients) or from the hospital (doctors).',
    );
  });

  it('create_meeting gives the room, signalling URL with the token, ICE servers and expiry, the same room every time', async () => {
    const first = await api.get<ItemBody<MeetingInfo>>(
      `medika.encounter/create_meeting?m=${OPEN}&t=${PATIENT}`,
    );
    const second = await api.get<ItemBody<MeetingInfo>>(
      `medika.encounter/create_meeting?m=${OPEN}&t=${DOCTOR}`,
    );
    expect(first.status).toBe(200);
    expect(first.body.data.room_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.body.data.signaling_url).toBe(
      `/api/medika.encounter/signal/${first.body.data.room_id}?t=${PATIENT}`,
    );
    expect(second.body.data.signaling_url).toBe(
      `/api/medika.encounter/signal/${first.body.data.room_id}?t=${DOCTOR}`,
    );
    expect(first.body.data.ice_servers).toEqual([]);
    expect(first.body.data.max_participants).toBe(2);
    expect(second.body.data.room_id).toBe(first.body.data.room_id);
  });

  it('refuses to open a meeting too early or after it ended', async () => {
    const early = await api.get<ErrorBody>(
      `medika.encounter/create_meeting?m=${UPCOMING}&t=${PATIENT}&lang=en`,
    );
    expect([early.status, early.body.error.code]).toEqual([409, 'meeting_not_open']);
    expect(early.body.error.message).toMatch(/opens at \d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB/);
    const ended = await api.get<ErrorBody>(`medika.encounter/create_meeting?m=${ENDED}&t=${DOCTOR}`);
    expect([ended.status, ended.body.error.code]).toEqual([409, 'meeting_ended']);
    expect((await api.get(`medika.encounter/create_meeting?m=nope-nope-nope&t=${PATIENT}`)).status).toBe(404);
  });

  it('a telemedicine booking: an unguessable meeting id, the patient token in the booking and the look-up only', async () => {
    const slot = await openTelemedicineSession(api);
    const patient = await createPatient(api, { forWhom: 'child', fullName: 'Maya Indah Sari' });
    // The room shows the initials of the patient typed for this booking, not her mother's (the contact).
    const booked = await api.post<ItemBody<Appointment>>(
      'medika.appointment',
      appointmentBody(patient, slot, {
        contact: contactOf(patient.input, { fullName: 'Rina Wulandari', relationship: 'parent' }),
      }),
    );
    expect(booked.status).toBe(201);
    const meetingId = booked.body.data.meeting_id!;
    const token = booked.body.data.meeting_token!;
    expect(meetingId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(token).toBe(participantToken(TEST_SECRETS, meetingId, 'patient'));
    expect(token).not.toBe(participantToken(TEST_SECRETS, meetingId, 'doctor'));
    const lookedUp = await api.get<ItemBody<Appointment>>(
      `medika.appointment/${booked.body.data.code}?born_date=${patient.input.bornDate}`,
    );
    expect(lookedUp.body.data.meeting_token).toBe(token);
    const encounter = await api.get<ItemBody<Encounter>>(
      `medika.encounter/get?meetingId=${meetingId}&t=${token}`,
    );
    expect(encounter.body.data).toMatchObject({
      status: 'scheduled',
      patient: { initials: 'MI' },
      doctor: { id: slot.doctor_id },
    });
    // The doctor's token (from the hospital's tool) opens it too; another meeting's does not.
    const doctor = participantToken(TEST_SECRETS, meetingId, 'doctor');
    expect((await api.get(`medika.encounter/get?meetingId=${meetingId}&t=${doctor}`)).status).toBe(200);
    expect((await api.get(`medika.encounter/get?meetingId=${meetingId}&t=${PATIENT}`)).status).toBe(403);
    // Someone who knows her NIK and birth date and books the same session learns nothing of it.
    const attacker = await api.post<ErrorBody>(
      'medika.appointment',
      appointmentBody(
        {
          ...patient,
          handle: (
            await createPatient(api, {
              ...patientInput(),
              forWhom: patient.input.forWhom,
              nik: patient.input.nik,
              bornDate: patient.input.bornDate,
            })
          ).handle,
        },
        slot,
      ),
    );
    expect(attacker.status).toBe(409);
    expect(attacker.text).not.toContain(meetingId);
    expect(attacker.text).not.toContain(token);
    const cancelled = await api.post<ItemBody<Appointment>>(
      `medika.appointment/${booked.body.data.code}/cancel`,
      {
        bornDate: patient.input.bornDate,
      },
    );
    expect(cancelled.body.data.meeting_token).toBeNull();
    const after = await api.get<ItemBody<Encounter>>(
      `medika.encounter/get?meetingId=${meetingId}&t=${token}`,
    );
    expect(after.body.data.status).toBe('cancelled');
  });
});

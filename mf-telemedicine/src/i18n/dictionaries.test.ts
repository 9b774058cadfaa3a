import type { CallError, CallPhase } from '../features/call/callMachine';
import type { MediaProblem } from '../features/prejoin/mediaProblems';
import type { EncounterStatus } from '@hospital/api-client';
import { en } from './en';
import { id } from './id';

// Texts looked up with a computed key (`call.errors.${code}`): a missing one would show the raw key.
const CALL_ERRORS: Record<CallError, true> = {
  room_full: true,
  replaced: true,
  room_not_found: true,
  room_closed: true,
  meeting_not_open: true,
  meeting_ended: true,
  unauthorized: true,
  not_participant: true,
  forbidden_origin: true,
  too_many_connections: true,
  network: true,
};
const PHASES: Record<CallPhase, true> = {
  idle: true,
  joining: true,
  waiting: true,
  connecting: true,
  connected: true,
  reconnecting: true,
  left: true,
  refused: true,
  failed: true,
};
const PROBLEMS: Record<MediaProblem, true> = {
  denied: true,
  no_device: true,
  no_camera: true,
  no_microphone: true,
  in_use: true,
  unsupported: true,
  page_policy: true,
  unknown: true,
};
const STATUSES: Record<EncounterStatus, true> = { scheduled: true, open: true, ended: true, cancelled: true };

describe.each([
  ['id', id],
  ['en', en],
])('%s dictionary', (_lang, dict) => {
  it('has a text for every call error, phase, media problem and encounter status', () => {
    for (const code of Object.keys(CALL_ERRORS)) expect(dict.call.errors).toHaveProperty(code);
    for (const phase of Object.keys(PHASES)) expect(dict.call.phase).toHaveProperty(phase);
    for (const problem of Object.keys(PROBLEMS)) expect(dict.prejoin.problems).toHaveProperty(problem);
    for (const status of Object.keys(STATUSES)) expect(dict.encounter.status).toHaveProperty(status);
  });

  it('says the same thing as the server when the room is full', () => {
    expect(dict.call.errors.room_full).toMatch(id === dict ? /dua peserta/ : /two participants/);
  });
});

/**
 * Runs the fuzz calls against a test API and keeps, per call, how many cases ran and which statuses
 * came back. `FUZZ_RUNS` sets the cases per call (`npm run fuzz`: 1,000; `npm test`: a small seeded
 * sample), `FUZZ_SEED` the seed, `FUZZ_SURVEY=1` records every case without failing on a 500 (the
 * figures of an unfixed build), `FUZZ_REPORT` appends the figures as JSON lines to a file.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import type {
  EventRegistrationState,
  HospitalEvent,
  ScreeningForm,
  ScreeningResult,
} from '@hospital/contract';
import { DEMO_MEETINGS, DEMO_MEETING_TOKENS } from '../../../src/seed/telemedicine';
import {
  appointmentBody,
  book,
  contactOf,
  createPatient,
  doctorsWithoutLeave,
  openSessions,
  patientBody,
  patientInput,
} from '../booking';
import type { ItemBody, ListBody, TestApi } from '../harness';
import { LOW_RISK_ANSWERS } from '../screening';
import { fuzzCalls, type FuzzCall, type FuzzFixtures, type FuzzRequest } from './calls';

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 20);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261113);
export const FUZZ_SURVEY = process.env.FUZZ_SURVEY === '1';

/** Statuses a bad request may get; anything of 500 and above is a failure. */
export const ACCEPTED_STATUSES = new Set([
  200, 201, 202, 400, 401, 403, 404, 409, 413, 414, 415, 422, 429, 431,
]);
/** Node's HTTP parser answers a request line or headers over 16 KB itself, before any of our code. */
const RAW_NODE_STATUSES = new Set([431]);

export interface CallFigures {
  call: string;
  cases: number;
  statuses: Record<string, number>;
  /** The first few requests that got a 5xx, for the report. */
  failures: { request: FuzzRequest; status: number; text: string }[];
}

export async function prepareFixtures(api: TestApi): Promise<FuzzFixtures> {
  const doctors = await doctorsWithoutLeave(api);
  const [slot] = await openSessions(api, `doctor_id=${doctors[0].id}`);
  const patient = await createPatient(api);
  const booked = await book(api, patient, slot);
  if (booked.status !== 201) throw new Error(`fixture booking failed: ${booked.status} ${booked.text}`);
  const [other] = await openSessions(api, `doctor_id=${doctors[1].id}`);
  const form = (await api.get<ListBody<ScreeningForm>>('medika.config.form/get')).body.data.results[0];
  const screening = {
    formId: form.id,
    visitor: { name: 'Yudi Hermawan', phone: '081377778888' },
    answers: LOW_RISK_ANSWERS,
  };
  const result = await api.post<ItemBody<ScreeningResult>>('medika.assesment.result', screening);
  const events = await api.get<ListBody<HospitalEvent>>('web/events?when=upcoming&limit=100');
  const open = events.body.data.results.find(
    (e) => e.registration === ('open' satisfies EventRegistrationState),
  );
  const child = await createPatient(api, { forWhom: 'child', fullName: 'Anak Fuzz' });
  const [third] = await openSessions(api, `doctor_id=${doctors[2].id}`);
  return {
    patient: { ...patientBody(patientInput()) },
    childPatient: { forWhom: 'child', fullName: 'Bayi Fuzz', bornDate: '2026-01-02', nik: '', newborn: true },
    appointment: appointmentBody(patient, other, { contact: contactOf(patient.input) }),
    bpjsAppointment: appointmentBody(child, third, {
      insurance: { kind: 'bpjs', bpjsCardNumber: '0001234567890', referralNumber: '0301R0011117B000007' },
      contact: {
        fullName: 'Ibu Fuzz',
        phone: '081234567890',
        email: 'ibu@example.com',
        relationship: 'parent',
      },
    }),
    bookingCode: booked.body.data.code,
    bornDate: patient.input.bornDate,
    screening,
    eventId: open?.id ?? 1,
    meetingId: DEMO_MEETINGS.open,
    meetingToken: DEMO_MEETING_TOKENS.patient,
    resultId: result.body.data.id,
  };
}

export async function send(api: TestApi, request: FuzzRequest): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { authorization: 'Bearer medika-web-public-2026' };
  if (request.body) headers['content-type'] = request.body.contentType;
  const response = await fetch(`${api.baseUrl}/${request.path}`, {
    method: request.method,
    headers,
    body: request.body?.body,
  });
  return { status: response.status, text: await response.text() };
}

/** What every answer of 400 and above must look like: the error envelope with a message. */
export function isErrorEnvelope(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return (
      typeof body.error?.code === 'string' &&
      typeof body.error.message === 'string' &&
      body.error.message !== ''
    );
  } catch {
    return false;
  }
}

/** One property per call: every generated request gets an accepted status and, for errors, the envelope. */
export async function fuzzCall(
  api: TestApi,
  call: FuzzCall,
  runs: number,
  seed: number,
  figures: CallFigures,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(call.requests, async (request) => {
      const { status, text } = await send(api, request);
      figures.cases += 1;
      figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
      if (status >= 500 && figures.failures.length < 3) figures.failures.push({ request, status, text });
      if (FUZZ_SURVEY) return true;
      return (
        ACCEPTED_STATUSES.has(status) &&
        (status < 400 || RAW_NODE_STATUSES.has(status) || isErrorEnvelope(text))
      );
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
}

export function allCalls(fixtures: FuzzFixtures): FuzzCall[] {
  return fuzzCalls(fixtures);
}

/** A Markdown table of the figures (cases and each status seen), for the console and the report. */
export function figuresTable(title: string, rows: CallFigures[]): string {
  const statuses = [...new Set(rows.flatMap((r) => Object.keys(r.statuses)))].sort();
  const head = `| call | cases | ${statuses.join(' | ')} |`;
  const rule = `|---|---:|${statuses.map(() => '---:').join('|')}|`;
  const lines = rows.map(
    (r) => `| ${r.call} | ${r.cases} | ${statuses.map((s) => r.statuses[s] ?? 0).join(' | ')} |`,
  );
  const total = rows.reduce((n, r) => n + r.cases, 0);
  const errors = rows.reduce(
    (n, r) =>
      n +
      Object.entries(r.statuses)
        .filter(([s]) => Number(s) >= 500)
        .reduce((m, [, c]) => m + c, 0),
    0,
  );
  return [`### ${title}: ${total} requests, ${errors} answered 5xx`, '', head, rule, ...lines, ''].join('\n');
}

export function writeReport(backend: string, rows: CallFigures[]): void {
  const file = process.env.FUZZ_REPORT;
  if (!file) return;
  fs.appendFileSync(
    file,
    `${JSON.stringify({ backend, runs: FUZZ_RUNS, seed: FUZZ_SEED, survey: FUZZ_SURVEY, rows })}\n`,
  );
}

/** The document fuzzing's table, for `npm run fuzz`'s report (scripts/fuzz.mjs). */
export function writeDocumentReport(backend: string, table: string): void {
  const file = process.env.FUZZ_REPORT;
  if (!file) return;
  fs.appendFileSync(file, `${JSON.stringify({ backend, document: table })}\n`);
}

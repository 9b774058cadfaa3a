import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Availability, Patient } from '@hospital/api-client';
import { log } from './log';
import { pacedGet } from './pacedLoad';
import {
  API_TOKEN,
  preparePglite,
  preparePostgres,
  startApi,
  type Backend,
  type PreparedDatabase,
} from './apiServer';

export interface LoadResult {
  backend: Backend;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /**
   * autocannon's connections, as fast as the API answers; or (connections 0) the rate of a steady
   * open-loop run (pacedLoad.ts).
   */
  connections: number;
  rate: number | null;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const PRODUCT = process.env.PRODUCT ?? 'medika';
const AUTH = { authorization: `Bearer ${API_TOKEN}` };

/** The calls the site makes, as the pages make them (first page, site language). */
export const LOAD_CALLS = {
  jadwal: '/web/jadwal?start_day=0&offset=0&limit=10&lang=id',
  dokter: '/web/dokter?offset=0&limit=10&lang=id',
  article: '/web/article?offset=0&limit=5&order=published_date%20desc&lang=id',
  appointment: `/${PRODUCT}.appointment`,
};

interface BookingSlot {
  companyId: number;
  poliId: number;
  doctorId: number;
  sessionId: number;
  date: string;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Bookable (doctor, date) pairs and patients for the write test: every request books a new pair for a
 * patient (the API refuses a second booking of one patient with one doctor on one day), with its own
 * idempotency key, so each request really writes.
 */
async function bookingFixtures(baseUrl: string, patientCount: number) {
  const availability = await json<{ data: Availability }>(
    await fetch(`${baseUrl}/${PRODUCT}.availability?lang=id`, { headers: AUTH }),
    'availability',
  );
  const seen = new Set<string>();
  const slots: BookingSlot[] = [];
  for (const day of availability.data.days) {
    if (day.date <= availability.data.today) continue;
    for (const s of day.sessions) {
      const key = `${s.doctor_id}/${s.date}`;
      if (s.status !== 'open' || s.telemedicine || seen.has(key)) continue;
      seen.add(key);
      slots.push({
        companyId: s.company_id,
        poliId: s.poli_id,
        doctorId: s.doctor_id,
        sessionId: s.session_id,
        date: s.date,
      });
    }
  }
  /** A patient handle (valid 15 minutes, longer than a run) and the contact the booking gives. */
  const patients: { patientHandle: string; contact: { fullName: string; phone: string; email: string } }[] =
    [];
  const runId = String(Date.now()).slice(-6);
  for (let i = 0; i < patientCount; i += 1) {
    const nik = `3273${runId}${String(i).padStart(6, '0')}`;
    const contact = {
      fullName: `Pasien Beban ${i}`,
      phone: `0812${nik.slice(-8)}`,
      email: `beban.${nik}@example.com`,
    };
    const created = await json<{ data: Patient }>(
      await fetch(`${baseUrl}/${PRODUCT}.patient`, {
        method: 'POST',
        headers: { ...AUTH, 'content-type': 'application/json' },
        // The patient form's body since docs/decisions.md, issue 15 (the contact goes with each booking).
        body: JSON.stringify({ forWhom: 'self', fullName: contact.fullName, bornDate: '1985-03-14', nik }),
      }),
      'patient',
    );
    patients.push({ patientHandle: created.data.handle, contact });
  }
  if (slots.length === 0) throw new Error('no open session to book in the seeded data');
  return { slots, patients };
}

function summarise(
  backend: Backend,
  name: string,
  method: 'GET' | 'POST',
  path: string,
  options: { connections: number; rate: number | null; seconds: number },
  result: autocannon.Result,
): LoadResult {
  return {
    backend,
    name,
    method,
    path,
    connections: options.connections,
    rate: options.rate,
    seconds: options.seconds,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export interface LoadPlan {
  /** Seconds per endpoint at full speed. */
  seconds: number;
  connections: number;
  /** The fixed rate of the web/jadwal latency target, and how long it is held. */
  jadwalRate: number;
  jadwalRateSeconds: number;
}

export const DEFAULT_PLAN: LoadPlan = { seconds: 8, connections: 10, jadwalRate: 200, jadwalRateSeconds: 10 };

async function loadOneBackend(database: PreparedDatabase, plan: LoadPlan): Promise<LoadResult[]> {
  const started = Date.now();
  const api = await startApi(database);
  log(`API on ${database.backend} started in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const results: LoadResult[] = [];
  const backend = database.backend;
  try {
    const base = new URL(api.baseUrl);
    const url = `${base.origin}`;
    const prefix = base.pathname.replace(/\/$/, '');
    const get = async (name: string, path: string, seconds: number) => {
      const result = await autocannon({
        url: `${url}${prefix}${path}`,
        connections: plan.connections,
        duration: seconds,
        headers: AUTH,
      });
      const summary = summarise(
        backend,
        name,
        'GET',
        path,
        { connections: plan.connections, rate: null, seconds },
        result,
      );
      log(`load ${backend} ${name}: ${summary.rps} req/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms`);
      results.push(summary);
    };
    const paced = async (name: string, path: string, rate: number, seconds: number) => {
      const r = await pacedGet(`${url}${prefix}${path}`, AUTH, rate, seconds);
      results.push({
        backend,
        name,
        method: 'GET',
        path,
        connections: 0,
        rate,
        seconds,
        requests: r.sent,
        rps: r.rps,
        p50: r.p50,
        p90: r.p90,
        p99: r.p99,
        max: r.max,
        ok2xx: r.ok,
        non2xx: r.failed,
        errors: 0,
        timeouts: 0,
      });
      log(`load ${backend} ${name}: ${r.rps} req/s served, p50 ${r.p50} ms, p99 ${r.p99} ms`);
    };

    // Warm-up: the first calls fill the API's reference cache and PostgreSQL's buffers.
    await autocannon({
      url: `${url}${prefix}${LOAD_CALLS.jadwal}`,
      connections: 4,
      amount: 200,
      headers: AUTH,
    });
    await get('GET web/jadwal', LOAD_CALLS.jadwal, plan.seconds);
    await paced(
      `GET web/jadwal @ ${plan.jadwalRate}/s`,
      LOAD_CALLS.jadwal,
      plan.jadwalRate,
      plan.jadwalRateSeconds,
    );
    await get('GET web/dokter', LOAD_CALLS.dokter, plan.seconds);
    await get('GET web/article', LOAD_CALLS.article, plan.seconds);

    const { slots, patients } = await bookingFixtures(api.baseUrl, 60);
    let next = 0;
    const body = () => {
      // Pair i: patient i mod P, slot i div P: no pair repeats before P x S requests.
      const i = next++;
      const slot = slots[Math.floor(i / patients.length) % slots.length];
      return {
        ...patients[i % patients.length],
        ...slot,
        forWhom: 'self',
        insurance: { kind: 'self' },
        consent: true,
      };
    };
    const path = LOAD_CALLS.appointment;
    const result = await autocannon({
      url: `${url}${prefix}${path}`,
      connections: plan.connections,
      duration: plan.seconds,
      requests: [
        {
          method: 'POST',
          path: `${prefix}${path}`,
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...AUTH,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(body()),
          }),
        },
      ],
    });
    const summary = summarise(
      backend,
      `POST ${PRODUCT}.appointment`,
      'POST',
      path,
      { connections: plan.connections, rate: null, seconds: plan.seconds },
      result,
    );
    log(
      `load ${backend} POST appointment: ${summary.rps} req/s, p99 ${summary.p99} ms, ` +
        `${summary.ok2xx} created, ${summary.non2xx} refused (pairs available: ${slots.length * patients.length})`,
    );
    results.push(summary);
  } finally {
    await api.stop();
  }
  return results;
}

/** Every call on PGlite, then on PostgreSQL when a throwaway cluster can be started here. */
export async function runApiLoad(
  plan: LoadPlan = DEFAULT_PLAN,
): Promise<{ results: LoadResult[]; postgres: 'measured' | 'not available' }> {
  const results: LoadResult[] = [];
  let started = Date.now();
  const pglite = await preparePglite();
  log(`PGlite database seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  try {
    results.push(...(await loadOneBackend(pglite, plan)));
  } finally {
    pglite.cleanup();
  }
  started = Date.now();
  const postgres = await preparePostgres();
  if (postgres)
    log(`PostgreSQL cluster started and seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (!postgres) {
    log('PostgreSQL is not available here: load measured on PGlite only');
    return { results, postgres: 'not available' };
  }
  try {
    results.push(...(await loadOneBackend(postgres, plan)));
  } finally {
    postgres.cleanup();
  }
  return { results, postgres: 'measured' };
}

/**
 * Load figures of the reference API on loopback: `npx tsx api/bench/load.ts <out.json>`.
 * For each database (PGlite always, PostgreSQL when its binaries are installed) it measures the
 * cold start (empty database → migrated, seeded and serving), then req/s and latency percentiles
 * with autocannon for GET web/jadwal, GET web/dokter, GET web/article and POST medika.appointment.
 * Every run is bounded (BENCH_SECONDS per endpoint, default 5; 10 connections).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { addDays, todayInJakarta } from '@hospital/domain';
import type { ParentMessage, ServerMessage, ServerOptions } from '../test/support/serverProcess';
import { startCluster } from '../test/support/postgres';
import { testConfig } from '../src/config';
import { sealPatientHandle } from '../src/security/crypto';

const TOKEN = 'medika-web-public-2026';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER = path.join(__dirname, '..', 'test', 'support', 'serverProcess.ts');

interface Server {
  child: ChildProcess;
  url: string;
  timings: Record<string, number>;
  sql<T>(text: string): Promise<T[]>;
  stop(): Promise<void>;
}

async function startServer(options: ServerOptions): Promise<Server> {
  const spawned = performance.now();
  const child = fork(SERVER, [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, (rows: unknown[]) => void>();
  let nextId = 1;
  const ready = await new Promise<Extract<ServerMessage, { type: 'ready' }>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    child.on('message', (message: ServerMessage) => {
      if (message.type === 'ready') resolve(message);
      if (message.type === 'result') {
        if (message.error) throw new Error(message.error);
        pending.get(message.id)?.(message.rows ?? []);
        pending.delete(message.id);
      }
    });
  });
  return {
    child,
    url: `http://127.0.0.1:${ready.port}`,
    timings: { ...ready.timings, processReadyMs: performance.now() - spawned },
    sql: <T>(text: string) =>
      new Promise<T[]>((resolve) => {
        const id = nextId++;
        pending.set(id, resolve as (rows: unknown[]) => void);
        child.send({ type: 'sql', id, text } satisfies ParentMessage);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Row {
  database: string;
  call: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(database: string, call: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    database,
    call,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Patients and a session with room for every POST of the run, prepared in SQL. */
async function prepareBookings(server: Server): Promise<() => string> {
  const date = addDays(todayInJakarta(), 5);
  const [session] = await server.sql<{ id: number; doctor_id: number }>(
    `insert into practice_sessions (doctor_id, poli_id, company_id, on_date, start_time, end_time, quota)
     select doctor_id, poli_id, company_id, '${date}', '06:00', '07:00', 1000000
     from practice_sessions where poli_id = 2461 and telemedicine = false order by id limit 1
     returning id, doctor_id, poli_id, company_id`,
  );
  const [full] = await server.sql<{ poli_id: number; company_id: number }>(
    `select poli_id, company_id from practice_sessions where id = ${session.id}`,
  );
  await server.sql(`delete from doctor_leaves where doctor_id = ${session.doctor_id}`);
  const count = 60_000;
  // Stand-ins for the NIK columns: the bench never reads a NIK back, and a real encryption of 60,000
  // rows would only measure this set-up.
  await server.sql(
    `insert into patients (id, full_name, born_date, phone, email, nik_encrypted, nik_hmac)
     select gen_random_uuid(), 'Pasien Uji ' || n, '1990-01-01', '6281200000000', 'bench' || n || '@example.com',
            'bench', 'bench-' || n
     from generate_series(1, ${count}) as n`,
  );
  const ids = (
    await server.sql<{ id: string }>(`select id from patients where email like 'bench%@example.com'`)
  ).map((r) => r.id);
  // The server runs with the tests' keys (testConfig), so handles can be sealed here.
  const { secrets } = testConfig();
  const expires = new Date(Date.now() + 3600_000);
  let next = 0;
  return () =>
    JSON.stringify({
      patientHandle: sealPatientHandle(secrets, ids[next++ % ids.length], expires, {
        forWhom: 'self',
        fullName: 'Pasien Uji',
      }),
      forWhom: 'self',
      contact: { fullName: 'Pasien Uji', phone: '081200000000', email: 'bench@example.com' },
      companyId: full.company_id,
      poliId: full.poli_id,
      doctorId: session.doctor_id,
      sessionId: session.id,
      date,
      insurance: { kind: 'self' },
      consent: true,
    });
}

async function benchDatabase(
  database: 'pglite' | 'postgres',
  options: ServerOptions,
  cleanup: () => Promise<void>,
) {
  const server = await startServer({
    ...options,
    migrateAndSeed: true,
    config: { rateLimitWritesPerMinute: 10_000_000 },
  });
  const coldStart = server.timings;
  await server.stop();
  // The second start reopens the seeded database: what a restart costs.
  const restarted = await startServer({
    ...options,
    migrateAndSeed: true,
    config: { rateLimitWritesPerMinute: 10_000_000 },
  });
  const reopen = restarted.timings;
  const headers = { authorization: `Bearer ${TOKEN}` };
  const rows: Row[] = [];
  try {
    rows.push(
      await measure(database, 'GET web/jadwal', {
        url: `${restarted.url}/web/jadwal?start_day=0&company_id=1&limit=20`,
        headers,
      }),
    );
    rows.push(
      await measure(database, 'GET web/dokter', { url: `${restarted.url}/web/dokter?limit=20`, headers }),
    );
    rows.push(
      await measure(database, 'GET web/article', {
        url: `${restarted.url}/web/article?offset=0&limit=5`,
        headers,
      }),
    );
    const nextBody = await prepareBookings(restarted);
    rows.push(
      await measure(database, 'POST medika.appointment', {
        url: `${restarted.url}/medika.appointment`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: nextBody() }) }],
      }),
    );
    const [stored] = await restarted.sql<{ n: string | number }>(`select count(*) as n from appointments`);
    console.log(`${database}: ${stored.n} appointments stored`);
  } finally {
    await restarted.stop();
    await cleanup();
  }
  return { database, coldStart, reopen, rows };
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? path.join(__dirname, '..', 'data', 'bench-load.json');
  const results = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medika-bench-'));
  fs.rmSync(dataDir, { recursive: true });
  results.push(
    await benchDatabase('pglite', { dataDir }, async () =>
      fs.rmSync(dataDir, { recursive: true, force: true }),
    ),
  );

  const cluster = process.env.BENCH_SKIP_POSTGRES ? undefined : await startCluster();
  if (cluster) {
    const admin = new Client({ connectionString: `${cluster.url}/postgres` });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    results.push(
      await benchDatabase('postgres', { databaseUrl: `${cluster.url}/bench` }, async () => cluster.stop()),
    );
  } else {
    console.log('PostgreSQL not available: PGlite only');
  }

  const table = results.flatMap((r) => r.rows);
  console.log(
    `\n${SECONDS} s per call, ${CONNECTIONS} connections, loopback, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.table(table);
  for (const r of results) {
    console.log(
      `${r.database}: cold start (empty database → serving) ${Math.round(r.coldStart.readyMs)} ms in process ` +
        `(${Math.round(r.coldStart.processReadyMs)} ms with process start); reopen ${Math.round(r.reopen.readyMs)} ms`,
    );
  }
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        seconds: SECONDS,
        connections: CONNECTIONS,
        loadAverage: os.loadavg()[0],
        results,
      },
      null,
      2,
    ),
  );
  console.log(`written ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import type { ParentMessage, RegisteredRoute, ServerMessage, ServerOptions } from './serverProcess';

export type Backend = 'pglite' | 'postgres';
export const TOKEN = 'medika-web-public-2026';
const PG_TEMPLATE_DB = 'medika_template';

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  /** `null` sends no Authorization header. */
  token?: string | null;
  headers?: Record<string, string>;
  /** Send the body form-encoded instead of JSON. */
  form?: boolean;
  raw?: string;
  /**
   * Send from this loopback address (e.g. `127.0.0.2`): another client as the API sees it. The
   * whole 127.0.0.0/8 range reaches the server listening on 127.0.0.1.
   */
  from?: string;
}

/** One request over node:http, which (unlike fetch) can choose the address it sends from. */
function requestFrom(
  localAddress: string,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const answer = new Headers();
        const raw = response.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) answer.append(raw[i], raw[i + 1]);
        resolve({
          status: response.statusCode ?? 0,
          headers: answer,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const SERVER_ENTRY = path.join(__dirname, 'serverProcess.ts');

/** A running API (own process) on an ephemeral loopback port with its own copy of the seeded database. */
export class TestApi {
  baseUrl = '';
  /** The routes Fastify registered (started with `mountPrefix` only). */
  routes: RegisteredRoute[] = [];
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  /** Where the process serves its figures (started with `metrics: true`). */
  metricsUrl: string | undefined;
  private child: ChildProcess | undefined;
  private nextId = 1;
  private pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  private options: Omit<ServerOptions, 'dataDir' | 'databaseUrl'> = {};

  constructor(readonly backend: Backend) {}

  /** How far the server's clock runs ahead of this process's (what a TOTP code must be computed for). */
  get clockOffsetMs(): number {
    return this.options.clockOffsetMs ?? 0;
  }

  async start(options: Omit<ServerOptions, 'dataDir' | 'databaseUrl'> = {}): Promise<void> {
    this.options = options;
    await this.prepare();
    await this.spawn();
  }

  /**
   * This API's own copy of the seeded database, without starting the server: for a suite that
   * learns its configuration (a mail catcher's port) in its own `beforeAll` and then calls `spawn`,
   * instead of starting a server only to stop it at once.
   */
  async prepare(): Promise<void> {
    if (this.backend === 'pglite') {
      const template = process.env.API_TEST_PGLITE_TEMPLATE;
      if (!template) throw new Error('globalSetup did not prepare the PGlite template');
      this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medika-pglite-'));
      fs.cpSync(template, this.dataDir, { recursive: true });
    } else {
      this.databaseUrl = await createDatabaseFromTemplate();
    }
  }

  /**
   * Starts the server process on the database prepared by `start`; `options` replace the ones given
   * to `start` (a test that learns a port only once its own servers run restarts the API with it).
   */
  async spawn(options?: Omit<ServerOptions, 'dataDir' | 'databaseUrl'>): Promise<void> {
    if (options) this.options = options;
    await this.spawnProcess();
  }

  private async spawnProcess(): Promise<void> {
    const options: ServerOptions = { ...this.options, dataDir: this.dataDir, databaseUrl: this.databaseUrl };
    const child = fork(SERVER_ENTRY, [JSON.stringify(options)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, NODE_ENV: 'test' },
    });
    this.child = child;
    child.on('message', (message: ServerMessage) => {
      if (message.type !== 'result') return;
      const waiter = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiter?.reject(new Error(message.error));
      else waiter?.resolve(message.rows ?? []);
    });
    const port = await new Promise<number>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`API process exited early (${code})`));
      child.once('exit', onExit);
      child.on('message', (message: ServerMessage) => {
        if (message.type === 'ready') {
          child.off('exit', onExit);
          this.routes = message.routes;
          this.metricsUrl = message.metricsUrl;
          resolve(message.port);
        }
      });
    });
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /** SIGTERM, as a process manager would send it; resolves when the process has exited. */
  async terminate(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    return new Promise((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', (code) => {
        clearTimeout(kill);
        resolve(code);
      });
      child.kill('SIGTERM');
    });
  }

  /** Kills the process with `signal` (SIGKILL: a crash, nothing runs on the way out); resolves on exit. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  async stop(): Promise<void> {
    await this.terminate();
    if (this.dataDir) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Test-only SQL in the server's database (PGlite allows one process per data directory). */
  sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
    const child = this.child;
    if (!child) throw new Error('not started');
    const id = this.nextId++;
    return new Promise<T[]>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      child.send({ type: 'sql', id, text } satisfies ParentMessage);
    });
  }

  /** The server runs a query that fails with `value` as parameter and logs it (see serverProcess.ts). */
  failingQuery(value: string): Promise<unknown[]> {
    const child = this.child;
    if (!child) throw new Error('not started');
    const id = this.nextId++;
    return new Promise<unknown[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      child.send({ type: 'failing-query', id, value } satisfies ParentMessage);
    });
  }

  async request<T = unknown>(
    method: string,
    urlPath: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    const token = options.token === undefined ? TOKEN : options.token;
    if (token !== null) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (options.raw !== undefined) {
      payload = options.raw;
    } else if (body !== undefined) {
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }
    const url = `${this.baseUrl}/${urlPath.replace(/^\//, '')}`;
    let response: { status: number; headers: Headers; text: string };
    if (options.from) {
      response = await requestFrom(options.from, url, method, headers, payload);
    } else {
      const answer = await fetch(url, { method, headers, body: payload });
      response = { status: answer.status, headers: answer.headers, text: await answer.text() };
    }
    const { text } = response;
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  get<T = unknown>(urlPath: string, options?: RequestOptions): Promise<HttpResult<T>> {
    return this.request<T>('GET', urlPath, undefined, options);
  }

  post<T = unknown>(urlPath: string, body?: unknown, options?: RequestOptions): Promise<HttpResult<T>> {
    return this.request<T>('POST', urlPath, body, options);
  }
}

export async function createDatabaseFromTemplate(): Promise<string> {
  const base = process.env.API_TEST_PG_URL;
  if (!base) throw new Error('no PostgreSQL cluster');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
        break;
      } catch (error) {
        // Two test files copying the template at the same moment: wait and retry.
        if (attempt > 30 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    await admin.end();
  }
  return `${base}/${name}`;
}

export function backends(): Backend[] {
  return process.env.API_TEST_PG_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Runs the same suite against every available backend; PostgreSQL is reported as skipped when
 * no cluster could be started.
 */
export function describeApi(
  name: string,
  suite: (api: TestApi) => void,
  options: Omit<ServerOptions, 'dataDir' | 'databaseUrl'> & {
    only?: Backend[];
    /** Prepare the database only: the suite's own `beforeAll` calls `api.spawn(...)` with its options. */
    spawnInSuite?: boolean;
  } = {},
): void {
  const { only, spawnInSuite, ...serverOptions } = options;
  const wanted: Backend[] = only ?? ['pglite', 'postgres'];
  for (const backend of wanted) {
    const available = backend === 'pglite' || Boolean(process.env.API_TEST_PG_URL);
    const api = new TestApi(backend);
    (available ? describe : describe.skip)(`${name} [${backend}]`, () => {
      beforeAll(() => (spawnInSuite ? api.prepare() : api.start(serverOptions)), 60_000);
      afterAll(() => api.stop());
      suite(api);
    });
  }
}

export interface ListBody<T> {
  data: { results: T[]; count: number };
}
export interface ItemBody<T> {
  data: T;
}
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; existing?: unknown };
}

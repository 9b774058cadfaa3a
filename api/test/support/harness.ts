import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApi } from '../../src/app';
import { testConfig, type ApiConfig } from '../../src/config';
import { openDatabase, type OpenedDatabase } from '../../src/db/open';
import type { Database } from '../../src/db/types';
import type { Clock } from '../../src/services/clock';

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
}

/** A running API on an ephemeral loopback port with its own copy of the seeded database. */
export class TestApi {
  app!: FastifyInstance;
  db!: Database;
  baseUrl = '';
  config!: ApiConfig;
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  private opened: OpenedDatabase | undefined;

  constructor(readonly backend: Backend) {}

  async start(overrides: Partial<ApiConfig> = {}, clock?: Clock): Promise<void> {
    if (this.backend === 'pglite') {
      const template = process.env.API_TEST_PGLITE_TEMPLATE;
      if (!template) throw new Error('globalSetup did not prepare the PGlite template');
      this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medika-pglite-'));
      fs.cpSync(template, this.dataDir, { recursive: true });
      this.opened = await openDatabase({ dataDir: this.dataDir });
    } else {
      this.databaseUrl = await createDatabaseFromTemplate();
      this.opened = await openDatabase({ databaseUrl: this.databaseUrl, poolSize: 20 });
    }
    this.db = this.opened.db;
    await this.listen(overrides, clock);
  }

  /** (Re)starts the HTTP side on the already open database. */
  async listen(overrides: Partial<ApiConfig> = {}, clock?: Clock): Promise<void> {
    this.config = testConfig(overrides);
    this.app = await buildApi({ db: this.db, config: this.config, clock });
    await this.app.listen({ port: 0, host: '127.0.0.1' });
    const address = this.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async stop(options: { keepData?: boolean } = {}): Promise<void> {
    await this.app?.close();
    await this.opened?.close();
    if (this.dataDir && !options.keepData) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  async reopen(): Promise<void> {
    this.opened =
      this.backend === 'pglite'
        ? await openDatabase({ dataDir: this.dataDir })
        : await openDatabase({ databaseUrl: this.databaseUrl, poolSize: 20 });
    this.db = this.opened.db;
    await this.listen();
  }

  async request<T = unknown>(method: string, urlPath: string, body?: unknown, options: RequestOptions = {}): Promise<HttpResult<T>> {
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
    const response = await fetch(`${this.baseUrl}/${urlPath.replace(/^\//, '')}`, { method, headers, body: payload });
    const text = await response.text();
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

async function createDatabaseFromTemplate(): Promise<string> {
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
  options: { config?: Partial<ApiConfig>; clock?: Clock; only?: Backend[] } = {},
): void {
  const wanted: Backend[] = options.only ?? ['pglite', 'postgres'];
  for (const backend of wanted) {
    const available = backend === 'pglite' || Boolean(process.env.API_TEST_PG_URL);
    const api = new TestApi(backend);
    (available ? describe : describe.skip)(`${name} [${backend}]`, () => {
      beforeAll(() => api.start(options.config, options.clock));
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

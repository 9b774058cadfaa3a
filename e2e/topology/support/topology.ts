import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { TEST_SECRETS_ENV } from '../../../api/src/config';
import { freePort, startCluster, type Cluster } from '../../../api/test/support/postgres';
import { buildAll, ROOT } from '../../support/site';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
export const NGINX = '/usr/sbin/nginx';
export const TURNSERVER = '/usr/bin/turnserver';
export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const TURN_SECRET = 'topology-test-static-secret';
export const PROMETHEUS = '/usr/bin/prometheus';

/** Why the topology runs without Prometheus (Debian's prometheus is not installed), or null. */
export function prometheusMissing(): string | null {
  return fs.existsSync(PROMETHEUS)
    ? null
    : "not installed: Debian's prometheus (apt-get install -y prometheus); .ci/run installs it";
}

/** Why the topology cannot run here (a part is not installed), or null. */
export function missingParts(): string | null {
  const missing = [
    [NGINX, "Debian's nginx (apt-get install -y nginx)"],
    [TURNSERVER, "Debian's coturn (apt-get install -y coturn)"],
    [path.join(PG_BIN, 'initdb'), 'PostgreSQL 15 (apt-get install -y postgresql-15)'],
  ].filter(([file]) => !fs.existsSync(file));
  if (missing.length === 0) return null;
  return `not installed: ${missing.map(([, what]) => what).join(', ')}; .ci/run installs them`;
}

export interface SiteServer {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  log: string[];
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
}

export interface Topology {
  work: string;
  cluster: Cluster;
  databaseUrl: string;
  registryDir: string;
  /** nginx, in front of both site servers. */
  url: string;
  servers: [SiteServer, SiteServer];
  /** The API alone (api/src/main.ts) on the same database: its own process and its own metrics port. */
  apiUrl: string;
  /** Debian's prometheus scraping site-a, site-b and the API through nginx; null when not installed. */
  prometheusUrl: string | null;
  turnPort: number;
  env: NodeJS.ProcessEnv;
  /** Plain SQL on the shared database (what the site servers see). */
  sql<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** Lines of nginx's access log: `<status> <upstream address> <method> <uri>`. */
  accessLog(): string[];
  turnLog(): string;
  stop(): Promise<void>;
}

/** Each process's METRICS_PORT, by the name nginx serves its figures under (/metrics/<name>). */
type MetricsPorts = Record<'site-a' | 'site-b' | 'api', number>;

function nginxConfig(work: string, port: number, upstreams: number[], metrics: MetricsPorts): string {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join('\n');
  const metricsLocations = Object.entries(metrics)
    .map(
      ([name, p]) => `    location = /metrics/${name} {
      allow 127.0.0.1;
      deny all;
      proxy_pass http://127.0.0.1:${p}/metrics;
    }`,
    )
    .join('\n');
  // As root, workers would run as nobody, who cannot enter the temp folder (mode 0700).
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `# Written by the topology test (e2e/topology). One worker; everything in ${work}.
${user}daemon off;
master_process on;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  log_format upstream '$status $upstream_addr $request_method $request_uri';
  access_log ${work}/nginx-access.log upstream;
  client_body_temp_path ${work}/nginx-body;
  proxy_temp_path ${work}/nginx-proxy;
  fastcgi_temp_path ${work}/nginx-fastcgi;
  uwsgi_temp_path ${work}/nginx-uwsgi;
  scgi_temp_path ${work}/nginx-scgi;

  # Round-robin over the two site servers. A server that fails a connection is left out for
  # fail_timeout (passive health); a request that could not reach one goes to the other
  # (proxy_next_upstream). POSTs already sent are never replayed elsewhere (no non_idempotent):
  # the booking's Idempotency-Key is the client's to retry with.
  upstream site {
${servers}
    keepalive 16;
  }

  # A WebSocket upgrade passes Upgrade/Connection on; other requests keep the upstream connection alive.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  server {
    listen 127.0.0.1:${port};
    # Each process's figures for Prometheus, from its own METRICS_PORT (bound to loopback). Loopback
    # only: they name every app version, route and outcome, for operations and nobody else; in
    # production nginx listens publicly and these locations would otherwise be on the internet.
${metricsLocations}
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # The client's address, replacing whatever the client sent: the site servers believe these
      # headers only from this hop (TRUST_PROXY=127.0.0.1).
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 600s;
    }
  }
}
`;
}

function coturnConfig(work: string, port: number, minPort: number): string {
  return `# Written by the topology test (e2e/topology): loopback only, coturn's REST credentials.
listening-ip=127.0.0.1
listening-port=${port}
relay-ip=127.0.0.1
min-port=${minPort}
max-port=${minPort + 199}
use-auth-secret
static-auth-secret=${TURN_SECRET}
realm=medika.test
fingerprint
no-tls
no-dtls
no-cli
# Both relayed addresses are on loopback here; in production deny-list private ranges instead
# (README, "Running on more than one machine").
allow-loopback-peers
pidfile=${work}/turnserver.pid
userdb=${work}/turndb
log-file=${work}/turn.log
simple-log
verbose
`;
}

/**
 * Prometheus's configuration: every target is nginx, each process's figures under its own path; the
 * site's alert rules (ops/prometheus/alerts.yml) are loaded as in production. Scraped every second: the
 * canary proof decides on windows of seconds.
 */
function prometheusConfig(nginxPort: number): string {
  const target = (name: string) => `      - targets: ['127.0.0.1:${nginxPort}']
        labels: { server: ${name}, __metrics_path__: /metrics/${name} }`;
  return `# Written by the topology test (e2e/topology): scrapes the site servers and the API through nginx.
global:
  scrape_interval: 1s
  evaluation_interval: 1s
rule_files:
  - ${path.join(ROOT, 'ops/prometheus/alerts.yml')}
scrape_configs:
  - job_name: medika-site
    static_configs:
${target('site-a')}
${target('site-b')}
  - job_name: medika-api
    static_configs:
${target('api')}
`;
}

/** Waits until something answers on a loopback TCP port. */
async function waitForPort(port: number, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    // A TCP connection, not a request: nginx's `/` is a page render, slow to come on a busy machine.
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what} did not answer on ${port} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function startSiteServer(
  name: string,
  port: number,
  env: NodeJS.ProcessEnv,
  script = 'ops/src/server/main.ts',
  ready = /site ready in/,
): Promise<SiteServer> {
  // Node itself with tsx's loader, not the tsx command: that one runs the server as a child of its own,
  // and killing it (the kill test's SIGKILL) would leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), SERVER_NAME: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in 180 s:\n${log.join('')}`)),
      180_000,
    );
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (ready.test(chunk.toString())) {
        clearTimeout(timer);
        resolve({ name, port, url: `http://127.0.0.1:${port}`, process: child, log, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${log.join('')}`));
    });
  });
}

function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * The production topology on loopback, in a temp folder: one PostgreSQL 15 cluster, two site servers
 * (ops/src/server/main.ts with DATABASE_URL) behind Debian's nginx, and Debian's coturn. Builds what
 * changed first (a no-op when the builds are current) and deploys the newest builds to a registry of
 * its own, which both site servers read.
 */
export async function startTopology(): Promise<Topology> {
  const started = Date.now();
  buildAll();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'medika-topology-'));
  const children: ChildProcess[] = [];
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster();
    if (!cluster) throw new Error('the PostgreSQL cluster did not start');
    const admin = new Client({ connectionString: `${cluster.url}/postgres` });
    await admin.connect();
    await admin.query('create database medika');
    await admin.end();
    const databaseUrl = `${cluster.url}/medika`;

    const [nginxPort, portA, portB, turnPort, apiPort, prometheusPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const metricsPorts: MetricsPorts = {
      'site-a': await freePort(),
      'site-b': await freePort(),
      api: await freePort(),
    };
    const prometheusUrl = prometheusMissing() ? null : `http://127.0.0.1:${prometheusPort}`;
    const relayBase = 40_000 + Math.floor(Math.random() * 100) * 200;
    const registryDir = path.join(work, 'registry');
    const url = `http://127.0.0.1:${nginxPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...TEST_SECRETS_ENV,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(work, 'data'),
      REGISTRY_DIR: registryDir,
      HOST: '127.0.0.1',
      // Both site servers share this environment: neither serves /metrics on the default port.
      METRICS_PORT: '0',
      // Canonical URLs and the like name the site's public address, the same from both servers.
      SITE_URL: url,
      // Only nginx may say who the client is.
      TRUST_PROXY: '127.0.0.1',
      TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp`,
      TURN_SECRET,
      TURN_TTL_SECONDS: '3600',
      RATE_LIMIT_WRITES_PER_MINUTE: String(WRITE_LIMIT),
      SSR_DATA_BUDGET_MS: '3000',
      // The tests load pages as one client; the render limit is pinned by ops/test/siteServer.test.ts.
      SSR_RENDERS_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      DEPLOY_ACTOR: 'topology-test',
      // The canary decider (docs/decisions.md, issue 28 item 3) in both site servers, one deciding at a
      // time, on Prometheus's figures; windows and minimums of a test that must decide in seconds.
      // No minimum of Web Vitals and wide ratios: a handful of LCPs on a shared 2-core machine is noise,
      // and this proof is about errors (the ratios themselves are the decider's unit tests').
      CANARY_DECIDER: 'on',
      CANARY_DECIDE_EVERY_S: '1',
      CANARY_WINDOW_S: String(CANARY_WINDOW_S),
      CANARY_MIN_SAMPLES: '3',
      CANARY_MIN_VITALS: '0',
      // A canary render past twice the data budget is a canary error (answered by stable): on a loaded
      // machine one such among a few samples is not a broken release. The failing build's is about 0.5.
      CANARY_MAX_ERROR_RATE_DELTA: '0.2',
      CANARY_MAX_LCP_RATIO: '5',
      CANARY_MAX_INP_RATIO: '5',
      ...(prometheusUrl ? { PROMETHEUS_URL: prometheusUrl } : {}),
    };
    const deployed = spawnSync(TSX, ['ops/src/cli/ops.ts', 'deploy-latest'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    if (deployed.status !== 0) throw new Error(`deploy-latest failed:\n${deployed.stdout}${deployed.stderr}`);

    fs.writeFileSync(path.join(work, 'turnserver.conf'), coturnConfig(work, turnPort, relayBase));
    const turn = spawn(TURNSERVER, ['-c', path.join(work, 'turnserver.conf')], { stdio: 'ignore' });
    children.push(turn);

    // Both at once, on an empty database: one migrates and seeds while the other waits for it.
    const servers = await Promise.all([
      startSiteServer('site-a', portA, { ...env, METRICS_PORT: String(metricsPorts['site-a']) }),
      startSiteServer('site-b', portB, { ...env, METRICS_PORT: String(metricsPorts['site-b']) }),
    ]);
    children.push(...servers.map((s) => s.process));
    // The API alone, as `npm start -w api` runs it, once the site servers have migrated the database.
    const api = await startSiteServer(
      'api',
      apiPort,
      { ...env, API_PORT: String(apiPort), METRICS_PORT: String(metricsPorts.api), LOG_LEVEL: 'info' },
      'api/src/main.ts',
      /API ready/,
    );
    children.push(api.process);

    fs.writeFileSync(
      path.join(work, 'nginx.conf'),
      nginxConfig(work, nginxPort, [portA, portB], metricsPorts),
    );
    const nginx = spawn(
      NGINX,
      ['-c', path.join(work, 'nginx.conf'), '-p', work, '-e', path.join(work, 'nginx-error.log')],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    children.push(nginx);
    const nginxErrors: string[] = [];
    nginx.stderr?.on('data', (chunk: Buffer) => nginxErrors.push(chunk.toString()));
    await waitForPort(nginxPort, 10_000, 'nginx').catch((error: Error) => {
      throw new Error(`${error.message}: ${nginxErrors.join('')}`);
    });
    let prometheus: ChildProcess | undefined;
    if (prometheusUrl) {
      fs.writeFileSync(path.join(work, 'prometheus.yml'), prometheusConfig(nginxPort));
      prometheus = spawn(
        PROMETHEUS,
        [
          `--config.file=${path.join(work, 'prometheus.yml')}`,
          `--storage.tsdb.path=${path.join(work, 'prometheus-data')}`,
          `--web.listen-address=127.0.0.1:${prometheusPort}`,
          '--log.level=warn',
        ],
        { stdio: 'ignore' },
      );
      children.push(prometheus);
      await waitForPort(prometheusPort, 20_000, 'prometheus');
    } else {
      console.log(`topology without Prometheus: ${prometheusMissing()}`);
    }
    console.log(
      `topology up in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx ${url}, site-a :${portA}, site-b :${portB}, ` +
        `coturn :${turnPort}, PostgreSQL ${cluster.url}, API :${apiPort}, prometheus ${prometheusUrl ?? 'none'}`,
    );

    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const clusterRef = cluster;
    return {
      work,
      cluster,
      databaseUrl,
      registryDir,
      url,
      servers: [servers[0], servers[1]],
      apiUrl: api.url,
      prometheusUrl,
      turnPort,
      env,
      async sql<T>(text: string, values: unknown[] = []) {
        return (await db.query(text, values)).rows as T[];
      },
      accessLog: () =>
        fs.existsSync(path.join(work, 'nginx-access.log'))
          ? fs.readFileSync(path.join(work, 'nginx-access.log'), 'utf8').split('\n').filter(Boolean)
          : [],
      turnLog: () =>
        fs.existsSync(path.join(work, 'turn.log'))
          ? fs.readFileSync(path.join(work, 'turn.log'), 'utf8')
          : '',
      async stop() {
        await db.end().catch(() => undefined);
        await stopProcess(prometheus);
        await stopProcess(nginx, 'SIGQUIT');
        await Promise.all([...servers, api].map((s) => stopProcess(s.process)));
        await stopProcess(turn);
        clusterRef.stop();
        fs.rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(children.map((child) => stopProcess(child)));
    cluster?.stop();
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Writes per client address and route, per minute, on both servers together: room for the bookings
 * of the quota test and of the kill test (50 and 40 per route), and the write-limit test's figure.
 */
export const WRITE_LIMIT = 120;

/** The canary decider's window in the topology (CANARY_WINDOW_S), in seconds. */
export const CANARY_WINDOW_S = 30;

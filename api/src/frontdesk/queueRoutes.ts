import type { FastifyInstance } from 'fastify';
import type { Lang, LiveQueueSnapshot } from '@hospital/contract';
import type { AppContext } from '../context';
import { itemOf } from '../http/envelope';
import { badRequest } from '../lib/errors';
import { queueSchemas } from './queueSchemas';
import { QueueHub } from '../realtime/queueHub';
import { jakartaNow, toWibIso } from '../lib/clock';
import { liveSessions, type QueueScope } from './liveQueue';
import { queryOf } from '../http/routeHelpers';

/** A comment line every so often keeps proxies (nginx's 60 s read timeout) and phones from closing it. */
const HEARTBEAT_MS = 15_000;
/** Open streams per client address; a kiosk and a few phones behind one NAT stay well under it. */
const STREAMS_PER_IP = 20;

function scopeOf(query: Record<string, unknown>): QueueScope {
  const id = (name: string) => {
    // Checked and coerced by the route schema (queueSchemas.ts).
    const value = query[name];
    return typeof value === 'number' ? value : null;
  };
  const sessionId = id('session');
  const companyId = id('company');
  if (sessionId !== null) return { sessionId };
  if (companyId !== null) return { companyId };
  throw badRequest({
    id: "Parameter 'session' atau 'company' wajib diisi.",
    en: "Parameter 'session' or 'company' is required.",
  });
}

/**
 * The live queue for patients and the kiosk (docs/decisions.md, issue 18): today's sessions of one hospital, or one
 * session, as numbers only. `queue/now` answers once; `queue/live` is a Server-Sent Events stream
 * that sends the state at once and again after every change, from whichever site server made it.
 * Both are public (no token): EventSource cannot send one, and nothing here names a patient.
 */
export function registerQueueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const perIp = new Map<string, number>();
  const open = new Set<() => void>();

  const snapshot = async (scope: QueueScope, lang: Lang): Promise<LiveQueueSnapshot> => {
    const now = ctx.clock();
    return { sessions: await liveSessions(ctx, scope, jakartaNow(now).today, lang), at: toWibIso(now) };
  };
  const hub = new QueueHub(ctx.bus, snapshot, (error: unknown) =>
    app.log.warn({ err: error }, 'queue stream: read failed'),
  );

  app.get('/queue/now', { schema: queueSchemas.now }, async (request) => {
    const query = queryOf(request);
    return itemOf(await snapshot(scopeOf(query), request.lang));
  });

  app.get('/queue/live', { schema: queueSchemas.live }, async (request, reply) => {
    const query = queryOf(request);
    const scope = scopeOf(query);
    const lang = request.lang;
    const ip = request.clientAddress;
    if ((perIp.get(ip) ?? 0) >= STREAMS_PER_IP) {
      return reply
        .status(429)
        .header('retry-after', '30')
        .send({
          error: {
            code: 'rate_limited',
            message: lang === 'id' ? 'Terlalu banyak sambungan.' : 'Too many connections.',
          },
        });
    }
    // Watch before the first read, so no change between the two is missed; what the watch delivers
    // before the first state is sent waits for it (below).
    const early: { state: LiveQueueSnapshot | null } = { state: null };
    let deliver: (data: LiveQueueSnapshot) => void = (data) => {
      early.state = data;
    };
    const removeListener = await hub.watch(scope, lang, (data) => deliver(data));
    let first: LiveQueueSnapshot;
    try {
      first = await snapshot(scope, lang);
    } catch (error) {
      removeListener();
      throw error;
    }
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      // Headers set already (the site server's security headers): a hijacked reply does not send them.
      ...(Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
      ) as Record<string, string | number | string[]>),
      ...(ctx.config.serverName ? { 'x-served-by': ctx.config.serverName } : {}),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx would otherwise buffer the stream and deliver updates late (README, topology).
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    let last = '';
    let closed = false;
    const send = (data: LiveQueueSnapshot) => {
      if (closed) return;
      // Several changes close together may be read as one state: send it once.
      const state = JSON.stringify(data.sessions);
      if (state === last) return;
      last = state;
      raw.write(`event: queue\ndata: ${JSON.stringify(data)}\n\n`);
    };
    // A reconnecting EventSource waits this long (the browser's default is about 3 s too).
    raw.write('retry: 3000\n\n');
    send(first);
    // A state read during the first read is newer only if its read began later.
    if (early.state !== null && early.state.at >= first.at) send(early.state);
    deliver = send;
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      removeListener();
      open.delete(close);
      const count = (perIp.get(ip) ?? 1) - 1;
      if (count <= 0) perIp.delete(ip);
      else perIp.set(ip, count);
      raw.end();
    };
    open.add(close);
    raw.on('close', close);
    // A browser that left during the first read closed the socket before anyone listened.
    if (raw.destroyed) close();
  });

  // A stream never ends by itself: on shutdown end them, or closing would wait for every browser.
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
}

import { randomUUID } from 'node:crypto';
import { Client, type Notification, type Pool } from 'pg';

/**
 * Messages between the site's processes (docs/decisions.md, issue 17): a publisher does not know which process holds
 * the WebSocket a message is for, so every process subscribed to a channel receives it, the
 * publisher's own included, in the order each publisher sent them.
 *
 * - `postgresBus`: PostgreSQL `LISTEN`/`NOTIFY` on the database the processes already share, so a
 *   second site server needs no new service. Notifications are delivered once committed, to every
 *   session listening at that moment; one sent while a listener is reconnecting is lost to it, so
 *   subscribers that keep state re-read it from the database rather than trusting a stream of deltas.
 * - `inProcessBus`: one process (PGlite, or the API alone), the same interface without a database.
 *
 * Messages are JSON values; both buses serialise them, so a subscriber never shares an object with
 * the publisher, whichever bus runs.
 */
export interface Bus {
  readonly kind: 'in-process' | 'postgres';
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is live (messages published after that reach the handler). */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type BusHandler = (message: unknown) => void;

/** A channel is an SQL identifier for LISTEN: lower-case letters, digits and underscores. */
const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`bus channel '${channel}' is not a plain lower-case name`);
}

function deliver(
  handlers: Set<BusHandler> | undefined,
  text: string,
  onError: (error: unknown) => void,
): void {
  for (const handler of handlers ?? []) {
    try {
      handler(JSON.parse(text));
    } catch (error) {
      onError(error);
    }
  }
}

export interface BusOptions {
  /** A handler that threw, a notification that could not be read, a lost listener connection. */
  onError?: (error: unknown) => void;
}

/** One process: handlers run on a later turn of the event loop, in publishing order. */
export function inProcessBus(options: BusOptions = {}): Bus {
  const onError = options.onError ?? (() => undefined);
  const channels = new Map<string, Set<BusHandler>>();
  let closed = false;
  return {
    kind: 'in-process',
    async publish(channel, message) {
      checkChannel(channel);
      if (closed) throw new Error('bus closed');
      const text = JSON.stringify(message);
      setImmediate(() => deliver(channels.get(channel), text, onError));
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      const handlers = channels.get(channel) ?? new Set<BusHandler>();
      handlers.add(handler);
      channels.set(channel, handlers);
      return async () => {
        handlers.delete(handler);
      };
    },
    async close() {
      closed = true;
      channels.clear();
    },
  };
}

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; an SDP offer with its candidates can
 * pass that, so longer messages travel in parts that the receivers put back together.
 */
export const MAX_PART_BYTES = 7000;
/** Parts of a message that never completed (a publisher that died half-way) are dropped after this. */
const INCOMPLETE_TTL_MS = 30_000;

/** Splits text into pieces of at most `maxBytes` UTF-8 bytes, never inside a character. */
export function splitUtf8(text: string, maxBytes: number): string[] {
  if (Buffer.byteLength(text) <= maxBytes) return [text];
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of text) {
    const bytes = Buffer.byteLength(char);
    if (size + bytes > maxBytes) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts;
}

interface Part {
  channel: string;
  payload: string;
}

/** `<publisher>:<sequence>:<index>:<count>:<text>`: enough to put a message back together. */
function encodeParts(publisher: string, sequence: number, channel: string, text: string): Part[] {
  const pieces = splitUtf8(text, MAX_PART_BYTES);
  return pieces.map((piece, index) => ({
    channel,
    payload: `${publisher}:${sequence}:${index}:${pieces.length}:${piece}`,
  }));
}

const PART_HEADER = /^([0-9a-f]{32}):(\d+):(\d+):(\d+):/;

export interface PostgresBusOptions extends BusOptions {
  /** First wait before reconnecting a lost listener connection (doubles up to 5 s). */
  reconnectMs?: number;
}

/**
 * LISTEN on one connection of its own (a pooled connection could be handed to a query meanwhile),
 * NOTIFY through the pool. Publishing is serialised per process (each batch waits for the previous
 * one to commit), so the receivers see one publisher's messages in the order it sent them: the
 * candidates of an offer never overtake the offer.
 */
export async function postgresBus(pool: Pool, options: PostgresBusOptions = {}): Promise<Bus> {
  const onError = options.onError ?? (() => undefined);
  const firstWait = options.reconnectMs ?? 500;
  const publisher = randomUUID().replaceAll('-', '');
  const channels = new Map<string, Set<BusHandler>>();
  const incomplete = new Map<string, { parts: string[]; received: number; at: number }>();
  let sequence = 0;
  let queue: Part[] = [];
  let chain: Promise<void> = Promise.resolve();
  let listener: Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let wait = firstWait;
  let retryTimer: NodeJS.Timeout | null = null;

  function onNotification({ channel, payload }: Notification): void {
    const handlers = channels.get(channel);
    const header = PART_HEADER.exec(payload ?? '');
    if (!handlers || !header || payload === undefined) return;
    const [prefix, from, seq, indexText, countText] = header;
    const body = payload.slice(prefix.length);
    const count = Number(countText);
    if (count === 1) return deliver(handlers, body, onError);
    const key = `${channel}:${from}:${seq}`;
    const now = Date.now();
    for (const [k, entry] of incomplete) if (now - entry.at > INCOMPLETE_TTL_MS) incomplete.delete(k);
    const entry = incomplete.get(key) ?? { parts: new Array<string>(count).fill(''), received: 0, at: now };
    entry.parts[Number(indexText)] = body;
    entry.received += 1;
    incomplete.set(key, entry);
    if (entry.received < count) return;
    incomplete.delete(key);
    deliver(handlers, entry.parts.join(''), onError);
  }

  async function listen(client: Client, channel: string): Promise<void> {
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((error: unknown) => {
        onError(error);
        scheduleReconnect();
      });
    }, wait);
    retryTimer.unref();
    wait = Math.min(wait * 2, 5000);
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const client = new Client(pool.options);
      client.on('notification', onNotification);
      client.on('error', (error) => {
        onError(error);
        if (listener === client) listener = null;
        client.end().catch(() => undefined);
        scheduleReconnect();
      });
      client.on('end', () => {
        if (listener === client) {
          listener = null;
          scheduleReconnect();
        }
      });
      try {
        await client.connect();
        for (const channel of channels.keys()) await listen(client, channel);
      } catch (error) {
        client.end().catch(() => undefined);
        throw error;
      }
      if (closed) {
        await client.end();
        return;
      }
      listener = client;
      wait = firstWait;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  async function ready(): Promise<Client | null> {
    if (!listener && !closed) await connect();
    return listener;
  }

  await connect();

  async function send(parts: Part[]): Promise<void> {
    if (parts.length === 0) return;
    const calls = parts.map((_, i) => `pg_notify($${i * 2 + 1}, $${i * 2 + 2})`).join(', ');
    // One statement, one transaction: its notifications are delivered together and in order.
    await pool.query(
      `select ${calls}`,
      parts.flatMap((p) => [p.channel, p.payload]),
    );
  }

  return {
    kind: 'postgres',
    publish(channel, message) {
      checkChannel(channel);
      if (closed) return Promise.reject(new Error('bus closed'));
      sequence += 1;
      queue.push(...encodeParts(publisher, sequence, channel, JSON.stringify(message)));
      const sent = chain.then(() => {
        const batch = queue;
        queue = [];
        return send(batch);
      });
      chain = sent.catch(() => undefined);
      return sent;
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set<BusHandler>();
        channels.set(channel, handlers);
        const client = await ready();
        if (client) await listen(client, channel);
      }
      handlers.add(handler);
      const own = handlers;
      return async () => {
        own.delete(handler);
        if (own.size > 0 || channels.get(channel) !== own) return;
        channels.delete(channel);
        await listener?.query(`UNLISTEN ${listener.escapeIdentifier(channel)}`).catch(onError);
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await chain;
      await connecting?.catch(() => undefined);
      const client = listener;
      listener = null;
      channels.clear();
      await client?.end().catch(() => undefined);
    },
  };
}

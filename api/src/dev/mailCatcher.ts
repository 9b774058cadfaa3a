import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/*
 * A local SMTP server that keeps what it receives (docs/decisions.md, issue 19): `npm start` runs one when SMTP_URL is
 * not set, so a newcomer reads the site's e-mails at /dev/mail, and the API tests send to it over
 * loopback (a real SMTP conversation, not a mock). Never for production: it accepts anything from
 * anyone who can reach its port, so it listens on loopback only.
 */

export interface CaughtMail {
  /** Order of arrival, from 1. */
  seq: number;
  receivedAt: Date;
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
  raw: string;
}

export interface MailCatcherOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Kept in memory, oldest dropped first. */
  keep?: number;
  /**
   * Called once a message has been received whole, before the server answers 250 (the tests kill
   * the sender here: the message has arrived, the sender never hears so). Throwing refuses it.
   */
  beforeAccept?: (mail: CaughtMail) => Promise<void> | void;
}

export interface MailCatcher {
  port: number;
  url: string;
  mails: CaughtMail[];
  /** How many different Message-IDs arrived: what a client that de-duplicates shows. */
  distinctMessageIds(): number;
  /** Resolves when `predicate` holds for the mails received (checked on each arrival). */
  waitFor(predicate: (mails: CaughtMail[]) => boolean, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);
}

function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const keep = options.keep ?? 500;
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let seq = 0;

  const receive = async (stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> => {
    const raw = await readAll(stream);
    const parsed = await simpleParser(raw);
    seq += 1;
    const mail: CaughtMail = {
      seq,
      receivedAt: new Date(),
      messageId: parsed.messageId ?? '',
      from: addresses(parsed.from)[0] ?? '',
      to: session.envelope.rcptTo.map((r) => r.address),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      attachments: parsed.attachments.map((a) => ({
        filename: a.filename ?? '',
        contentType: a.contentType,
        content: a.content.toString('utf8'),
      })),
      raw: raw.toString('utf8'),
    };
    await options.beforeAccept?.(mail);
    mails.push(mail);
    if (mails.length > keep) mails.splice(0, mails.length - keep);
    for (const wake of waiters) wake();
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'Medika development mail catcher',
    onData(stream, session, callback) {
      receive(stream, session).then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  // A client that goes away mid-conversation is not the catcher's problem.
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    distinctMessageIds: () => new Set(mails.map((m) => m.messageId)).size,
    waitFor(predicate, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(mails)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mails);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`mail catcher: condition not met within ${timeoutMs} ms (${mails.length} received)`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

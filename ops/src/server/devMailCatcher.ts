import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isLoopbackAddress } from '@hospital/api/dev/loopback';

/**
 * `npm start` without SMTP_URL (api/README.md, "E-mails (issue 19)"): an SMTP server on loopback
 * catches what the API's mail worker sends, and the site shows it at /dev/mail. It shows every
 * patient's mails, so it is for development only (docs/decisions.md, issue 24): refused in production
 * and on a site reachable from other machines, and its page opens only with the token printed at start.
 */
export interface DevMailCatcher {
  /** The page's address with its token, relative to the site (`/dev/mail?token=…`). */
  pathWithToken: string;
  smtpUrl: string;
  close(): Promise<void>;
}

/** `localhost`, 127.0.0.0/8 and ::1: a site bound there cannot be reached from another machine. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

/**
 * Why the catcher must not run in this process (said at start), or null when it may: only a
 * development start (`npm start`, which asks for it with MAIL_CATCHER=1 when SMTP_URL is unset)
 * of a site bound to loopback.
 */
export function mailCatcherRefusal(env: NodeJS.ProcessEnv, host: string): string | null {
  if (env.npm_lifecycle_event === 'serve')
    return '`npm run serve` is the production server: it never runs the mail catcher';
  if (env.NODE_ENV === 'production') return 'NODE_ENV=production';
  if (!isLoopbackHost(host))
    return `HOST=${host} is not a loopback address: other machines could read every patient's mails`;
  return null;
}

export async function startDevMailCatcher(app: FastifyInstance): Promise<DevMailCatcher> {
  const { startMailCatcher } = await import('@hospital/api/dev/mail-catcher');
  const { registerMailCatcherPages } = await import('@hospital/api/dev/mail-catcher-pages');
  const wanted = Number(process.env.MAIL_CATCHER_PORT ?? 1025);
  // 1025 is the usual catcher port; another program may hold it (a second `npm start`): any free one then.
  const catcher = await startMailCatcher({ port: wanted }).catch(() => startMailCatcher({ port: 0 }));
  process.env.SMTP_URL = catcher.url;
  // Deliver within a second or two, so a newcomer sees the confirmation right after booking.
  process.env.MAIL_POLL_MS ??= '1000';
  const base = '/dev/mail';
  // New at every start: only whoever reads this process's output can open the page.
  const token = randomBytes(32).toString('base64url');
  await registerMailCatcherPages(app, catcher, { base, token });
  return { pathWithToken: `${base}?token=${token}`, smtpUrl: catcher.url, close: () => catcher.close() };
}

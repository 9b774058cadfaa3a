import type { FastifyInstance } from 'fastify';

/**
 * `npm start` without SMTP_URL (api/README.md, "E-mails (issue 19)"): an SMTP server on loopback
 * catches what the API's mail worker sends, and the site shows it at /dev/mail. Only then: a site
 * with a real SMTP_URL has no such page.
 */
export interface DevMailCatcher {
  path: string;
  smtpUrl: string;
  close(): Promise<void>;
}

export async function startDevMailCatcher(app: FastifyInstance): Promise<DevMailCatcher> {
  const { startMailCatcher } = await import('@hospital/api/src/dev/mailCatcher');
  const { registerMailCatcherPages } = await import('@hospital/api/src/dev/mailCatcherPage');
  const wanted = Number(process.env.MAIL_CATCHER_PORT ?? 1025);
  // 1025 is the usual catcher port; another program may hold it (a second `npm start`): any free one then.
  const catcher = await startMailCatcher({ port: wanted }).catch(() => startMailCatcher({ port: 0 }));
  process.env.SMTP_URL = catcher.url;
  // Deliver within a second or two, so a newcomer sees the confirmation right after booking.
  process.env.MAIL_POLL_MS ??= '1000';
  const path = '/dev/mail';
  registerMailCatcherPages(app, catcher, path);
  return { path, smtpUrl: catcher.url, close: () => catcher.close() };
}

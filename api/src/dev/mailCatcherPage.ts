import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../mail/templates';
import { isLoopbackAddress } from './loopback';
import type { CaughtMail, MailCatcher } from './mailCatcher';

/*
 * The development mail catcher's pages (docs/decisions.md, issues 19 and 24): `npm start` serves them at /dev/mail
 * while its catcher runs, so a newcomer sees what patients would receive. They show every patient's
 * mails, so they answer only a client on this machine that holds the token printed at start; to
 * anyone else they do not exist (the site's own 404). The token is in every address of the pages
 * (`?token=`), sent nowhere else (Referrer-Policy: no-referrer). Plain pages without scripts: the
 * site's Content-Security-Policy applies to them too.
 */

/** An address of the pages, with the token. */
type Href = (path: string) => string;

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a request comes from this machine: by its TCP peer, never `request.ip` (with TRUST_PROXY set
 * that one comes from X-Forwarded-For, which a client writes itself). A request that came through a
 * proxy (which may well run on this machine, so its peer is loopback) is not local either.
 */
export function isLocalRequest(
  peerAddress: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => headers[name] !== undefined);
  return !proxied && isLoopbackAddress(peerAddress);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

function listPage(mails: CaughtMail[], base: string, href: Href): string {
  const rows = [...mails]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${m.seq}</td><td>${escapeHtml(m.receivedAt.toISOString())}</td><td>${escapeHtml(m.to.join(', '))}</td>` +
        `<td><a href="${href(`${base}/${m.seq}`)}">${escapeHtml(m.subject)}</a></td><td><code>${escapeHtml(m.messageId)}</code></td></tr>`,
    )
    .join('');
  const distinct = new Set(mails.map((m) => m.messageId)).size;
  return page(
    'Development mail catcher',
    `<h1>Mails the site sent (${mails.length}, ${distinct} distinct Message-IDs)</h1>` +
      '<p>Caught by the development SMTP server of <code>npm start</code>; nothing leaves this machine. Newest first.</p>' +
      `<table border="1" cellpadding="4"><tr><th>#</th><th>received</th><th>to</th><th>subject</th><th>Message-ID</th></tr>${rows}</table>`,
  );
}

function mailPage(m: CaughtMail, base: string, href: Href): string {
  const files = m.attachments
    .map(
      (a, i) =>
        `<li><a href="${href(`${base}/${m.seq}/attachment/${i}`)}">${escapeHtml(a.filename || a.contentType)}</a></li>`,
    )
    .join('');
  return page(
    m.subject,
    `<p><a href="${href(base)}">All mails</a></p><h1>${escapeHtml(m.subject)}</h1>` +
      `<p>To ${escapeHtml(m.to.join(', '))} · from ${escapeHtml(m.from)} · <code>${escapeHtml(m.messageId)}</code></p>` +
      `<p><a href="${href(`${base}/${m.seq}/html`)}">HTML part</a></p>${files ? `<ul>${files}</ul>` : ''}` +
      `<pre style="white-space:pre-wrap">${escapeHtml(m.text)}</pre>`,
  );
}

export interface MailCatcherPagesOptions {
  /** Default /dev/mail. */
  base?: string;
  /** Printed at start, in the address to open; required of every request. */
  token: string;
}

/**
 * Registers `base` (the list), `base/:seq`, `base/:seq/html` and `base/:seq/attachment/:n`, each
 * for a client on this machine that gives the token (`?token=`).
 */
export async function registerMailCatcherPages(
  site: FastifyInstance,
  catcher: MailCatcher,
  { base = '/dev/mail', token }: MailCatcherPagesOptions,
): Promise<void> {
  if (token.length < 32) throw new Error('the mail catcher needs a token of at least 32 characters');
  const href: Href = (path) => `${path}?token=${encodeURIComponent(token)}`;
  await site.register(async (app) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const given = (request.query as Record<string, unknown>).token;
      // Anyone else gets the site's 404, as for any address that does not exist.
      if (!isLocalRequest(request.socket.remoteAddress, request.headers) || !sameToken(given, token))
        return reply.callNotFound();
      reply
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .header('X-Robots-Tag', 'noindex');
    });
    registerPages(app, catcher, base, href);
  });
}

function registerPages(app: FastifyInstance, catcher: MailCatcher, base: string, href: Href): void {
  const find = (seq: string) => catcher.mails.find((m) => String(m.seq) === seq);
  app.get(base, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(listPage(catcher.mails, base, href)),
  );
  app.get<{ Params: { seq: string } }>(`${base}/:seq`, async (request, reply) => {
    const mail = find(request.params.seq);
    if (!mail) return reply.status(404).type('text/plain').send('No such mail');
    return reply.type('text/html; charset=utf-8').send(mailPage(mail, base, href));
  });
  app.get<{ Params: { seq: string } }>(`${base}/:seq/html`, async (request, reply) => {
    const mail = find(request.params.seq);
    if (!mail) return reply.status(404).type('text/plain').send('No such mail');
    // As a mail client shows it: the mail's inline styles and its images apply (the site's policy
    // refuses inline styles), and nothing in it runs.
    return reply
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: http: https:",
      )
      .type('text/html; charset=utf-8')
      .send(mail.html);
  });
  app.get<{ Params: { seq: string; n: string } }>(`${base}/:seq/attachment/:n`, async (request, reply) => {
    const attachment = find(request.params.seq)?.attachments[Number(request.params.n)];
    if (!attachment) return reply.status(404).type('text/plain').send('No such attachment');
    return reply
      .type(
        attachment.contentType.startsWith('text/calendar') ? 'text/calendar; charset=utf-8' : 'text/plain',
      )
      .header('content-disposition', `attachment; filename="${attachment.filename.replace(/"/g, '')}"`)
      .send(attachment.content);
  });
}

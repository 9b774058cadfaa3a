import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../services/mail/templates';
import type { CaughtMail, MailCatcher } from './mailCatcher';

/*
 * The development mail catcher's pages (docs/decisions.md, issue 19): `npm start` serves them at /dev/mail while its
 * catcher runs, so a newcomer sees what patients would receive. Plain pages without scripts: the
 * site's Content-Security-Policy applies to them too.
 */

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

function listPage(mails: CaughtMail[], base: string): string {
  const rows = [...mails]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${m.seq}</td><td>${escapeHtml(m.receivedAt.toISOString())}</td><td>${escapeHtml(m.to.join(', '))}</td>` +
        `<td><a href="${base}/${m.seq}">${escapeHtml(m.subject)}</a></td><td><code>${escapeHtml(m.messageId)}</code></td></tr>`,
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

function mailPage(m: CaughtMail, base: string): string {
  const files = m.attachments
    .map(
      (a, i) =>
        `<li><a href="${base}/${m.seq}/attachment/${i}">${escapeHtml(a.filename || a.contentType)}</a></li>`,
    )
    .join('');
  return page(
    m.subject,
    `<p><a href="${base}">All mails</a></p><h1>${escapeHtml(m.subject)}</h1>` +
      `<p>To ${escapeHtml(m.to.join(', '))} · from ${escapeHtml(m.from)} · <code>${escapeHtml(m.messageId)}</code></p>` +
      `<p><a href="${base}/${m.seq}/html">HTML part</a></p>${files ? `<ul>${files}</ul>` : ''}` +
      `<pre style="white-space:pre-wrap">${escapeHtml(m.text)}</pre>`,
  );
}

/** Registers `base` (the list), `base/:seq`, `base/:seq/html` and `base/:seq/attachment/:n`. */
export function registerMailCatcherPages(
  app: FastifyInstance,
  catcher: MailCatcher,
  base = '/dev/mail',
): void {
  const find = (seq: string) => catcher.mails.find((m) => String(m.seq) === seq);
  app.get(base, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(listPage(catcher.mails, base)),
  );
  app.get<{ Params: { seq: string } }>(`${base}/:seq`, async (request, reply) => {
    const mail = find(request.params.seq);
    if (!mail) return reply.status(404).type('text/plain').send('No such mail');
    return reply.type('text/html; charset=utf-8').send(mailPage(mail, base));
  });
  app.get<{ Params: { seq: string } }>(`${base}/:seq/html`, async (request, reply) => {
    const mail = find(request.params.seq);
    if (!mail) return reply.status(404).type('text/plain').send('No such mail');
    return reply.type('text/html; charset=utf-8').send(mail.html);
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

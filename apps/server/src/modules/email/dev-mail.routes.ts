import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EmailRepository, MailboxRow } from './email.repository.js';
import { escapeHtml, sendHtmlPage } from './html.js';

const LIST_LIMIT = 100;
const idParams = z.object({ id: z.uuid() });

/** Links in a text part, made clickable: the reset and setup links are what one comes for. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function messageSummary(row: MailboxRow) {
  return {
    id: row.id,
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    receivedAt: row.receivedAt.toISOString(),
  };
}

/**
 * The local mailbox (never in production): what would have been sent by SMTP, as pages for
 * people and as JSON for end-to-end tests.
 */
export function devMailRoutes(
  repository: EmailRepository,
  isSmtpConfigured: boolean,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
      const rows = await repository.listMailbox(LIST_LIMIT);
      const notice = isSmtpConfigured
        ? '<p class="notice">SMTP_URL is set: mail goes to that SMTP server, not here.</p>'
        : '';
      const list = rows.length
        ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows
            .map(
              (row) =>
                `<tr><td>${escapeHtml(row.receivedAt.toISOString())}</td><td>${escapeHtml(row.toAddress)}</td>` +
                `<td><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a></td></tr>`,
            )
            .join('')}</tbody></table>`
        : '<p>No mail yet.</p>';
      return sendHtmlPage(reply, {
        title: 'Local mailbox',
        body: `<h1>Local mailbox</h1><p>Mail sent while no SMTP server is configured (development only). Newest first.</p>${notice}${list}`,
      });
    });

    app.get('/dev/mail.json', { schema: { hide: true } }, async () => {
      const rows = await repository.listMailbox(LIST_LIMIT);
      return { messages: rows.map(messageSummary) };
    });

    app.get(
      '/dev/mail/:id',
      { schema: { hide: true, params: idParams } },
      async (request, reply) => {
        const row = await repository.findMailboxMessage(request.params.id);
        if (!row)
          return sendHtmlPage(reply, {
            status: 404,
            title: 'Not found',
            body: '<h1>No such message</h1>',
          });
        return sendHtmlPage(reply, {
          title: row.subject,
          body: `<p><a href="/dev/mail">← Local mailbox</a></p><h1>${escapeHtml(row.subject)}</h1>
<table><tr><th>From</th><td>${escapeHtml(row.fromAddress)}</td></tr>
<tr><th>To</th><td>${escapeHtml(row.toAddress)}</td></tr>
<tr><th>Received</th><td>${escapeHtml(row.receivedAt.toISOString())}</td></tr></table>
<p><a href="/dev/mail/${row.id}/html">View the HTML part</a></p>
<pre>${linkify(row.text)}</pre>`,
        });
      },
    );

    app.get(
      '/dev/mail/:id/html',
      { schema: { hide: true, params: idParams } },
      async (request, reply) => {
        const row = await repository.findMailboxMessage(request.params.id);
        if (!row) return reply.status(404).type('text/plain').send('No such message');
        // The email as a mail client shows it: inline styles on, every script and fetch off.
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; form-action 'none'",
          )
          .send(row.html);
      },
    );
  };
}

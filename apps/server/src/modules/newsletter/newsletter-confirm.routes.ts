import { tokenParamsSchema } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeHtml, sendHtmlPage } from '../email/html.js';
import type { NewsletterService } from './newsletter.service.js';

const TITLE = 'Newsletter subscription';
const invalidLink = `<h1>This link is no longer valid</h1>
<p>It may have been used already, or it has expired. Sign up again from our home page to get a new one.</p>`;

/**
 * The page the confirmation email links to. Opening it changes nothing (mail scanners open
 * links); the button's POST confirms. Outside /api so it works without the web app's script.
 */
export function newsletterConfirmRoutes(service: NewsletterService): FastifyPluginAsyncZod {
  return async (app) => {
    // The confirm button posts an empty form; its body carries nothing we read.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => {
        done(null, {});
      },
    );

    app.get(
      '/newsletter/confirm/:token',
      { schema: { hide: true, params: tokenParamsSchema } },
      async (request, reply) => {
        const pending = await service.findPending(request.params.token);
        if (!pending) return sendHtmlPage(reply, { status: 404, title: TITLE, body: invalidLink });
        return sendHtmlPage(reply, {
          title: TITLE,
          body: `<h1>Confirm your subscription</h1>
<p>Send the newsletter to ${escapeHtml(pending.email)}?</p>
<form method="post"><button type="submit">Confirm subscription</button></form>`,
        });
      },
    );

    app.post(
      '/newsletter/confirm/:token',
      { schema: { hide: true, params: tokenParamsSchema } },
      async (request, reply) => {
        const confirmed = await service.confirm(request.params.token);
        if (!confirmed)
          return sendHtmlPage(reply, { status: 404, title: TITLE, body: invalidLink });
        return sendHtmlPage(reply, {
          title: TITLE,
          body: `<h1>Subscription confirmed</h1><p>Thank you! The newsletter will come to ${escapeHtml(confirmed.email)}.</p>`,
        });
      },
    );
  };
}

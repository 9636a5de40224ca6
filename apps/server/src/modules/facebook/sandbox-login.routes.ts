import { emailSchema } from '@cadenza/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml, sendHtmlPage } from '../email/html.js';
import { createSandboxToken, sandboxFacebookId } from './sandbox-verifier.js';

export const SANDBOX_LOGIN_PATH = '/dev/facebook-login';
/** What the page posts to the window that opened it (same origin only). */
export const SANDBOX_LOGIN_MESSAGE = 'cadenza:sandbox-facebook-login';
export const SANDBOX_LOGIN_LABEL = 'Sandbox Facebook login — no real Facebook account is used';

const continueQuery = z
  .object({
    email: z.string().max(300).default(''),
    shareEmail: z.literal('on').optional(),
  })
  .strict();

// Posts the token (or a cancellation) to the opener and closes the popup; without an
// opener the page stays, showing the token to paste into `POST /api/sessions`.
const returnScript = `(() => {
  const send = (message) => {
    if (!window.opener) return false;
    window.opener.postMessage({ type: '${SANDBOX_LOGIN_MESSAGE}', ...message }, window.location.origin);
    window.close();
    return true;
  };
  const token = document.getElementById('sandbox-facebook-token');
  if (token) send({ accessToken: token.dataset.accessToken });
  const cancel = document.getElementById('sandbox-facebook-cancel');
  if (cancel) cancel.addEventListener('click', () => { if (!send({ cancelled: true })) history.back(); });
})();
`;

function formPage(options: { email: string; error?: string }): string {
  const error = options.error
    ? `<p role="alert" class="notice">${escapeHtml(options.error)}</p>`
    : '';
  return `<h1>${escapeHtml(SANDBOX_LOGIN_LABEL)}</h1>
<p class="notice">This page stands in for Facebook's login window while the server runs without a Facebook app secret. Any email you type becomes a pretend Facebook account.</p>
${error}
<form method="get" action="${SANDBOX_LOGIN_PATH}/continue">
<label for="email">Email address of the pretend Facebook account</label>
<input id="email" name="email" type="email" required value="${escapeHtml(options.email)}" autocomplete="email">
<label><input type="checkbox" name="shareEmail" value="on" checked> Share this email address with Cadenza (untick to test an account without one)</label>
<button type="submit">Continue as this Facebook user</button>
<button type="button" id="sandbox-facebook-cancel">Cancel</button>
</form>
<script src="${SANDBOX_LOGIN_PATH}/return.js"></script>`;
}

/** The sandbox stand-in for the Facebook login window (only with the sandbox verifier). */
export function sandboxLoginRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(SANDBOX_LOGIN_PATH, { schema: { hide: true } }, async (_request, reply) =>
      sendHtmlPage(reply, { title: SANDBOX_LOGIN_LABEL, body: formPage({ email: '' }) }),
    );

    app.get(
      `${SANDBOX_LOGIN_PATH}/continue`,
      { schema: { hide: true, querystring: continueQuery } },
      async (request, reply) => {
        const { query } = request;
        const email = emailSchema.safeParse(query.email);
        if (!email.success) {
          return sendHtmlPage(reply, {
            status: 400,
            title: SANDBOX_LOGIN_LABEL,
            body: formPage({
              email: query.email,
              error: email.error.issues[0]?.message ?? 'Email format is invalid',
            }),
          });
        }
        const accessToken = createSandboxToken({
          facebookId: sandboxFacebookId(email.data),
          email: query.shareEmail ? email.data : null,
        });
        return sendHtmlPage(reply, {
          title: SANDBOX_LOGIN_LABEL,
          body: `<h1>${escapeHtml(SANDBOX_LOGIN_LABEL)}</h1>
<p>Signed in to the sandbox Facebook as ${escapeHtml(email.data)}${query.shareEmail ? '' : ' (email address not shared)'}. This window closes by itself when the app opened it.</p>
<p>Sandbox access token (use it as <code>facebookToken</code>):</p>
<pre id="sandbox-facebook-token" data-access-token="${escapeHtml(accessToken)}">${escapeHtml(accessToken)}</pre>
<script src="${SANDBOX_LOGIN_PATH}/return.js"></script>`,
        });
      },
    );

    app.get(
      `${SANDBOX_LOGIN_PATH}/return.js`,
      { schema: { hide: true } },
      async (_request, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(returnScript),
    );
  };
}

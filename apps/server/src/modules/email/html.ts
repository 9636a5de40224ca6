import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value placed in HTML goes through this: names and addresses are user input. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

const pageStyle = `
body { font: 16px/1.5 system-ui, sans-serif; color: #1d1d1f; background: #f6f5f2; margin: 0; }
main { max-width: 44rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border-radius: 8px; }
h1 { font-size: 1.5rem; margin-top: 0; }
.notice { background: #fff4d6; border: 1px solid #e0b84c; padding: .75rem 1rem; border-radius: 6px; }
label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
input[type=email], input[type=text] { width: 100%; padding: .5rem; font: inherit; box-sizing: border-box; }
button { margin-top: 1rem; padding: .6rem 1.2rem; font: inherit; border-radius: 6px; border: 0; background: #2f4f8f; color: #fff; cursor: pointer; }
table { border-collapse: collapse; width: 100%; }
td, th { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #e5e5e5; vertical-align: top; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: 1rem; border-radius: 6px; }
`;
const pageStyleHash = createHash('sha256').update(pageStyle).digest('base64');

/**
 * A small server-rendered page (the dev mailbox, the sandbox Facebook login, the newsletter
 * confirmation). Its one inline stylesheet is allowed by hash; scripts only from our origin.
 */
export function sendHtmlPage(
  reply: FastifyReply,
  page: { title: string; body: string; status?: number },
) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${pageStyle}</style>
</head>
<body><main>
${page.body}
</main></body>
</html>`;
  return reply
    .status(page.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'self'; script-src 'self'; style-src 'sha256-${pageStyleHash}'; img-src 'self' data:; ` +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(html);
}

import { escapeHtml } from '../html.js';

export const PRODUCT_NAME = 'Cadenza';

/** One description of an email, rendered to both its text and its HTML part. */
export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs below the button (expiry notes, "if this was not you"). */
  closing?: string[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function greeting(firstName: string | null | undefined): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

const footer = `${PRODUCT_NAME} · sheet music with recordings for pianists and singers`;

export function renderEmailContent(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText(content: EmailContent): string {
  const blocks = [
    content.heading,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.closing ?? []),
    `--\n${footer}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

// Email clients ignore stylesheets, so the HTML part carries inline styles in a plain table.
function renderHtml(content: EmailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;">${escapeHtml(text)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;background:#2f4f8f;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#555555;">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#2f4f8f;word-break:break-all;">${escapeHtml(content.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f5f2;font-family:Helvetica,Arial,sans-serif;color:#1d1d1f;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f5f2;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;"><tr><td style="padding:32px;">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#2f4f8f;">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${action}
${(content.closing ?? []).map(paragraph).join('\n')}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#777777;">${escapeHtml(footer)}</p>
</td></tr></table>
</body>
</html>`;
}

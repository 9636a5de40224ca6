import { escapeText } from './page-html.js';

/**
 * Markdown as HTML, the part of CommonMark readings use: ATX (`#`) and setext (`===`, `---`)
 * headings, paragraphs, `>` quotes, `-`/`*`/`+` and `1.` lists (one level), fenced and indented
 * code, rules, and inline `code`, links, images, autolinks, `**strong**` and `*emphasis*`. HTML
 * written in the Markdown is shown as text, never as markup. The result is cleaned as an uploaded
 * HTML page is (page-html.ts).
 */
export function markdownToHtml(markdown: string): string {
  return blocks(markdown.replace(/\r\n?/g, '\n').split('\n'));
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const BULLET = /^ {0,3}[-*+][ \t]+/;
const NUMBERED = /^ {0,3}\d{1,9}[.)][ \t]+/;
const INDENTED = /^(?: {4}|\t)/;

function blocks(lines: string[]): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join('\n').trim())}</p>`);
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const fence = FENCE.exec(line);
    if (fence) {
      endParagraph();
      const marker = fence[1] ?? '```';
      const code: string[] = [];
      for (index += 1; index < lines.length; index += 1) {
        const next = lines[index] ?? '';
        if (next.trim().startsWith(marker)) break;
        code.push(next);
      }
      out.push(`<pre>${escapeText(code.join('\n'))}</pre>`);
      continue;
    }
    if (!line.trim()) {
      endParagraph();
      continue;
    }
    if (INDENTED.test(line) && paragraph.length === 0) {
      const code: string[] = [];
      while (index < lines.length && (INDENTED.test(lines[index] ?? '') || !lines[index]?.trim())) {
        code.push((lines[index] ?? '').replace(INDENTED, ''));
        index += 1;
      }
      index -= 1;
      out.push(`<pre>${escapeText(code.join('\n').trimEnd())}</pre>`);
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      endParagraph();
      const level = String(atx[1]?.length ?? 1);
      out.push(`<h${level}>${inline(atx[2] ?? '')}</h${level}>`);
      continue;
    }
    if (paragraph.length && /^ {0,3}(=+|-+)[ \t]*$/.test(line)) {
      const level = line.trim().startsWith('=') ? 1 : 2;
      out.push(`<h${String(level)}>${inline(paragraph.join(' ').trim())}</h${String(level)}>`);
      paragraph = [];
      continue;
    }
    if (RULE.test(line)) {
      endParagraph();
      out.push('<hr>');
      continue;
    }
    if (QUOTE.test(line)) {
      endParagraph();
      const quoted: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index] ?? '')) {
        quoted.push((lines[index] ?? '').replace(QUOTE, ''));
        index += 1;
      }
      index -= 1;
      out.push(`<blockquote>${blocks(quoted)}</blockquote>`);
      continue;
    }
    const marker = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (marker) {
      endParagraph();
      const items: string[][] = [];
      while (index < lines.length) {
        const next = lines[index] ?? '';
        if (marker.test(next)) items.push([next.replace(marker, '')]);
        else if (next.trim() && /^\s/.test(next) && !BULLET.test(next) && !NUMBERED.test(next))
          items[items.length - 1]?.push(next.trim());
        else break;
        index += 1;
      }
      index -= 1;
      const tag = marker === BULLET ? 'ul' : 'ol';
      out.push(
        `<${tag}>${items.map((item) => `<li>${inline(item.join(' '))}</li>`).join('')}</${tag}>`,
      );
      continue;
    }
    paragraph.push(line);
  }
  endParagraph();
  return out.join('\n');
}

/** Inline Markdown: code spans first (nothing inside them is Markdown), then the rest. */
function inline(text: string): string {
  const spans: string[] = [];
  const held = text.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_whole, _ticks, code: string) => {
    spans.push(`<code>${escapeText(code.trim())}</code>`);
    return `\u0000${String(spans.length - 1)}\u0000`;
  });
  const escaped = escapeText(
    held.replace(/\\([\\`*_{}[\]()#+\-.!>])/g, (_whole, c: string) => {
      spans.push(escapeText(c));
      return `\u0000${String(spans.length - 1)}\u0000`;
    }),
  );
  const attribute = (value: string) => value.replace(/"/g, '&quot;');
  return (
    escaped
      .replace(
        /!\[([^\]]*)\]\(\s*([^)\s]*)(?:\s+"[^"]*")?\s*\)/g,
        (_whole, alt: string, src: string) =>
          `<img src="${attribute(src)}" alt="${attribute(alt)}">`,
      )
      .replace(
        /\[([^\]]+)\]\(\s*([^)\s]*)(?:\s+"[^"]*")?\s*\)/g,
        (_whole, label: string, href: string) => `<a href="${attribute(href)}">${label}</a>`,
      )
      .replace(
        /&lt;((?:https?:\/\/|mailto:)[^\s&]+)&gt;/g,
        (_whole, href: string) => `<a href="${attribute(href)}">${href}</a>`,
      )
      .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>')
      .replace(/(^|\W)__(?=\S)([\s\S]*?\S)__(?!\w)/g, '$1<strong>$2</strong>')
      .replace(/\*(?=\S)([\s\S]*?\S)\*/g, '<em>$1</em>')
      .replace(/(^|\W)_(?=\S)([\s\S]*?\S)_(?!\w)/g, '$1<em>$2</em>')
      .replace(/ {2,}\n/g, '<br>')
      // eslint-disable-next-line no-control-regex
      .replace(/\u0000(\d+)\u0000/g, (_whole, at: string) => spans[Number(at)] ?? '')
  );
}

/**
 * A product's description is HTML (spec: description (HTML)); the studio edits it as text with
 * paragraphs. Paragraphs are separated by a blank line and become <p>; a single line break
 * inside one becomes <br>. Stored HTML is shown as its text, a block (paragraph, list item,
 * heading, quote) per paragraph; formatting this text cannot hold (emphasis, links, lists,
 * headings, attributes) is reported so the editor can keep the stored HTML or warn.
 */

/** Elements whose text is a paragraph of its own. */
const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'SECTION',
  'ARTICLE',
  'TABLE',
  'TR',
  'DT',
  'DD',
  'FIGCAPTION',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

export interface DescriptionText {
  /** What the field shows: paragraphs separated by a blank line. */
  text: string;
  /** The HTML has more than paragraphs and line breaks, which the text would lose. */
  hasOtherFormatting: boolean;
}

function paragraphsOf(body: Node): string[] {
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    const paragraph = current
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    if (paragraph) paragraphs.push(paragraph);
    current = '';
  };
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE)
        current += (child.textContent ?? '').replace(/\s+/g, ' ');
      else if (!(child instanceof Element) || SKIPPED.has(child.tagName)) continue;
      else if (child.tagName === 'BR') current += '\n';
      else if (BLOCKS.has(child.tagName)) {
        flush();
        walk(child);
        flush();
      } else walk(child);
    }
  };
  walk(body);
  flush();
  return paragraphs;
}

/** Only text, <br> and attribute-free <p> of text and <br>: what text with paragraphs holds. */
function isParagraphsOnly(body: HTMLElement): boolean {
  const isPlain = (node: Node, allowParagraph: boolean): boolean => {
    if (node.nodeType === Node.TEXT_NODE) return true;
    if (!(node instanceof Element) || node.attributes.length > 0) return false;
    if (node.tagName === 'BR') return true;
    return (
      allowParagraph &&
      node.tagName === 'P' &&
      Array.from(node.childNodes).every((child) => isPlain(child, false))
    );
  };
  return Array.from(body.childNodes).every((child) => isPlain(child, true));
}

export function descriptionToText(html: string | null): DescriptionText {
  if (!html) return { text: '', hasOtherFormatting: false };
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  return { text: paragraphsOf(body).join('\n\n'), hasOtherFormatting: !isParagraphsOnly(body) };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text as HTML: a <p> per paragraph (blank-line separated), <br> per line break; null if empty. */
export function textToDescription(text: string): string | null {
  const paragraphs = text
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map(escapeHtml)
        .join('<br>'),
    )
    .filter(Boolean);
  return paragraphs.length ? paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('') : null;
}

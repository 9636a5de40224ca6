/** A block of a reading page as the PDF typesetter sees it. */
export type TextBlock = { kind: 'heading' | 'paragraph' | 'bullet'; text: string };

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The characters named by HTML character references (the common names and every number). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

const stripTags = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** The headings, paragraphs and list items of a reading page's HTML, in order. */
export function readTextBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const match of html.matchAll(/<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const tag = (match[1] ?? '').toLowerCase();
    const text = stripTags(match[2] ?? '');
    if (!text) continue;
    blocks.push({
      kind: tag.startsWith('h') ? 'heading' : tag === 'li' ? 'bullet' : 'paragraph',
      text,
    });
  }
  return blocks;
}

import {
  bodyTextLength,
  isHeading,
  parseHtml,
  serializeHtml,
  textLength,
  type HtmlNode,
} from './html-fragment.js';

/** A reading's preview shows at most this share of its text, so it is never the whole reading. */
export const READING_PREVIEW_SHARE = 1 / 3;

/** Elements a preview may end inside: it keeps their first children (a list's first items). */
const DIVISIBLE = new Set([
  'html',
  'body',
  'main',
  'article',
  'section',
  'div',
  'header',
  'footer',
  'aside',
  'blockquote',
  'ul',
  'ol',
  'dl',
  'table',
  'thead',
  'tbody',
  'tfoot',
]);

const isFiller = (node: HtmlNode) =>
  node.kind === 'markup' || isHeading(node) || (node.kind === 'text' && textLength([node]) === 0);

/** A cut never ends on a heading whose section it leaves out (nor on the space before one). */
function dropTrailingFiller(nodes: HtmlNode[]): HtmlNode[] {
  let end = nodes.length;
  while (end > 0 && isFiller(nodes[end - 1] as HtmlNode)) end -= 1;
  return nodes.slice(0, end);
}

interface Cut {
  nodes: HtmlNode[];
  isWhole: boolean;
}

/** The longest opening of `nodes`, block by block, with at most `budget` characters of text. */
function cutToBudget(nodes: readonly HtmlNode[], budget: number): Cut {
  const kept: HtmlNode[] = [];
  let used = 0;
  for (const node of nodes) {
    const length = textLength([node]);
    if (used + length <= budget) {
      kept.push(node);
      used += length;
      continue;
    }
    if (node.kind === 'element' && DIVISIBLE.has(node.name)) {
      const inner = cutToBudget(node.children, budget - used);
      if (bodyTextLength(inner.nodes) > 0)
        kept.push({ ...node, children: inner.nodes, close: node.close || `</${node.name}>` });
    }
    return { nodes: dropTrailingFiller(kept), isWhole: false };
  }
  return { nodes: kept, isWhole: true };
}

export interface PreviewablePage {
  html: string;
}

/**
 * The preview of a reading: the opening blocks of its first page (the whole page when it is
 * short enough) holding at most a third of the reading's text, so a one-page reading is never
 * shown whole. Null when no such opening says anything beyond a heading: then there is no
 * honest preview, and the client shows only the subscribe prompt.
 */
export function readingPreviewHtml(pages: readonly PreviewablePage[]): string | null {
  const [first] = pages;
  if (!first) return null;
  const total = pages.reduce((sum, page) => sum + textLength(parseHtml(page.html)), 0);
  const cut = cutToBudget(parseHtml(first.html), Math.floor(total * READING_PREVIEW_SHARE));
  if (bodyTextLength(cut.nodes) === 0) return null;
  return cut.isWhole ? first.html : serializeHtml(cut.nodes);
}

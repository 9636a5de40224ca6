import { decodeEntities } from './reading-text.js';

/**
 * A reading page's HTML as a light tree, enough to cut it after a number of characters of text
 * and write it back out: every node keeps its source text, so what is kept is sent as written.
 * It follows the parts of HTML's rules that readings use (void elements, optional `</p>` and
 * `</li>`, raw text in `<script>` and `<style>`); the client sanitises whatever it is sent.
 */
export type HtmlNode =
  | { kind: 'text'; source: string }
  /** Comments, declarations and the contents of raw-text elements: no visible text. */
  | { kind: 'markup'; source: string }
  | HtmlElement;

export interface HtmlElement {
  kind: 'element';
  name: string;
  open: string;
  children: HtmlNode[];
  /** The end tag as written; empty when the source left it out. */
  close: string;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
/** Start tags that end an open paragraph. */
const ENDS_PARAGRAPH = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);
/** Items that end an open item of the same kind in the same list. */
const LIST_ITEMS: Record<string, { items: string[]; lists: string[] }> = {
  li: { items: ['li'], lists: ['ul', 'ol', 'menu'] },
  dt: { items: ['dt', 'dd'], lists: ['dl'] },
  dd: { items: ['dt', 'dd'], lists: ['dl'] },
};

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;

/** Closes the elements a start tag `name` ends implicitly (an open paragraph, the previous item). */
function closeImplied(stack: HtmlElement[], name: string): void {
  const item = LIST_ITEMS[name];
  if (item) {
    for (let index = stack.length - 1; index > 0; index -= 1) {
      const open = stack[index]?.name ?? '';
      if (item.lists.includes(open)) break;
      if (item.items.includes(open)) {
        stack.length = index;
        break;
      }
    }
  }
  if (ENDS_PARAGRAPH.has(name) && stack[stack.length - 1]?.name === 'p') stack.length -= 1;
}

export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { kind: 'element', name: '', open: '', children: [], close: '' };
  const stack: HtmlElement[] = [root];
  const append = (node: HtmlNode) => {
    (stack[stack.length - 1] ?? root).children.push(node);
  };
  const lower = html.toLowerCase();
  const token = new RegExp(TOKEN.source, 'g');
  let last = 0;
  for (let match = token.exec(html); match; match = token.exec(html)) {
    if (match.index > last) append({ kind: 'text', source: html.slice(last, match.index) });
    last = token.lastIndex;
    const source = match[0];
    const name = match[1]?.toLowerCase();
    if (!name) {
      append({ kind: 'markup', source });
      continue;
    }
    if (source.startsWith('</')) {
      const index = stack.findLastIndex((open) => open.name === name);
      // An end tag with nothing to end is dropped; one that ends an outer element ends the inner ones.
      if (index > 0) {
        const element = stack[index];
        if (element) element.close = source;
        stack.length = index;
      }
      continue;
    }
    closeImplied(stack, name);
    const element: HtmlElement = { kind: 'element', name, open: source, children: [], close: '' };
    append(element);
    if (VOID.has(name) || source.endsWith('/>')) continue;
    if (RAW_TEXT.has(name)) {
      const end = lower.indexOf(`</${name}`, last);
      const contentEnd = end < 0 ? html.length : end;
      const closeEnd = end < 0 ? html.length : html.indexOf('>', end) + 1 || html.length;
      if (contentEnd > last)
        element.children.push({ kind: 'markup', source: html.slice(last, contentEnd) });
      element.close = html.slice(contentEnd, closeEnd);
      last = closeEnd;
      token.lastIndex = closeEnd;
      continue;
    }
    stack.push(element);
  }
  if (last < html.length) append({ kind: 'text', source: html.slice(last) });
  return root.children;
}

export function serializeHtml(nodes: readonly HtmlNode[]): string {
  return nodes
    .map((node) =>
      node.kind === 'element' ? node.open + serializeHtml(node.children) + node.close : node.source,
    )
    .join('');
}

/** Characters of visible text, whitespace not counted: how long a reading is. */
export function textLength(nodes: readonly HtmlNode[]): number {
  let length = 0;
  for (const node of nodes) {
    if (node.kind === 'text') length += decodeEntities(node.source).replace(/\s+/g, '').length;
    else if (node.kind === 'element') length += textLength(node.children);
  }
  return length;
}

export const isHeading = (node: HtmlNode) => node.kind === 'element' && /^h[1-6]$/.test(node.name);

/** Visible text outside headings: whether the nodes say anything beyond titles. */
export function bodyTextLength(nodes: readonly HtmlNode[]): number {
  let length = 0;
  for (const node of nodes) {
    if (isHeading(node)) continue;
    length += node.kind === 'element' ? bodyTextLength(node.children) : textLength([node]);
  }
  return length;
}

import { studioReadingPagesMessages as messages } from '@cadenza/domain';
import { parseHtml, type HtmlElement, type HtmlNode } from '../../content/html-fragment.js';
import { decodeEntities } from '../../content/reading-text.js';

/**
 * An uploaded page's HTML made into what the reading viewer shows, by an allowlist: the viewer's
 * own elements (paragraphs, headings h2-h4, lists, quotes, emphasis, links), no attribute but a
 * link's href, every text re-escaped. Scripts, styles, frames, objects, forms and images go
 * whole; other elements (div, section, table, code…) give up their tag and keep their text.
 */

/** Kept as they are, without attributes: what the web's sanitizer keeps. */
const KEPT = new Set([
  'p',
  'br',
  'em',
  'strong',
  'i',
  'b',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
  'sub',
  'sup',
  'small',
]);

/** Removed with their contents, and named in the page's notes. */
const REMOVED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'canvas',
  'video',
  'audio',
  'link',
  'base',
]);

/** Removed with their contents, quietly: a document's head and other inert parts. */
const DROPPED = new Set(['head', 'title', 'meta', 'template', 'noscript', 'hr', 'wbr']);

const IMAGES = new Set(['img', 'picture', 'image']);

/** A row, cell or term: its own paragraph, so neighbouring texts do not run together. */
const AS_PARAGRAPH = new Set(['tr', 'dd', 'figcaption', 'caption', 'summary', 'address']);

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** An element's attributes, read from its start tag as written (names in lower case). */
function attributesOf(element: HtmlElement): Map<string, string> {
  const attributes = new Map<string, string>();
  const inner = element.open.replace(/^<[^\s/>]+/, '').replace(/\/?>$/, '');
  for (const match of inner.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name))
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

export const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** An element's visible text, whitespace collapsed. */
function textOf(nodes: readonly HtmlNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.kind === 'text') text += decodeEntities(node.source);
    else if (node.kind === 'element' && !REMOVED.has(node.name) && !DROPPED.has(node.name))
      text += ` ${textOf(node.children)} `;
  }
  return text.replace(/\s+/g, ' ').trim();
}

const headingLevel = (node: HtmlNode) =>
  node.kind === 'element' && /^h[1-6]$/.test(node.name) ? Number(node.name[1]) : null;

/** Visits every element, depth first; `visit` answering false skips the element's children. */
function walk(nodes: readonly HtmlNode[], visit: (element: HtmlElement) => boolean): void {
  for (const node of nodes) if (node.kind === 'element' && visit(node)) walk(node.children, visit);
}

/** Where a link leads: a page of the upload, a kept address, or nowhere (the link goes). */
export type LinkTarget =
  | { kind: 'keep'; href: string }
  /** A note for the page, or what kind of removed thing it was ('javascript: links'). */
  | { kind: 'drop'; note?: string; removed?: string };

export interface ParsedPage {
  /** The first h1 or h2, else the first heading, else the document's <title>; null: none. */
  title: string | null;
  /** The page's content (a document's body, or the whole fragment). */
  nodes: HtmlNode[];
  /** The whole document, head included: what is removed from it is named. */
  document: HtmlNode[];
  /** The hrefs of its links, in order (a contents file's order of pages). */
  links: string[];
}

const MAX_TITLE = 200;

export function parsePage(html: string): ParsedPage {
  const all = parseHtml(html);
  const found: { body?: HtmlNode[]; documentTitle?: string; major?: string; any?: string } = {};
  walk(all, (element) => {
    if (element.name === 'body') found.body ??= element.children;
    const [text] = element.children;
    if (element.name === 'title' && text && text.kind !== 'element')
      found.documentTitle ??= textOf([{ kind: 'text', source: text.source }]);
    return !REMOVED.has(element.name);
  });
  const nodes = found.body ?? all;
  const links: string[] = [];
  walk(nodes, (element) => {
    if (REMOVED.has(element.name) || DROPPED.has(element.name)) return false;
    const level = headingLevel(element);
    if (level !== null) {
      const text = textOf(element.children);
      if (text && level <= 2) found.major ??= text;
      if (text) found.any ??= text;
    }
    if (element.name === 'a') {
      const href = attributesOf(element).get('href');
      if (href) links.push(href.trim());
    }
    return true;
  });
  const title = found.major ?? found.any ?? (found.documentTitle || null);
  return { title: title ? title.slice(0, MAX_TITLE) : null, nodes, document: all, links };
}

export interface CleanPage {
  html: string;
  notes: string[];
}

/**
 * The page's HTML as the reader shows it. Headings move so that its highest is an h2 (the
 * viewer's largest), the others following, at most h4; each link's href is what `resolve` says.
 */
export function cleanPage(page: ParsedPage, resolve: (href: string) => LinkTarget): CleanPage {
  const removed = new Set<string>();
  const notes: string[] = [];
  let highest = 7;
  walk(page.nodes, (element) => {
    const level = headingLevel(element);
    if (level !== null) highest = Math.min(highest, level);
    return !REMOVED.has(element.name);
  });
  const shift = highest <= 6 ? 2 - highest : 0;
  // What the document held that no reader gets, its head and <body> tag included.
  walk(page.document, (element) => {
    for (const name of attributesOf(element).keys()) {
      if (name.startsWith('on')) removed.add('event handlers');
      else if (name === 'style') removed.add('inline styles');
    }
    if (!REMOVED.has(element.name)) return true;
    removed.add(element.name === 'link' ? 'linked stylesheets' : element.name);
    return false;
  });

  /** An element around its content; none when nothing is left in it (an image's paragraph). */
  const wrap = (tag: string, inner: string) => (inner.trim() ? `<${tag}>${inner}</${tag}>` : '');

  const render = (nodes: readonly HtmlNode[]): string => {
    let out = '';
    for (const node of nodes) {
      if (node.kind === 'text') {
        out += escapeText(decodeEntities(node.source));
        continue;
      }
      if (node.kind === 'markup') continue;
      const name = node.name;
      if (REMOVED.has(name) || DROPPED.has(name)) continue;
      if (IMAGES.has(name)) {
        const attributes = attributesOf(node);
        if (name !== 'picture')
          notes.push(messages.imageDropped(attributes.get('src') ?? attributes.get('href') ?? ''));
        continue;
      }
      const level = headingLevel(node);
      if (level !== null) {
        out += wrap(`h${String(Math.min(4, Math.max(2, level + shift)))}`, render(node.children));
      } else if (name === 'a') {
        out += renderLink(node);
      } else if (name === 'br') {
        out += '<br>';
      } else if (KEPT.has(name)) {
        out += wrap(name, render(node.children));
      } else if (name === 'pre') {
        out += wrap('p', render(node.children).trim().replace(/\r?\n/g, '<br>'));
      } else if (name === 'dt') {
        out += wrap('p', wrap('strong', render(node.children)));
      } else if (AS_PARAGRAPH.has(name)) {
        out += wrap('p', render(node.children));
      } else if (name === 'td' || name === 'th') {
        out += `${render(node.children)} `;
      } else {
        out += render(node.children);
      }
    }
    return out;
  };

  const renderLink = (element: HtmlElement): string => {
    const inner = render(element.children);
    const href = attributesOf(element).get('href')?.trim();
    if (!href) return inner;
    const target = resolve(href);
    if (target.kind === 'drop') {
      if (target.note) notes.push(target.note);
      if (target.removed) removed.add(target.removed);
      return inner;
    }
    return `<a href="${escapeAttribute(target.href)}">${inner}</a>`;
  };

  const html = render(page.nodes).trim();
  if (removed.size) notes.unshift(messages.removed([...removed].sort()));
  return { html, notes };
}

const allowedTags = new Set([
  'P',
  'BR',
  'EM',
  'STRONG',
  'I',
  'B',
  'U',
  'A',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'H2',
  'H3',
  'H4',
  'SPAN',
  'SUB',
  'SUP',
  'SMALL',
]);

function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:|\/|#)/i.test(href.trim());
}

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      if (!allowedTags.has(child.tagName)) {
        // Unknown elements keep their text; scripts and styles are dropped whole.
        if (child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE')
          cleanChildren(child, target, doc);
        continue;
      }
      const clean = doc.createElement(child.tagName.toLowerCase());
      const href = child.getAttribute('href');
      if (child.tagName === 'A' && href && isSafeHref(href)) {
        clean.setAttribute('href', href);
        if (/^https?:/i.test(href)) clean.setAttribute('rel', 'noopener noreferrer');
      }
      cleanChildren(child, clean, doc);
      target.appendChild(clean);
    }
  }
}

/**
 * Product descriptions are HTML from the catalogue: only text formatting and safe links are
 * kept (no scripts, handlers, styles or other attributes).
 */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  cleanChildren(parsed.body, container, output);
  return container.innerHTML;
}

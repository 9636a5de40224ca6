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

function cleanChildren(
  source: Node,
  target: Node,
  doc: Document,
  pageHrefs: ReadonlySet<string>,
): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      if (!allowedTags.has(child.tagName)) {
        // Unknown elements keep their text; scripts and styles are dropped whole.
        if (child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE')
          cleanChildren(child, target, doc, pageHrefs);
        continue;
      }
      const clean = doc.createElement(child.tagName.toLowerCase());
      const href = child.getAttribute('href');
      if (child.tagName === 'A' && href && (isSafeHref(href) || pageHrefs.has(href))) {
        clean.setAttribute('href', href);
        if (/^https?:/i.test(href)) clean.setAttribute('rel', 'noopener noreferrer');
      }
      cleanChildren(child, clean, doc, pageHrefs);
      target.appendChild(clean);
    }
  }
}

/**
 * Product descriptions are HTML from the catalogue: only text formatting and safe links are
 * kept (no scripts, handlers, styles or other attributes). A reading's page may also link to
 * the reading's other pages by their paths (`pageHrefs`, its navigation's hrefs), which the
 * reading viewer opens itself.
 */
export function sanitizeHtml(html: string, pageHrefs: ReadonlySet<string> = new Set()): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  cleanChildren(parsed.body, container, output, pageHrefs);
  return container.innerHTML;
}

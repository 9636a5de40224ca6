/** Small helpers over fast-xml-parser's object tree (attributes prefixed '@_', text in '#text'). */
export type XmlNode = Record<string, unknown>;

export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The text of an element, whether it has attributes or not. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number')
    return String(value).replace(/\s+/g, ' ').trim() || null;
  if (isNode(value)) return textOf(value['#text']);
  return null;
}

export function attributeOf(value: unknown, name: string): string | null {
  return isNode(value) ? textOf(value[`@_${name}`]) : null;
}

/** Every element called `name` anywhere below `node`, in document order. */
export function findAll(node: unknown, name: string): unknown[] {
  const found: unknown[] = [];
  const visit = (value: unknown) => {
    for (const item of asList(value)) {
      if (!isNode(item)) continue;
      for (const [key, child] of Object.entries(item)) {
        if (key.startsWith('@_') || key === '#text') continue;
        if (key === name) found.push(...asList(child));
        visit(child);
      }
    }
  };
  visit(node);
  return found;
}

export function firstText(nodes: unknown[]): string | null {
  for (const node of nodes) {
    const text = textOf(node);
    if (text) return text;
  }
  return null;
}

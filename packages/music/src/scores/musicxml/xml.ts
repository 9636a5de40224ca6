export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<name attr="…">content</name>`, or a self-closing tag without content. */
export function element(
  name: string,
  content?: string | number,
  attributes: Record<string, string | number> = {},
): string {
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  if (content === undefined) return `<${name}${attributeText}/>`;
  const body = typeof content === 'number' ? String(content) : content;
  return `<${name}${attributeText}>${body}</${name}>`;
}

export function textElement(
  name: string,
  text: string,
  attributes: Record<string, string | number> = {},
): string {
  return element(name, escapeXml(text), attributes);
}

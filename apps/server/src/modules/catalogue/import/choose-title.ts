import path from 'node:path';

/** Titles that name no piece: what notation programs write when nobody gave one. */
const PLACEHOLDER_TITLES =
  /^(xml[ _-]?score|untitled( score)?|score|title|new score|sans titre|ohne titel|unbenannt|senza titolo|sin titulo|composition|piece)$/;

const keyOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Whether a title names the piece: not a placeholder, not the file's name copied. */
export function isUsableTitle(title: string, file: string): boolean {
  const key = keyOf(title);
  if (!key || PLACEHOLDER_TITLES.test(key)) return false;
  if (/\.(xml|musicxml|mxl|mei|krn|abc|mscz|mscx|mid|midi)$/i.test(title.trim())) return false;
  // A file's name copied into the score ('lc5163799', 'my_song'): a name without spaces that
  // the title repeats as it is. A title the file was named after ('Ave Maria.xml') stays.
  const base = path.basename(file, path.extname(file));
  return !(title.trim() === base && !/\s/.test(base));
}

/** The first usable title of the candidates (the sheet's, then the file's own, best first). */
export function chooseTitle(
  candidates: readonly (string | null | undefined)[],
  file: string,
): string | null {
  for (const candidate of candidates) {
    const title = candidate?.replace(/\s+/g, ' ').trim();
    if (title && isUsableTitle(title, file)) return title;
  }
  return null;
}

export { keyOf as titleKey };

/**
 * People's names as scores and sheets spell them ('Beethoven, Ludwig van', 'L. v. Beethoven
 * (1770-1827)', 'Ludwig van Beethoven'), read into the parts that say whether two spellings are
 * the same person: a surname, and given names that may be initials.
 */
export interface ParsedName {
  /** Given names first, dates and brackets left out: 'Ludwig van Beethoven'. */
  display: string;
  /** Lower case, without accents or punctuation: 'ludwig van beethoven'. */
  key: string;
  surnameKey: string;
  /** The given names' keys, particles (van, von, de …) left out: ['ludwig']. */
  givenKeys: string[];
  bornYear: number | null;
  diedYear: number | null;
}

/** Titles before a name, which some spellings leave out ('Sir Harold Boulton', 'Harold Boulton'). */
const TITLES = new Set(['sir', 'dame', 'lord', 'lady']);

/** Words that join a surname and are left out (or abbreviated) in some spellings. */
const PARTICLES = new Set([
  'van',
  'von',
  'v',
  'vd',
  'der',
  'den',
  'de',
  'd',
  'di',
  'da',
  'du',
  'del',
  'della',
  'des',
  'le',
  'la',
  'ten',
  'ter',
  'zu',
  'y',
  'e',
]);

function keyOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** What may follow a name after a comma without being its given names: 'Jr.', 'III', '2nd Baronet'. */
const NAME_SUFFIX = /^(jr|sr|i{2,3}|iv)\.?$|\d|\b(baronet|bart|bt)\b\.?/i;

/** Reads a name; null when it is none (empty, only dates, a note or a link). */
export function parseName(raw: string): ParsedName | null {
  let text = raw.replace(/\s+/g, ' ').trim();
  // Notes left in a name's field ('Transcribed from IMSLP #97689: http://…') name nobody.
  if (/https?:|www\.|#\d|@/.test(text) || text.length > 80 || text.split(' ').length > 8)
    return null;
  let bornYear: number | null = null;
  let diedYear: number | null = null;
  // Dates, bracketed or not: '(1770-1827)', '1770–1827', '(b. 1950)'.
  const dates = /[([]?\s*(?:b\.\s*|\*\s*)?(\d{4})\s*(?:[-–—]\s*(\d{4})?)?\s*[)\]]?\s*$/.exec(text);
  if (dates && dates.index > 0) {
    bornYear = Number(dates[1]);
    diedYear = dates[2] ? Number(dates[2]) : null;
    text = text.slice(0, dates.index).trim().replace(/,$/, '').trim();
  }
  text = text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // 'Surname, Given names' (one comma), unless what follows the comma is a suffix ('Name, Jr.',
  // 'Sir Harold Boulton, 2nd Baronet'): then the name is what stands before it.
  const comma = /^([^,]+),\s*([^,]+)$/.exec(text);
  const before = comma?.[1]?.trim() ?? '';
  const after = comma?.[2]?.trim() ?? '';
  const isSuffix = comma !== null && NAME_SUFFIX.test(after);
  if (comma && !isSuffix) text = `${after} ${before}`;
  text = text.replace(/\s*,\s*/g, ', ');
  const words = keyOf(isSuffix ? before : text)
    .split(' ')
    .filter(Boolean);
  const surnameKey = words.at(-1);
  if (!surnameKey || !/[a-z]/.test(surnameKey)) return null;
  return {
    display: text,
    key: words.join(' '),
    surnameKey,
    givenKeys: words.slice(0, -1).filter((word) => !PARTICLES.has(word) && !TITLES.has(word)),
    bornYear,
    diedYear,
  };
}

const compatibleWord = (a: string, b: string) =>
  a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));

/**
 * Whether two spellings may be one person: the same surname, and the shorter list of given
 * names found in order in the longer, an initial standing for a name ('L.' for 'Ludwig';
 * 'Clara Faisst' in 'Clara Mathilda Faisst'; a surname alone in any).
 */
export function mayBeSamePerson(a: ParsedName, b: ParsedName): boolean {
  if (a.surnameKey !== b.surnameKey) return false;
  const [short, long] =
    a.givenKeys.length <= b.givenKeys.length
      ? [a.givenKeys, b.givenKeys]
      : [b.givenKeys, a.givenKeys];
  let at = 0;
  for (const word of short) {
    while (at < long.length && !compatibleWord(word, long[at] ?? '')) at++;
    if (at === long.length) return false;
    at++;
  }
  // The first given names must agree when both have one ('C. Schumann' is not Robert).
  return short.length === 0 || compatibleWord(short[0] ?? '', long[0] ?? '');
}

/** How much of a name is spelled out: whole given names count, initials do not. */
export function fullness(name: ParsedName): number {
  return name.givenKeys.filter((word) => word.length > 1).length * 10 + name.givenKeys.length;
}

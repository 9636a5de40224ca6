import type { LoadedScore } from '../scores/score-library.types.js';

interface Syllable {
  text: string;
  /** Whether a word ends with this syllable. */
  endsWord: boolean;
}

/** XML text with its character references and five predefined entities read. */
export const decodeXmlText = (text: string) =>
  text
    .replace(/&#(x?)([0-9a-f]+);/gi, (_, hex: string, digits: string) =>
      String.fromCodePoint(Number.parseInt(digits, hex ? 16 : 10)),
    )
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The first verse's syllables in score order (MusicXML <lyric>, MEI <syl>), of the first part that has any. */
function readSyllables(score: LoadedScore): Syllable[] {
  const syllables: Syllable[] = [];
  if (score.format === 'musicxml') {
    const firstPart = /<part\b[^>]*>[\s\S]*?<\/part>/g;
    for (const part of score.content.matchAll(firstPart)) {
      for (const lyric of part[0].matchAll(/<lyric\b([^>]*)>([\s\S]*?)<\/lyric>/g)) {
        const number = /number="([^"]*)"/.exec(lyric[1] ?? '')?.[1];
        if (number !== undefined && number !== '1') continue;
        const body = lyric[2] ?? '';
        const text = /<text\b[^>]*>([\s\S]*?)<\/text>/.exec(body)?.[1];
        if (!text) continue;
        const syllabic = /<syllabic>(\w+)<\/syllabic>/.exec(body)?.[1] ?? 'single';
        syllables.push({
          text: decodeXmlText(text),
          endsWord: syllabic === 'single' || syllabic === 'end',
        });
      }
      if (syllables.length) break;
    }
    return syllables;
  }
  for (const syl of score.content.matchAll(/<syl\b([^>]*)>([\s\S]*?)<\/syl>/g)) {
    const attributes = syl[1] ?? '';
    const connector = /wordpos="([imt])"/.exec(attributes)?.[1];
    syllables.push({
      text: decodeXmlText((syl[2] ?? '').replace(/<[^>]+>/g, '')),
      endsWord: connector !== 'i' && connector !== 'm',
    });
  }
  return syllables;
}

const MAX_WORDS_PER_LINE = 10;

/** A line of the sung text, and which of the score's syllables (in score order) it is made of. */
export interface SungLine {
  text: string;
  /** Index of its first syllable and of its last, among the syllables `readSungSyllables` reads. */
  firstSyllable: number;
  lastSyllable: number;
}

/** The first verse's syllables in score order, as `readSungLines` reads them (their text only). */
export function readSungSyllables(score: LoadedScore): string[] {
  return readSyllables(score).map((syllable) => syllable.text);
}

/**
 * The sung text as lines: words joined from syllables, a line ending at a full stop, semicolon,
 * colon, question or exclamation mark, at a comma once it has five words, or at ten words.
 * Each line knows the syllables it is made of, so it can be found in the score.
 */
export function readSungLineSyllables(score: LoadedScore): SungLine[] {
  const words: { text: string; first: number; last: number }[] = [];
  let word = '';
  let first = 0;
  const syllables = readSyllables(score);
  syllables.forEach((syllable, index) => {
    if (!word) first = index;
    word += syllable.text.trim();
    if (syllable.endsWord && word) {
      words.push({ text: word, first, last: index });
      word = '';
    }
  });
  if (word) words.push({ text: word, first, last: syllables.length - 1 });
  const lines: SungLine[] = [];
  let line: typeof words = [];
  const close = () => {
    const [start] = line;
    const end = line.at(-1);
    if (start && end)
      lines.push({
        text: line.map((item) => item.text).join(' '),
        firstSyllable: start.first,
        lastSyllable: end.last,
      });
    line = [];
  };
  for (const current of words) {
    line.push(current);
    const endsSentence = /[.;:!?]["'’”»]?$/.test(current.text);
    const endsClause = /,$/.test(current.text) && line.length >= 5;
    if (endsSentence || endsClause || line.length >= MAX_WORDS_PER_LINE) close();
  }
  close();
  return lines;
}

/** The sung text as lines (see `readSungLineSyllables`): what the translation panel shows. */
export function readSungLines(score: LoadedScore): string[] {
  return readSungLineSyllables(score).map((line) => line.text);
}

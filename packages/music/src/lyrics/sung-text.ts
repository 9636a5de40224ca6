import type { LoadedScore } from '../scores/score-library.types.js';

interface Syllable {
  text: string;
  /** Whether a word ends with this syllable. */
  endsWord: boolean;
}

const decode = (text: string) =>
  text
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
          text: decode(text),
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
      text: decode((syl[2] ?? '').replace(/<[^>]+>/g, '')),
      endsWord: connector !== 'i' && connector !== 'm',
    });
  }
  return syllables;
}

const MAX_WORDS_PER_LINE = 10;

/**
 * The sung text as lines: words joined from syllables, a line ending at a full stop, semicolon,
 * colon, question or exclamation mark, at a comma once it has five words, or at ten words.
 */
export function readSungLines(score: LoadedScore): string[] {
  const words: string[] = [];
  let word = '';
  for (const syllable of readSyllables(score)) {
    word += syllable.text.trim();
    if (syllable.endsWord && word) {
      words.push(word);
      word = '';
    }
  }
  if (word) words.push(word);
  const lines: string[] = [];
  let line: string[] = [];
  for (const current of words) {
    line.push(current);
    const endsSentence = /[.;:!?]["'’”»]?$/.test(current);
    const endsClause = /,$/.test(current) && line.length >= 5;
    if (endsSentence || endsClause || line.length >= MAX_WORDS_PER_LINE) {
      lines.push(line.join(' '));
      line = [];
    }
  }
  if (line.length) lines.push(line.join(' '));
  return lines;
}

import { describe, expect, it } from 'vitest';
import { translateScore } from './translate-score.js';

const syllable = (text: string, syllabic: string) =>
  `<note><pitch><step>C</step><octave>5</octave></pitch><duration>1</duration><type>quarter</type><lyric number="1"><syllabic>${syllabic}</syllabic><text>${text}</text></lyric></note>`;

function song(words: [string, string][]): string {
  return `<?xml version="1.0"?><score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Voice</part-name></score-part></part-list><part id="P1"><measure number="1">${words.map(([text, syllabic]) => syllable(text, syllabic)).join('')}</measure></part><part id="P2"><measure number="1">${syllable('ignored', 'single')}</measure></part></score-partwise>`;
}

describe('sung text and translation', () => {
  it('joins syllables into words and lines, and finds the edition’s translation of each line', () => {
    const score = song([
      ['Fr&#232;re', 'single'],
      ['Jacques,', 'single'],
      ['fr&#232;re', 'single'],
      ['Jacques,', 'single'],
      ['dor', 'begin'],
      ['mez', 'middle'],
      ['vous?', 'end'],
      ['Dor', 'begin'],
      ['mez', 'middle'],
      ['vous?', 'end'],
    ]).replaceAll('&#232;', 'è');
    expect(translateScore({ format: 'musicxml', content: score }, 'French')).toEqual({
      language: 'French',
      lines: [
        {
          original: 'Frère Jacques, frère Jacques, dormezvous?',
          translation: 'Brother John, Brother John, are you sleeping?',
        },
        { original: 'Dormezvous?', translation: 'Are you sleeping?' },
      ],
    });
  });

  it('gives the text without translations for an English song, and nothing for a score without words', () => {
    const english = song([
      ['Row,', 'single'],
      ['row,', 'single'],
      ['row', 'single'],
      ['your', 'single'],
      ['boat.', 'single'],
    ]);
    expect(translateScore({ format: 'musicxml', content: english }, 'English')).toEqual({
      language: 'English',
      lines: [{ original: 'Row, row, row your boat.', translation: null }],
    });
    const wordless =
      '<score-partwise><part id="P1"><measure number="1"><note><rest/></note></measure></part></score-partwise>';
    expect(translateScore({ format: 'musicxml', content: wordless }, 'Italian')).toBeNull();
  });
});

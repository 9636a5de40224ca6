import { describe, expect, it } from 'vitest';
import type { NoteEvent, ScoreEvent } from '../model/score-model.js';
import { pitchName } from '../theory/pitch.js';
import { applyLyrics, parseVoice } from './notation.js';

const names = (measures: ScoreEvent[][]) =>
  measures.map((events) =>
    events
      .map((event) => (event.kind === 'note' ? event.pitches.map(pitchName).join('+') : 'rest'))
      .join(' '),
  );

describe('the hand-written notation', () => {
  it('reads octaves relative to the previous note, chords, rests and bars', () => {
    const measures = parseVoice('c4/4 e g c | [c4 e g]/2 r | b3/8 d f a c5 e g b');
    expect(names(measures)).toEqual(['C4 E4 G4 C5', 'C4+E4+G4 rest', 'B3 D4 F4 A4 C5 E5 G5 B5']);
  });

  it('carries note values forward and reads dots, ties, slurs and triplets', () => {
    const [bar] = parseVoice('f#4/4. g/8~ g/4( {3 a/8 b c5 } d/4)');
    const notes = (bar ?? []).filter((event): event is NoteEvent => event.kind === 'note');
    expect(notes.map((note) => `${note.duration.type}${'.'.repeat(note.duration.dots)}`)).toEqual([
      'quarter.',
      'eighth',
      'quarter',
      'eighth',
      'eighth',
      'eighth',
      'quarter',
    ]);
    expect(notes[1]?.tieStart).toBe(true);
    expect(notes[2]?.tieStop).toBe(true);
    expect(notes[2]?.slurStart).toBe(true);
    expect(notes[3]?.tupletStart && notes[5]?.tupletStop).toBe(true);
    expect(notes[3]?.duration.tuplet).toEqual({ actual: 3, normal: 2 });
  });

  it('sets syllables, skipping tied notes and holding melismas', () => {
    const measures = parseVoice('g4/4 a~ | a b c5 d');
    applyLyrics(measures, 'Glo- ri- a _ in');
    const lyrics = measures
      .flat()
      .map((event) =>
        event.kind === 'note'
          ? event.lyric
            ? `${event.lyric.text}:${event.lyric.syllabic}${event.lyric.extend ? '…' : ''}`
            : '-'
          : 'rest',
      );
    expect(lyrics).toEqual(['Glo:begin', 'ri:middle', '-', 'a:end…', '-', 'in:single']);
  });

  it('refuses lyrics that do not fit the notes', () => {
    expect(() => {
      applyLyrics(parseVoice('c4/2 d'), 'one two three');
    }).toThrow('3 syllables for 2 notes');
  });
});

// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a test (never bundled) takes real pieces of the demo library
import { createScoreLibrary } from '@cadenza/music/scores';
import type { VerovioToolkit } from '@cadenza/music/verovio-types';
import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit as Toolkit } from 'verovio/esm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadInKey, loadWritten } from './score-in-key';

let toolkit: VerovioToolkit;
beforeAll(async () => {
  toolkit = new Toolkit(await createVerovioModule());
});

const SIZE = { width: 900, height: 1200 };
const library = createScoreLibrary();

function scoreOf(ref: string): string {
  const score = library.load(ref);
  if (!score) throw new Error(`no piece ${ref}`);
  return score.content;
}

/** The first key signature drawn on page 1: its sharps (positive) or flats (negative). */
function drawnSignature(tk: VerovioToolkit): number {
  const svg = new DOMParser().parseFromString(tk.renderToSVG(1), 'image/svg+xml');
  const glyphs = [...(svg.querySelector('g.keySig')?.querySelectorAll('use') ?? [])].map(
    (use) => use.getAttribute('href') ?? use.getAttribute('xlink:href') ?? '',
  );
  const sharps = glyphs.filter((glyph) => glyph.startsWith('#E262')).length;
  const flats = glyphs.filter((glyph) => glyph.startsWith('#E260')).length;
  return sharps - flats;
}

/** The ids of the first `count` notes of a staff, in the order written. */
function firstNoteIds(mei: string, staff: number, count: number): string[] {
  const start = mei.search(new RegExp(`<staff\\b[^>]*\\bn="${String(staff)}"`));
  const ids = [...mei.slice(start).matchAll(/<note\b[^>]*\bxml:id="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return ids.slice(0, count);
}

const SIGNS: Record<string, string> = { s: '♯', f: '♭', ss: '𝄪', x: '𝄪', ff: '𝄫', n: '' };

/** A note as spelled in the score: 'E♯5' (its accidental written or given by the key). */
function spelledNote(mei: string, id: string): string {
  const start = mei.indexOf(`xml:id="${id}"`);
  const open = mei.lastIndexOf('<note', start);
  const selfClosing = mei.indexOf('/>', open);
  const tagEnd = mei.indexOf('>', open);
  const end = selfClosing === tagEnd - 1 ? tagEnd : mei.indexOf('</note>', open);
  const text = mei.slice(open, end);
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(text)?.[1];
  const accidental = attribute('accid') ?? attribute('accid\\.ges') ?? 'n';
  return `${(attribute('pname') ?? '?').toUpperCase()}${SIGNS[accidental] ?? '?'}${attribute('oct') ?? '?'}`;
}

// Each case loads and engraves a real score several times: seconds on a busy machine.
describe('a score written in another key by Verovio', { timeout: 60_000 }, () => {
  it('a piano piece (Für Elise, A minor): signature and spelling of its first notes at ±2 and ±5', () => {
    const { written } = loadWritten(toolkit, scoreOf('lib:beethoven-fur-elise'), SIZE);
    const [first = '', second = ''] = firstNoteIds(toolkit.getMEI(), 1, 2);
    expect(written.key).toEqual({ fifths: 0, mode: 'minor' });
    expect(drawnSignature(toolkit)).toBe(0);
    expect([spelledNote(toolkit.getMEI(), first), spelledNote(toolkit.getMEI(), second)]).toEqual([
      'E5',
      'D♯5',
    ]);
    const cases: [semitones: number, signature: number, notes: [string, string]][] = [
      [2, 2, ['F♯5', 'E♯5']],
      [-2, -2, ['D5', 'C♯5']],
      [5, -1, ['A5', 'G♯5']],
      [-5, 1, ['B4', 'A♯4']],
    ];
    for (const [semitones, signature, notes] of cases) {
      const layout = loadInKey(toolkit, written, { ...SIZE, semitones });
      expect(layout.pageCount, String(semitones)).toBeGreaterThan(0);
      expect(drawnSignature(toolkit), String(semitones)).toBe(signature);
      const mei = toolkit.getMEI();
      expect([spelledNote(mei, first), spelledNote(mei, second)], String(semitones)).toEqual(notes);
      // The drawn note carries its letter and octave, which the browser tests read.
      const drawn = new RegExp(`<g\\b[^>]*\\bid="${first}"[^>]*>`).exec(
        toolkit.renderToSVG(1),
      )?.[0];
      expect(drawn).toContain(`data-pname="${notes[0].charAt(0).toLowerCase()}"`);
      expect(drawn).toContain(`data-oct="${notes[0].slice(-1)}"`);
    }
  });

  it('a song (Freude, schöner Götterfunken, D major): signature, the first sung note and the words at ±2 and ±5', () => {
    const { written } = loadWritten(
      toolkit,
      scoreOf('lib:beethoven-freude-schoner-gotterfunken'),
      SIZE,
    );
    const [first = ''] = firstNoteIds(toolkit.getMEI(), 1, 1);
    const syllables = (mei: string) =>
      [...mei.matchAll(/<syl\b[^>]*>([^<]*)<\/syl>/g)].map((m) => m[1]);
    const writtenWords = syllables(toolkit.getMEI());
    expect(writtenWords.slice(0, 3)).toEqual(['Freu', 'de,', 'schö']);
    expect(written.key).toEqual({ fifths: 2, mode: 'major' });
    expect(drawnSignature(toolkit)).toBe(2);
    expect(spelledNote(toolkit.getMEI(), first)).toBe('F♯3');
    const cases: [semitones: number, signature: number, note: string][] = [
      [-2, 0, 'E3'],
      [2, 4, 'G♯3'],
      [5, 1, 'B3'],
      [-5, 3, 'C♯3'],
    ];
    for (const [semitones, signature, note] of cases) {
      loadInKey(toolkit, written, { ...SIZE, semitones });
      const mei = toolkit.getMEI();
      expect(drawnSignature(toolkit), String(semitones)).toBe(signature);
      expect(spelledNote(mei, first), String(semitones)).toBe(note);
      expect(syllables(mei), String(semitones)).toEqual(writtenWords);
      expect(toolkit.renderToSVG(1)).toContain('Freu');
    }
  });

  it('keeps every note and bar id, so the written timeline still finds them; back at 0 it is as written', () => {
    const { written, reading } = loadWritten(
      toolkit,
      scoreOf('lib:beethoven-freude-schoner-gotterfunken'),
      SIZE,
    );
    const layout = loadInKey(toolkit, written, { ...SIZE, semitones: 3 });
    const bars = written.timemap.flatMap((entry) => entry.measureOn ?? []);
    expect(bars.length).toBeGreaterThan(0);
    for (const bar of bars) expect(layout.measurePages[bar], bar).toBeGreaterThan(0);
    const svg = toolkit.renderToSVG(1);
    for (const id of written.timemap.flatMap((entry) => entry.on ?? []).slice(0, 20))
      expect(svg).toContain(`id="${id}"`);
    loadInKey(toolkit, written, { ...SIZE, semitones: 0 });
    expect(drawnSignature(toolkit)).toBe(2);
    expect(reading.pageCount).toBeGreaterThan(0);
  });

  it('refuses a score whose notes came back under other ids (the highlight could not follow it)', () => {
    const { written } = loadWritten(toolkit, scoreOf('lib:beethoven-fur-elise'), SIZE);
    const renamed = { ...written, pitches: {} };
    expect(() => loadInKey(toolkit, renamed, { ...SIZE, semitones: 2 })).toThrow(
      'The score could not be written in that key.',
    );
  });
});

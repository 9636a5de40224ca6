import { describe, expect, it } from 'vitest';
import { coverInputOf, coverVersionOf, monogramOf, renderCoverSvg } from './cover-image.js';

const piece = {
  type: 'piece' as const,
  title: 'Für Elise (opening)',
  subtitle: null,
  difficultyPiano: 3,
  difficultyVocal: null,
};
const beethoven = 'Ludwig van Beethoven';

/** The background's first colour: the palette a cover was drawn in. */
const paletteOf = (svg: string) => /<stop offset="0" stop-color="(#[0-9a-f]+)"/.exec(svg)?.[1];

describe('generated covers', () => {
  it('draws piano music with a keyboard and music for a voice with melodic lines', () => {
    const piano = renderCoverSvg(coverInputOf(piece, beethoven));
    const song = renderCoverSvg(
      coverInputOf({ ...piece, difficultyPiano: null, difficultyVocal: 2 }, beethoven),
    );
    expect(piano).toMatch(/<rect x="[-\d.]+" y="\d+" width="\d+" height="110" rx="3"\/>/);
    expect(piano).not.toContain('<path d="M0');
    expect(song).toContain('<path d="M0');
    expect(song).not.toContain('height="110"');
  });

  it('draws the small rendition as the same artwork without lettering or monogram', () => {
    const input = coverInputOf(piece, beethoven);
    const full = renderCoverSvg(input);
    const small = renderCoverSvg(input, 'small');
    expect(full.match(/<text /g)).toHaveLength(5);
    expect(small).not.toContain('<text');
    expect(small).not.toContain('<circle');
    // Everything else is drawn alike: background, motif and the image's accessible name.
    const withoutLettering = (svg: string) =>
      svg
        .replace(/<text [^]*?<\/text>\n?/g, '')
        .replace(/<circle [^>]*\/>/g, '')
        .replace(/\n/g, '');
    expect(withoutLettering(small)).toBe(withoutLettering(full));
    expect(small).toContain('aria-label="Für Elise (opening)"');
  });

  it('marks what is watched with a play button, reading with a page and volumes with spines', () => {
    const performance = renderCoverSvg(coverInputOf({ ...piece, type: 'performance' }, beethoven));
    expect(performance).toContain('width="800" height="400"');
    expect(performance).toMatch(/<path d="M\d+ 64 L\d+ 90 L\d+ 116 Z"/);
    const reading = renderCoverSvg(coverInputOf({ ...piece, type: 'aboutComposer' }, beethoven));
    expect(reading).toContain('width="160" height="170" rx="8"');
    const volume = renderCoverSvg(
      coverInputOf({ ...piece, type: 'volume', title: 'Piano Grade 3' }, null),
    );
    expect(volume.match(/width="28"/g)).toHaveLength(6);
  });

  it('gives all of a composer’s covers one palette and monogram, and other composers others', () => {
    const first = renderCoverSvg(coverInputOf(piece, beethoven));
    const second = renderCoverSvg(coverInputOf({ ...piece, title: 'Sonatina in G' }, beethoven));
    expect(paletteOf(first)).toBe(paletteOf(second));
    expect(first).toContain('>LB</text>');
    expect(second).toContain('>LB</text>');
    const palettes = new Set(
      [
        'Franz Schubert',
        'Johann Sebastian Bach',
        'Robert Schumann',
        'Clara Schumann',
        beethoven,
      ].map((composer) => paletteOf(renderCoverSvg(coverInputOf(piece, composer)))),
    );
    expect(palettes.size).toBeGreaterThan(2);
  });

  it('takes monograms from the surname and the first name', () => {
    expect(monogramOf('Ludwig van Beethoven')).toBe('LB');
    expect(monogramOf('Franz Schubert, Wilhelm Müller')).toBe('FS');
    expect(monogramOf('Anonymous')).toBe('A');
  });

  it('changes the cover’s version (its URL) with anything it is drawn from', () => {
    const version = coverVersionOf(coverInputOf(piece, beethoven));
    expect(coverVersionOf(coverInputOf(piece, beethoven))).toBe(version);
    expect(coverVersionOf(coverInputOf({ ...piece, difficultyVocal: 1 }, beethoven))).not.toBe(
      version,
    );
    expect(coverVersionOf(coverInputOf(piece, 'Franz Schubert'))).not.toBe(version);
    expect(coverVersionOf(coverInputOf({ ...piece, type: 'performance' }, beethoven))).not.toBe(
      version,
    );
  });
});

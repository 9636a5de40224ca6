import { describe, expect, it } from 'vitest';
import { matchMetadata, parseMetadataSheet } from './read-metadata.js';

describe('metadata sheets', () => {
  const files = ['Set A/01/xml_score.musicxml', 'Set B/01/xml_score.musicxml', 'Solo/song.xml'];

  it('matches rows by relative path, whatever the case or separators', () => {
    const sheet = parseMetadataSheet(
      'metadata.csv',
      'file,title\nset a\\01\\xml_score.musicxml,First\nSet B/01/xml_score.musicxml,Second\n',
    );
    const match = matchMetadata(sheet, files);
    expect(match.entryFor(files[0] ?? '')).toMatchObject({ ok: true, row: { title: 'First' } });
    expect(match.entryFor(files[1] ?? '')).toMatchObject({ ok: true, row: { title: 'Second' } });
    expect(match.entryFor(files[2] ?? '')).toBeUndefined();
  });

  it('takes a base name only when one file has it, and refuses the files it could be', () => {
    const sheet = parseMetadataSheet(
      'metadata.tsv',
      'path\ttitle\nsong.xml\tSolo\nxml_score.musicxml\tWhich\nnone.xml\tNobody\n',
    );
    const match = matchMetadata(sheet, files);
    expect(match.entryFor('Solo/song.xml')).toMatchObject({ ok: true, row: { title: 'Solo' } });
    expect(match.entryFor(files[0] ?? '')).toMatchObject({ ok: false });
    expect(match.entryFor(files[1] ?? '')).toMatchObject({ ok: false });
    expect(match.unmatched).toEqual(['none.xml']);
  });

  it('refuses a sheet of another type', () => {
    expect(() => parseMetadataSheet('sheet.xlsx', '')).toThrow(/\.csv, \.tsv or \.json/);
  });
});

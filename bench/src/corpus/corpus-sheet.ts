/*
 * The metadata sheets the corpus bench gives the importer: built from the OpenScore Lieder data
 * tables (scores.tsv, sets.tsv, composers.tsv) for the songs, and a licence alone for the string
 * quartets, which come without tables. Pure: the bench reads the files and writes the sheet.
 */

/** Both OpenScore folders are dedicated to the public domain (their LICENSE.txt). */
export const CORPUS_LICENCE = 'CC0 1.0';

/** A row of the importer's metadata sheet (the columns of read-metadata.ts used here). */
export interface SheetRow {
  file: string;
  title?: string;
  composer?: string;
  volume?: string;
  source?: string;
  licence: string;
}

export interface LiederTables {
  scores: string;
  sets: string;
  composers: string;
}

export interface LiederSheet {
  rows: SheetRow[];
  /** Files whose score id has a row in scores.tsv (the others get what their folders tell). */
  withScoreRow: number;
}

/** Rows of a tab-separated table with a header line (the lieder tables quote nothing). */
export function parseTsv(text: string): Record<string, string>[] {
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (!header) return [];
  const columns = header.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
  });
}

/** The OpenScore id in a file's name: 'Set/1_Song/lc4976777.mxl' → '4976777'. */
export function scoreIdOf(file: string): string | undefined {
  return /(?:^|\/)[a-z]*(\d+)\.[a-z]+$/i.exec(file)?.[1];
}

/** A set is a volume unless it is the composer's loose songs ('Other songs by …', folder '_'). */
function volumeOf(set: Record<string, string> | undefined): string | undefined {
  if (!set?.name) return undefined;
  if (set.path?.endsWith('/_') || set.name.startsWith('Other songs by ')) return undefined;
  return set.name;
}

const byColumn = (rows: Record<string, string>[], column: string) =>
  new Map(rows.map((row) => [row[column] ?? '', row]));

/**
 * A row per song file (paths relative to the scores folder, as the importer lists them). A
 * file is matched to its scores.tsv row by the id in its name: the table's paths are of an
 * older layout ('01_Im_wunderschönen_Monat_Mai' for the folder '1_Im_…'). Title is the
 * song's name, composer the set's composer's name, volume the set's name (see volumeOf),
 * source its MuseScore page. A file the table lacks gets the composer and set its folders
 * name when the tables know them, and leaves its title to the importer.
 */
export function liederSheet(tables: LiederTables, files: readonly string[]): LiederSheet {
  const scores = byColumn(parseTsv(tables.scores), 'id');
  const setRows = parseTsv(tables.sets);
  const sets = byColumn(setRows, 'id');
  const setsByPath = byColumn(setRows, 'path');
  const composerRows = parseTsv(tables.composers);
  const composers = byColumn(composerRows, 'id');
  const composersByPath = byColumn(composerRows, 'path');
  let withScoreRow = 0;
  const rows = files.map((file): SheetRow => {
    const score = scores.get(scoreIdOf(file) ?? '');
    if (score) {
      withScoreRow += 1;
      const set = sets.get(score.set_id ?? '');
      const composer = composers.get(set?.composer_id ?? '')?.name;
      const volume = volumeOf(set);
      return {
        file,
        ...(score.name ? { title: score.name } : {}),
        ...(composer ? { composer } : {}),
        ...(volume ? { volume } : {}),
        ...(score.link ? { source: score.link } : {}),
        licence: CORPUS_LICENCE,
      };
    }
    const [composerFolder = '', setFolder = ''] = file.split('/');
    const composer = composersByPath.get(composerFolder)?.name;
    const volume = volumeOf(setsByPath.get(`${composerFolder}/${setFolder}`));
    return {
      file,
      ...(composer ? { composer } : {}),
      ...(volume ? { volume } : {}),
      licence: CORPUS_LICENCE,
    };
  });
  return { rows, withScoreRow };
}

/** The quartets have no tables: their licence is all the sheet says (the rest is the files'). */
export function quartetSheet(files: readonly string[]): SheetRow[] {
  return files.map((file) => ({ file, licence: CORPUS_LICENCE }));
}

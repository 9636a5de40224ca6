import path from 'node:path';
import { difficultyLevelSchema, genresSchema } from '@cadenza/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import { z } from 'zod';

/** A metadata sheet found at the root of an upload or folder (unless one is given apart). */
export const METADATA_FILES = ['metadata.csv', 'metadata.tsv', 'metadata.json'] as const;

export function isMetadataSheetName(file: string): boolean {
  return (METADATA_FILES as readonly string[]).includes(file.toLowerCase());
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const optionalLevel = z
  .union([z.number(), z.string().trim()])
  .transform((value, context) => {
    if (value === '') return undefined;
    const number = Number(value);
    const parsed = difficultyLevelSchema.safeParse(number);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: 'must be a whole number from 0 to 9' });
      return z.NEVER;
    }
    return parsed.data;
  })
  .optional();

/** One row of the metadata sheet; `file` is a score's path in the upload (see matchMetadata). */
export const metadataRowSchema = z.object({
  file: z.string().trim().min(1, 'is required'),
  collection: optionalText,
  volume: optionalText,
  title: optionalText,
  subtitle: optionalText,
  composer: optionalText,
  lyricist: optionalText,
  arranger: optionalText,
  editor: optionalText,
  translator: optionalText,
  publisher: optionalText,
  instrument: z
    .enum(['piano', 'vocal'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** For the piece's instrument; difficulty_piano / difficulty_vocal set one each. */
  difficulty: optionalLevel,
  difficulty_piano: optionalLevel,
  difficulty_vocal: optionalLevel,
  key: optionalText,
  language: optionalText,
  year: z
    .union([z.number(), z.string().trim()])
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(z.number().int().min(1000).max(2100).optional())
    .optional(),
  /** Where the score came from (a URL, an edition) and its licence, shown in the credits. */
  source: optionalText,
  licence: optionalText,
  /** Genre tags, separated by ';' or ',' (a JSON sheet may give a list). */
  genres: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (typeof value === 'string' ? value.split(/[;,]/) : value).filter((tag) => tag.trim()),
    )
    .pipe(genresSchema)
    .optional(),
});
export type MetadataRow = z.infer<typeof metadataRowSchema>;

export type MetadataEntry = { ok: true; row: MetadataRow } | { ok: false; reason: string };

/** A sheet's rows by the path they name (lower case, '/' separators). */
export type MetadataSheet = Map<string, MetadataEntry>;

/** Columns spelled another way in common sheets. */
const COLUMN_ALIASES: Record<string, string> = {
  path: 'file',
  license: 'licence',
  genre: 'genres',
  tags: 'genres',
};

/** The key a row's path and a file's path are compared by. */
export function pathKey(file: string): string {
  return file
    .replace(/\\/g, '/')
    .replace(/^\.?\/+/, '')
    .toLowerCase();
}

/**
 * Reads a metadata sheet (.csv, .tsv or .json by its name); a row that fails validation gives
 * its file that reason. A sheet that cannot be read at all throws.
 */
export function parseMetadataSheet(fileName: string, text: string): MetadataSheet {
  const extension = path.extname(fileName).toLowerCase();
  if (!['.csv', '.tsv', '.json'].includes(extension))
    throw new Error(
      `a metadata sheet is a .csv, .tsv or .json file, not '${extension || fileName}'`,
    );
  const rows: unknown[] =
    extension === '.json'
      ? parseJsonRows(text)
      : parseCsv(text, {
          columns: (header: string[]) =>
            header.map((column) => {
              const name = column.trim().toLowerCase();
              return COLUMN_ALIASES[name] ?? name;
            }),
          delimiter: extension === '.tsv' ? '\t' : ',',
          skip_empty_lines: true,
          bom: true,
          trim: true,
          relax_quotes: extension === '.tsv',
        });
  const entries: MetadataSheet = new Map();
  for (const raw of rows) {
    const record =
      typeof raw === 'object' && raw !== null
        ? Object.fromEntries(
            Object.entries(raw).map(([key, value]) => [COLUMN_ALIASES[key] ?? key, value]),
          )
        : {};
    const fileName = 'file' in record ? String(record.file).trim() : '';
    if (!fileName) continue;
    const parsed = metadataRowSchema.safeParse(record);
    entries.set(
      pathKey(fileName),
      parsed.success
        ? { ok: true, row: parsed.data }
        : {
            ok: false,
            reason: `metadata: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
          },
    );
  }
  return entries;
}

function parseJsonRows(text: string): unknown[] {
  const parsed: unknown = JSON.parse(text);
  if (Array.isArray(parsed)) return parsed;
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'files' in parsed &&
    Array.isArray(parsed.files)
  )
    return parsed.files;
  throw new Error('metadata.json must be a list of rows or {"files": [...]}');
}

export interface MetadataMatch {
  /** The row for a file, a reason to refuse it (an ambiguous row), or nothing. */
  entryFor(file: string): MetadataEntry | undefined;
  /** Rows that name no file of the upload. */
  unmatched: string[];
}

/**
 * Pairs rows with files by relative path. A row naming a file's whole path is its row; a row
 * naming only the end of a path (a base name, or 'Set/song.xml' in a zip with a top folder)
 * is taken only when exactly one file's path ends so; when several do, each of them is refused
 * with the reason, since filing the wrong piece's metadata is worse than none.
 */
export function matchMetadata(sheet: MetadataSheet, files: readonly string[]): MetadataMatch {
  const byFile = new Map<string, MetadataEntry>();
  const lengthOfMatch = new Map<string, number>();
  const unmatched: string[] = [];
  const keys = files.map((file) => [file, pathKey(file)] as const);
  for (const [rowKey, entry] of sheet) {
    const exact = keys.filter(([, key]) => key === rowKey);
    const matches = exact.length ? exact : keys.filter(([, key]) => key.endsWith(`/${rowKey}`));
    if (matches.length === 0) {
      unmatched.push(rowKey);
      continue;
    }
    const chosen: MetadataEntry =
      matches.length === 1
        ? entry
        : {
            ok: false,
            reason: `metadata: the row for '${rowKey}' could be any of ${matches.length} files whose path ends so (${matches
              .slice(0, 3)
              .map(([file]) => file)
              .join(', ')}${matches.length > 3 ? ', …' : ''}); name the file by its path`,
          };
    for (const [file] of matches) {
      // The row naming more of the path wins ('a/b.xml' over 'b.xml').
      if ((lengthOfMatch.get(file) ?? -1) >= rowKey.length) continue;
      lengthOfMatch.set(file, rowKey.length);
      byFile.set(file, chosen);
    }
  }
  return { entryFor: (file) => byFile.get(file), unmatched };
}

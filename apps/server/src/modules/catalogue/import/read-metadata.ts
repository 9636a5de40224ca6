import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { difficultyLevelSchema } from '@cadenza/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import { z } from 'zod';

export const METADATA_FILES = ['metadata.csv', 'metadata.json'] as const;

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

/** One row of the metadata file; `file` matches a score file's name (case-insensitive). */
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
});
export type MetadataRow = z.infer<typeof metadataRowSchema>;

export type MetadataEntry = { ok: true; row: MetadataRow } | { ok: false; reason: string };

/** Rows by lower-case file name; a row that fails validation gives that file its reason. */
export async function readMetadata(folder: string): Promise<Map<string, MetadataEntry>> {
  const entries = new Map<string, MetadataEntry>();
  for (const name of METADATA_FILES) {
    const filePath = path.join(folder, name);
    if (!existsSync(filePath)) continue;
    const text = await readFile(filePath, 'utf8');
    const rows: unknown[] = name.endsWith('.csv')
      ? parseCsv(text, {
          columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
          skip_empty_lines: true,
          bom: true,
          trim: true,
        })
      : parseJsonRows(text);
    for (const raw of rows) {
      const fileName =
        typeof raw === 'object' && raw !== null && 'file' in raw ? String(raw.file).trim() : '';
      if (!fileName) continue;
      const parsed = metadataRowSchema.safeParse(raw);
      entries.set(
        path.basename(fileName).toLowerCase(),
        parsed.success
          ? { ok: true, row: parsed.data }
          : {
              ok: false,
              reason: `metadata: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
            },
      );
    }
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

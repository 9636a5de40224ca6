import { z } from 'zod';

/** What one upload may hold (a zip of a whole songbook fits; a sheet is small). */
export const SCORE_UPLOAD_LIMITS = { fileMb: 200, totalMb: 512, files: 2000 } as const;

/** The score files an import reads (whatever Verovio reads, Humdrum and ABC included). */
export const SCORE_FILE_EXTENSIONS = ['.xml', '.musicxml', '.mxl', '.mei', '.krn', '.abc'] as const;

/** A metadata sheet given apart from the files. */
export const METADATA_SHEET_EXTENSIONS = ['.csv', '.tsv', '.json'] as const;

/** The sheet's names when it comes among the files (at the root, or in the zip's one folder). */
export const METADATA_SHEET_NAMES = ['metadata.csv', 'metadata.tsv', 'metadata.json'] as const;

/** The extension of a file name or path, lower case with its dot ('' without one). */
export function fileExtensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** Server messages of score imports (studio uploads). */
export const scoreImportMessages = {
  notStaff: 'only admins and publishers can import scores',
  noImprint: 'your account is not linked to an imprint: an admin links it before you can import',
  imprintNotYours: 'a publisher imports into its own imprint only',
  imprintNotFound: (id: string) => `no imprint with the id ${id}`,
  notMultipart: 'send the files as multipart/form-data',
  noFiles: 'choose at least one score file or a zip',
  zipNotAlone: 'send a zip on its own, or score files without a zip',
  tooManyFiles: (max: number) => `an upload holds at most ${String(max)} files; send a zip`,
  fileTooLarge: (name: string, maxMb: number) =>
    `${name} is larger than ${String(maxMb)} MB, the most one file may be`,
  uploadTooLarge: (maxMb: number) => `an upload is at most ${String(maxMb)} MB`,
  unknownField: (name: string) => `unknown form field '${name}'`,
  badFileName: (name: string) => `'${name}' is not a file name the import accepts`,
  importNotFound: (id: string) => `import ${id} not found`,
  notAScoreFile: (name: string) =>
    `'${name}' is not a score file: send MusicXML (.xml, .musicxml, .mxl), MEI (.mei), Humdrum (.krn) or ABC (.abc) files, or one zip of them`,
  notASheet: (name: string) => `'${name}' is not a metadata sheet: send a .csv, .tsv or .json file`,
  badPublish: "the field 'publish' is 'true' or 'false'",
} as const;

/**
 * Why a file cannot be sent as one of an upload's `files`, or null: a score file, a zip, or a
 * metadata sheet by its name (a folder's metadata.csv).
 */
export function uploadFileProblem(name: string): string | null {
  const base = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
  const extension = fileExtensionOf(name);
  if ((SCORE_FILE_EXTENSIONS as readonly string[]).includes(extension)) return null;
  if (extension === '.zip' || (METADATA_SHEET_NAMES as readonly string[]).includes(base))
    return null;
  return scoreImportMessages.notAScoreFile(name);
}

export const scoreImportFileStatuses = ['imported', 'merged', 'refused'] as const;

export const scoreImportFileSchema = z.object({
  /** The file's path in the upload (inside the zip). */
  file: z.string(),
  status: z.enum(scoreImportFileStatuses),
  /** Why it was merged or refused; null when imported. */
  reason: z.string().nullable(),
  productId: z.string().nullable(),
  title: z.string().nullable(),
});
export type ScoreImportFile = z.infer<typeof scoreImportFileSchema>;

export const scoreImportSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  imprintId: z.string().nullable(),
  /** Whether its new products are published at once; else they are drafts. */
  publish: z.boolean(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** Why the whole import stopped (an unreadable zip or sheet), when it failed. */
  error: z.string().nullable(),
  /** Score files in the upload, once the job has listed them. */
  totalFiles: z.number().int().nullable(),
  counts: z.object({
    imported: z.number().int(),
    merged: z.number().int(),
    refused: z.number().int(),
  }),
  /** Each file's outcome so far, in the upload's order: the progress and the report. */
  files: z.array(scoreImportFileSchema),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type ScoreImport = z.infer<typeof scoreImportSchema>;

export const scoreImportParamsSchema = z.object({ id: z.uuid() });

export const scoreImportStartedSchema = z.object({ id: z.uuid() });

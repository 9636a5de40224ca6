import { z } from 'zod';

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
} as const;

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

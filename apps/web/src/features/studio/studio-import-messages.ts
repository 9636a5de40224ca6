/** What the studio's score import says (its own words; the spec quotes none). */
export const studioImportText = {
  intro:
    'Upload score files (MusicXML .xml, .musicxml or .mxl; MEI .mei; Humdrum .krn; ABC .abc), a folder of them, or one zip, with a metadata sheet if you have one. Each file is imported as a piece, merged with one already in, or refused with the reason.',
  sheetHint:
    'A .csv, .tsv or .json with a file column naming each score by its path in the upload, and any of title, composer, lyricist, volume, collection, genres, licence… (README: Importing scores).',
  notAScore: 'Not a score file: MusicXML, MEI, Humdrum, ABC or a zip only.',
  notASheet: 'A metadata sheet is a .csv, .tsv or .json file.',
  fixSheet: 'Remove the metadata sheet or choose another before uploading.',
  emptyFile: 'This file is empty.',
  fileTooLarge: (mb: number) => `Larger than ${String(mb)} MB, the most one file may be.`,
  noFiles: 'Choose score files, a folder or a zip first.',
  removeMarked: 'Remove the files marked above before uploading.',
  tooManyFiles: (max: number) =>
    `An upload holds at most ${max.toLocaleString('en-GB')} files: send them as a zip.`,
  zipNotAlone: 'Send a zip on its own, or score files without a zip.',
  uploadTooLarge: (mb: number) => `An upload is at most ${String(mb)} MB altogether.`,
  uploadRefused: (message: string) => `The upload was refused: ${message}`,
  queued: 'Uploaded. Waiting for its turn to be imported…',
  listing: 'Reading the upload…',
  running: (done: number, total: number) =>
    `Importing: ${String(done)} of ${String(total)} files done.`,
  done: (imported: number, merged: number, refused: number) =>
    `Done: ${String(imported)} imported, ${String(merged)} merged, ${String(refused)} refused.`,
  failed: (message: string | null) => `The import failed: ${message ?? 'no reason was given'}`,
  drafts:
    'The new pieces are drafts: open each to check it, then publish it (its volume and collection too, to list them).',
  published:
    'The new pieces are published: search and the catalogue list them once their recordings are made.',
  waiting: 'Waiting',
  uploaded: 'Uploaded',
} as const;

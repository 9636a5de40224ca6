import {
  endpointPath,
  fileExtensionOf,
  METADATA_SHEET_EXTENSIONS,
  SCORE_FILE_EXTENSIONS,
  SCORE_UPLOAD_LIMITS,
  scoreImportEndpoint,
  scoreImportStartedSchema,
  startScoreImportEndpoint,
  studioImprintsEndpoint,
  uploadFileProblem,
  type ScoreImport,
} from '@cadenza/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { studioImportText } from '../studio-import-messages';
import { uploadWithProgress, type UploadWithProgress } from './upload-with-progress';

const MB = 1024 * 1024;

/** What the file inputs offer. */
export const SCORE_ACCEPT = [...SCORE_FILE_EXTENSIONS, '.zip'].join(',');
export const SHEET_ACCEPT = METADATA_SHEET_EXTENSIONS.join(',');

/** A file chosen for an upload: its path in the upload (a folder's 'Set/song.xml') and why it cannot go. */
export interface ChosenFile {
  file: File;
  path: string;
  problem: string | null;
}

/** The path a file is sent under: its place in a chosen folder, else its name. */
const pathOf = (file: File) => file.webkitRelativePath || file.name;

/** The server's own checks on each file (type, size), made before a byte is sent. */
export function checkChosenFiles(files: readonly File[]): ChosenFile[] {
  return files.map((file) => {
    const path = pathOf(file);
    const problem =
      uploadFileProblem(path) !== null
        ? studioImportText.notAScore
        : file.size === 0
          ? studioImportText.emptyFile
          : file.size > SCORE_UPLOAD_LIMITS.fileMb * MB
            ? studioImportText.fileTooLarge(SCORE_UPLOAD_LIMITS.fileMb)
            : null;
    return { file, path, problem };
  });
}

/** Why the sheet cannot go, or null. */
export function checkSheet(file: File): string | null {
  if (!(METADATA_SHEET_EXTENSIONS as readonly string[]).includes(fileExtensionOf(file.name)))
    return studioImportText.notASheet;
  if (file.size === 0) return studioImportText.emptyFile;
  if (file.size > SCORE_UPLOAD_LIMITS.fileMb * MB)
    return studioImportText.fileTooLarge(SCORE_UPLOAD_LIMITS.fileMb);
  return null;
}

/** Why the upload as a whole cannot go (its files' own problems are listed beside them), or null. */
export function uploadProblem(files: readonly ChosenFile[], sheet: File | null): string | null {
  if (files.length === 0) return studioImportText.noFiles;
  if (files.some((chosen) => chosen.problem)) return studioImportText.removeMarked;
  if (files.length > SCORE_UPLOAD_LIMITS.files)
    return studioImportText.tooManyFiles(SCORE_UPLOAD_LIMITS.files);
  const zips = files.filter((chosen) => fileExtensionOf(chosen.path) === '.zip');
  if (zips.length > 0 && files.length > 1) return studioImportText.zipNotAlone;
  const bytes = files.reduce((sum, chosen) => sum + chosen.file.size, sheet?.size ?? 0);
  if (bytes > SCORE_UPLOAD_LIMITS.totalMb * MB)
    return studioImportText.uploadTooLarge(SCORE_UPLOAD_LIMITS.totalMb);
  return null;
}

/**
 * How far each file has gone, 0 to 1, when `fraction` of the body is sent: the parts go in
 * order (the sheet first, then the files), so each file's share of the bytes is its progress
 * (the form's few header bytes aside).
 */
export function fileProgress(sizes: readonly number[], sheetSize: number, fraction: number) {
  const total = sizes.reduce((sum, size) => sum + size, sheetSize);
  let sent = fraction * total - sheetSize;
  return sizes.map((size) => {
    const share = size > 0 ? Math.min(1, Math.max(0, sent / size)) : sent >= 0 ? 1 : 0;
    sent -= size;
    return share;
  });
}

export interface ScoreUpload {
  files: readonly ChosenFile[];
  sheet: File | null;
  collection: string;
  name: string;
  /** An admin's choice; a publisher's uploads go to its own imprint. */
  imprintId: string;
  publish: boolean;
}

/** Sends the upload as the form the server reads (multipart), with its progress. */
export function uploadScores(
  upload: ScoreUpload,
  onProgress: (fraction: number) => void,
): UploadWithProgress<{ id: string }> {
  const form = new FormData();
  if (upload.collection.trim()) form.append('collection', upload.collection.trim());
  if (upload.name.trim()) form.append('name', upload.name.trim());
  if (upload.imprintId) form.append('imprintId', upload.imprintId);
  form.append('publish', upload.publish ? 'true' : 'false');
  if (upload.sheet) form.append('metadata', upload.sheet, upload.sheet.name);
  for (const chosen of upload.files) form.append('files', chosen.file, chosen.path);
  return uploadWithProgress({
    method: 'POST',
    path: endpointPath(startScoreImportEndpoint),
    body: form,
    expected: 202,
    schema: scoreImportStartedSchema,
    onProgress: (loaded, total) => {
      onProgress(loaded / total);
    },
  });
}

/** How often an import is asked about while it waits or runs. */
export const IMPORT_POLL_MS = 1500;

const isOver = (report: ScoreImport | undefined) =>
  report?.status === 'done' || report?.status === 'failed';

export const studioImportQueries = {
  report: (id: string) =>
    queryOptions({
      queryKey: ['studio', 'import', id],
      queryFn: ({ signal }) => callApi(scoreImportEndpoint, { params: { id }, signal }),
      refetchInterval: (query) => (isOver(query.state.data) ? false : IMPORT_POLL_MS),
    }),
  imprints: queryOptions({
    queryKey: ['studio', 'imprints'],
    queryFn: ({ signal }) => callApi(studioImprintsEndpoint, { signal }),
  }),
};

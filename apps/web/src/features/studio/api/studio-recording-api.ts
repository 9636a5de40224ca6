import {
  RECORDING_CONTENT_TYPES,
  RECORDING_UPLOAD_MAX_BYTES,
  endpointPath,
  productMediaPaths,
  recordingAlignmentSchema,
  saveStudioRecordingSyncEndpoint,
  studioRecordingAlignmentEndpoint,
  studioRecordingSyncEndpoint,
  uploadStudioRecordingEndpoint,
  type RecordingAlignment,
  type StudioRecordingSync,
  type SyncMap,
} from '@cadenza/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { studioSyncText } from '../studio-recording-messages';
import type { SyncSource } from './sync-source';
import { uploadWithProgress, type UploadWithProgress } from './upload-with-progress';

/** The Content-Type of each extension the studio takes (a browser may give none, or another). */
const typeByExtension: Record<string, string> = {
  wav: 'audio/wav',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
};

/** What the file input offers. */
export const RECORDING_ACCEPT = '.wav,.flac,.mp3,.ogg,.m4a';

export const recordingFileMessages = {
  notAudio: 'Choose a WAV, FLAC, MP3, Ogg or M4A file.',
  empty: 'This file is empty.',
  tooLarge: `A recording is at most ${String(RECORDING_UPLOAD_MAX_BYTES / 1024 / 1024)} MB.`,
} as const;

/**
 * The Content-Type a file is sent with, or why it cannot be sent: the server's own checks
 * (type, size) made before a byte goes. Its length and whether it decodes the server checks.
 */
export function checkRecordingFile(
  file: File,
): { ok: true; contentType: string } | { ok: false; message: string } {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const byExtension = typeByExtension[extension];
  if (!byExtension) return { ok: false, message: recordingFileMessages.notAudio };
  if (file.size === 0) return { ok: false, message: recordingFileMessages.empty };
  if (file.size > RECORDING_UPLOAD_MAX_BYTES)
    return { ok: false, message: recordingFileMessages.tooLarge };
  const given = file.type.toLowerCase();
  const known = (RECORDING_CONTENT_TYPES as readonly string[]).includes(given);
  return { ok: true, contentType: known ? given : byExtension };
}

export type RecordingUpload = UploadWithProgress<RecordingAlignment>;

/** Sends the file as the body of `PUT /studio/products/:id/recording`, with its progress. */
export function uploadRecording(
  productId: string,
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
): RecordingUpload {
  return uploadWithProgress({
    method: 'PUT',
    path: endpointPath(uploadStudioRecordingEndpoint, { id: productId }),
    body: file,
    contentType,
    expected: 202,
    schema: recordingAlignmentSchema,
    onProgress: (loaded, total) => {
      onProgress(loaded / total);
    },
  });
}

/** How often the alignment is asked about while it is queued or working. */
export const ALIGNMENT_POLL_MS = 2000;

export const studioRecordingQueries = {
  alignment: (productId: string, jobId: string) =>
    queryOptions({
      queryKey: ['studio', 'recording-alignment', productId, jobId],
      queryFn: ({ signal }) =>
        callApi(studioRecordingAlignmentEndpoint, { params: { id: productId, jobId }, signal }),
      refetchInterval: (query) => {
        const state = query.state.data?.state;
        return state === 'done' || state === 'failed' ? false : ALIGNMENT_POLL_MS;
      },
    }),
};

export const studioSyncQueries = {
  /** The uploaded recording's sync, or null when the piece has none. */
  sync: (productId: string) =>
    queryOptions({
      queryKey: ['studio', 'recording-sync', productId],
      queryFn: async ({ signal }): Promise<StudioRecordingSync | null> =>
        (await callApi(studioRecordingSyncEndpoint, { params: { id: productId }, signal }))
          .recording,
      retry: false,
    }),
};

/** Saves a corrected sync map; the answer becomes the editor's. */
export async function saveRecordingSync(
  queryClient: QueryClient,
  productId: string,
  syncMap: SyncMap,
): Promise<StudioRecordingSync> {
  const saved = await callApi(saveStudioRecordingSyncEndpoint, {
    params: { id: productId },
    body: { syncMap },
  });
  queryClient.setQueryData(studioSyncQueries.sync(productId).queryKey, saved);
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'studio' });
  return saved;
}

/** The sync editor's source for a piece's uploaded recording. */
export function recordingSyncSource(productId: string): SyncSource {
  return {
    productId,
    query: studioSyncQueries.sync(productId),
    audioUrl: productMediaPaths.recording(productId),
    save: (queryClient, syncMap) => saveRecordingSync(queryClient, productId, syncMap),
    savedText: studioSyncText.saved,
  };
}

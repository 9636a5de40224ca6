import {
  APP_VERSION_HEADER,
  CLIENT_ID_HEADER,
  RECORDING_CONTENT_TYPES,
  RECORDING_UPLOAD_MAX_BYTES,
  WEB_CLIENT_ID,
  apiErrorSchema,
  endpointPath,
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
import {
  API_PREFIX,
  ApiRequestError,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
  callApi,
} from '../../../lib/api-client';

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

function errorOf(status: number, body: string): ApiRequestError {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  const parsed = apiErrorSchema.safeParse(json);
  return parsed.success
    ? new ApiRequestError({ status, message: parsed.data.message, data: parsed.data })
    : new ApiRequestError({ status, message: `Request failed with status ${String(status)}` });
}

export interface RecordingUpload {
  /** Resolves to the queued alignment; rejects with an ApiRequestError (or an AbortError). */
  done: Promise<RecordingAlignment>;
  abort(): void;
}

/**
 * Sends the file as the body of `PUT /studio/products/:id/recording` by XMLHttpRequest, whose
 * upload events give the progress fetch does not.
 */
export function uploadRecording(
  productId: string,
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
): RecordingUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<RecordingAlignment>((resolve, reject) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status !== 202) {
        reject(errorOf(xhr.status, xhr.responseText));
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      const parsed = recordingAlignmentSchema.safeParse(json);
      if (parsed.success) resolve(parsed.data);
      else
        reject(new ApiRequestError({ status: xhr.status, message: UNEXPECTED_RESPONSE_MESSAGE }));
    });
    xhr.addEventListener('error', () => {
      reject(new ApiRequestError({ status: 0, message: NETWORK_ERROR_MESSAGE }));
    });
    xhr.addEventListener('abort', () => {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });
  });
  xhr.open('PUT', `${API_PREFIX}${endpointPath(uploadStudioRecordingEndpoint, { id: productId })}`);
  xhr.withCredentials = true;
  xhr.setRequestHeader('accept', 'application/json');
  xhr.setRequestHeader(CLIENT_ID_HEADER, WEB_CLIENT_ID);
  xhr.setRequestHeader(APP_VERSION_HEADER, __APP_VERSION__);
  xhr.setRequestHeader('content-type', contentType);
  xhr.send(file);
  return {
    done,
    abort: () => {
      xhr.abort();
    },
  };
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
  sync: (productId: string) =>
    queryOptions({
      queryKey: ['studio', 'recording-sync', productId],
      queryFn: ({ signal }) =>
        callApi(studioRecordingSyncEndpoint, { params: { id: productId }, signal }),
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
  queryClient.setQueryData(studioSyncQueries.sync(productId).queryKey, { recording: saved });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'studio' });
  return saved;
}

import {
  APP_VERSION_HEADER,
  CLIENT_ID_HEADER,
  WEB_CLIENT_ID,
  apiErrorSchema,
} from '@cadenza/domain';
import type { z } from 'zod';
import {
  API_PREFIX,
  ApiRequestError,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
} from '../../../lib/api-client';

/** An upload under way: its answer, or an ApiRequestError (an AbortError when cancelled). */
export interface UploadWithProgress<T> {
  done: Promise<T>;
  abort(): void;
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

/**
 * Sends a body to the API by XMLHttpRequest, whose upload events give the progress fetch does
 * not (`onProgress` gets bytes sent and the total). The answer is read with `schema` when the
 * status is `expected`; any other status rejects with the server's message.
 */
export function uploadWithProgress<T>(options: {
  method: 'POST' | 'PUT';
  /** The endpoint's path under the API (`endpointPath(…)`). */
  path: string;
  body: XMLHttpRequestBodyInit;
  /** Set for a raw body; FormData sets its own (with the boundary). */
  contentType?: string;
  expected: number;
  schema: z.ZodType<T>;
  onProgress: (loaded: number, total: number) => void;
}): UploadWithProgress<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status !== options.expected) {
        reject(errorOf(xhr.status, xhr.responseText));
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      const parsed = options.schema.safeParse(json);
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
  xhr.open(options.method, `${API_PREFIX}${options.path}`);
  xhr.withCredentials = true;
  xhr.setRequestHeader('accept', 'application/json');
  xhr.setRequestHeader(CLIENT_ID_HEADER, WEB_CLIENT_ID);
  xhr.setRequestHeader(APP_VERSION_HEADER, __APP_VERSION__);
  if (options.contentType) xhr.setRequestHeader('content-type', options.contentType);
  xhr.send(options.body);
  return {
    done,
    abort: () => {
      xhr.abort();
    },
  };
}

import type { FieldError } from '@cadenza/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import type { UploadWithProgress } from '../api/upload-with-progress';

export type UploadStage<T> =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  /** `fieldErrors`: the server's reasons per field (per file, for an upload of several). */
  | { kind: 'refused'; message: string; fieldErrors: readonly FieldError[] }
  | { kind: 'sent'; answer: T };

/**
 * One file upload at a time with its progress: started with the send to make, cancelled
 * (or left behind on unmount) by aborting it; a refusal keeps the server's reason.
 */
export function useFileUpload<T>() {
  const [stage, setStage] = useState<UploadStage<T>>({ kind: 'idle' });
  const current = useRef<UploadWithProgress<T> | null>(null);

  useEffect(
    () => () => {
      current.current?.abort();
    },
    [],
  );

  const start = useCallback(
    (send: (onProgress: (fraction: number) => void) => UploadWithProgress<T>) => {
      current.current?.abort();
      setStage({ kind: 'uploading', fraction: 0 });
      const upload = send((fraction) => {
        setStage({ kind: 'uploading', fraction });
      });
      current.current = upload;
      upload.done.then(
        (answer) => {
          if (current.current === upload) current.current = null;
          setStage({ kind: 'sent', answer });
        },
        (error: unknown) => {
          if (current.current === upload) current.current = null;
          if (error instanceof DOMException && error.name === 'AbortError') {
            setStage({ kind: 'idle' });
            return;
          }
          setStage({
            kind: 'refused',
            message: errorMessage(error),
            fieldErrors: error instanceof ApiRequestError ? error.fieldErrors : [],
          });
        },
      );
    },
    [],
  );

  const cancel = useCallback(() => {
    current.current?.abort();
  }, []);

  const reset = useCallback(() => {
    setStage({ kind: 'idle' });
  }, []);

  return { stage, start, cancel, reset };
}

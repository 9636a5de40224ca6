import type { RecordingAlignment } from '@cadenza/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { FormError } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import {
  RECORDING_ACCEPT,
  checkRecordingFile,
  recordingSyncSource,
  studioRecordingQueries,
  uploadRecording,
  type RecordingUpload,
} from '../api/studio-recording-api';
import { studioRecordingText } from '../studio-recording-messages';
import { SyncEditor } from './sync-editor';
import styles from './studio.module.css';
import own from './studio-recording.module.css';

type Stage =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'uploadFailed'; message: string }
  | { kind: 'aligning'; jobId: string };

/** Follows the alignment job until it is done or failed. */
function Alignment({
  productId,
  jobId,
  onRetry,
}: {
  productId: string;
  jobId: string;
  onRetry: () => void;
}) {
  const queryClient = useQueryClient();
  const query = useQuery(studioRecordingQueries.alignment(productId, jobId));
  const state: RecordingAlignment['state'] | undefined = query.data?.state;
  useEffect(() => {
    // The piece's package has a new recording and sync map: the catalogue asks again.
    if (state === 'done')
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'studio' || q.queryKey[1] === 'recording-sync',
      });
  }, [state, queryClient]);

  if (query.isError)
    return (
      <div>
        <FormError message={errorMessage(query.error)} />
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          Ask again
        </Button>
      </div>
    );
  if (!query.data || state === 'queued' || state === 'working')
    return (
      <p role="status" className={styles.status}>
        {state === 'working' ? studioRecordingText.working : studioRecordingText.queued}
      </p>
    );
  if (state === 'failed')
    return (
      <div>
        <FormError message={studioRecordingText.failed(query.data.error)} />
        <Button variant="secondary" size="small" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  return (
    <p role="status" className={styles.status}>
      {studioRecordingText.done}{' '}
      <AppLink to={paths.piece.href(productId)}>{studioRecordingText.openPiece}</AppLink>
    </p>
  );
}

/**
 * The Recording section of a piece's edit page: an audio file uploaded with its progress, then
 * its alignment to the score followed until the piece plays it with the highlight.
 */
export function StudioRecording({ productId }: { productId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const upload = useRef<RecordingUpload | null>(null);
  const inputId = `studio-recording-${productId}`;

  useEffect(
    () => () => {
      upload.current?.abort();
    },
    [],
  );

  function choose(chosen: File | null) {
    setStage({ kind: 'idle' });
    setFile(chosen);
    const checked = chosen ? checkRecordingFile(chosen) : null;
    setFileError(checked && !checked.ok ? checked.message : null);
  }

  function start() {
    if (!file) return;
    const checked = checkRecordingFile(file);
    if (!checked.ok) {
      setFileError(checked.message);
      return;
    }
    setStage({ kind: 'uploading', fraction: 0 });
    const sending = uploadRecording(productId, file, checked.contentType, (fraction) => {
      setStage({ kind: 'uploading', fraction });
    });
    upload.current = sending;
    sending.done.then(
      (alignment) => {
        upload.current = null;
        setStage({ kind: 'aligning', jobId: alignment.jobId });
      },
      (error: unknown) => {
        upload.current = null;
        if (error instanceof DOMException && error.name === 'AbortError') {
          setStage({ kind: 'idle' });
          return;
        }
        setStage({ kind: 'uploadFailed', message: errorMessage(error) });
      },
    );
  }

  const busy = stage.kind === 'uploading';
  return (
    <fieldset className={styles.fieldset}>
      <legend>Recording</legend>
      <p className={styles.muted}>{studioRecordingText.intro}</p>
      <div>
        <label htmlFor={inputId} className={styles.muted}>
          Audio file
        </label>{' '}
        <input
          id={inputId}
          className={own.fileInput}
          type="file"
          accept={RECORDING_ACCEPT}
          disabled={busy}
          onChange={(event) => {
            choose(event.target.files?.[0] ?? null);
          }}
        />
        {fileError && <FormError message={fileError} />}
      </div>
      {stage.kind === 'uploading' ? (
        <div className={own.progress}>
          <progress aria-label="Upload progress" max={1} value={stage.fraction} />
          <span>{Math.round(stage.fraction * 100)}%</span>
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              upload.current?.abort();
            }}
          >
            Cancel upload
          </Button>
        </div>
      ) : (
        stage.kind !== 'aligning' && (
          <div>
            <Button variant="secondary" disabled={!file || fileError !== null} onClick={start}>
              Upload and align
            </Button>
          </div>
        )
      )}
      {stage.kind === 'uploadFailed' && (
        <div>
          <FormError message={studioRecordingText.uploadFailed(stage.message)} />
          <Button variant="secondary" size="small" onClick={start}>
            Try again
          </Button>
        </div>
      )}
      {stage.kind === 'aligning' && (
        <Alignment productId={productId} jobId={stage.jobId} onRetry={start} />
      )}
      <SyncEditor source={recordingSyncSource(productId)} />
    </fieldset>
  );
}

import type { FilmAngle, FilmJob, StudioFilm, StudioProduct } from '@cadenza/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatDuration } from '../../../lib/format-duration';
import { filmSyncSource } from '../api/studio-film-edits-api';
import { FILM_ACCEPT, checkFilmFile, studioFilmQueries, uploadFilm } from '../api/studio-films-api';
import { useFileUpload } from '../hooks/use-file-upload';
import { studioFilmEditsText } from '../studio-film-edits-messages';
import { studioFilmsText } from '../studio-films-messages';
import { StudioFilmRemove } from './studio-film-remove';
import { StudioPoster } from './studio-poster';
import { SyncEditor } from './sync-editor';
import styles from './studio.module.css';
import own from './studio-films.module.css';

/** The catalogue, the films list and their syncs ask again once a film is the product's. */
function useFilmDone(productId: string, job: FilmJob | undefined) {
  const queryClient = useQueryClient();
  const state = job?.state;
  useEffect(() => {
    if (state === 'done')
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] !== 'studio' ||
          ((query.queryKey[1] === 'films' || query.queryKey[1] === 'film-sync') &&
            query.queryKey[2] === productId),
      });
  }, [state, productId, queryClient]);
}

/** Follows a film's job (asked every 2 s) until it is done or failed. */
function FilmJobState({
  productId,
  jobId,
  label,
  onRetry,
}: {
  productId: string;
  jobId: string;
  label: string;
  onRetry: (() => void) | undefined;
}) {
  const query = useQuery(studioFilmQueries.job(productId, jobId));
  const job = query.data;
  useFilmDone(productId, job);
  if (query.isError)
    return (
      <div>
        <FormError message={errorMessage(query.error)} />
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          {studioFilmsText.askAgain}
        </Button>
      </div>
    );
  if (!job || job.state === 'queued')
    return (
      <p role="status" className={styles.status}>
        {studioFilmsText.queued}
      </p>
    );
  if (job.state === 'failed')
    return (
      <div>
        <FormError message={studioFilmsText.failed(job.error)} />
        {onRetry && (
          <Button variant="secondary" size="small" onClick={onRetry}>
            {studioFilmsText.tryAgain}
          </Button>
        )}
      </div>
    );
  if (job.state === 'done')
    return (
      <p role="status" className={styles.status}>
        {studioFilmsText.done}
      </p>
    );
  if (job.stage === 'transcoding')
    return (
      <div className={own.progress}>
        <progress
          aria-label={studioFilmsText.transcodeProgress(label)}
          max={100}
          value={job.percent ?? 0}
        />
        <span role="status">{studioFilmsText.transcoding(job.percent)}</span>
      </div>
    );
  return (
    <p role="status" className={styles.status}>
      {job.stage === 'aligning' ? studioFilmsText.aligning : studioFilmsText.storing}
    </p>
  );
}

/** What the product's film of this angle is, in words. */
function describeFilm(film: StudioFilm): string {
  const parts = [
    formatDuration(film.durationMs),
    film.isUploaded ? studioFilmsText.uploaded : studioFilmsText.madeFromScore,
  ];
  if (film.syncPoints > 0) parts.push(studioFilmsText.synced(film.syncPoints));
  return parts.join(' · ');
}

/** One angle: its film, a file to upload in its place with the upload's progress, its job. */
function FilmAngleRow({
  productId,
  angle,
  film,
  pendingJob,
}: {
  productId: string;
  angle: FilmAngle;
  film: StudioFilm | undefined;
  /** Its latest job when it is not done (the page was opened while it works, or it failed). */
  pendingJob: FilmJob | undefined;
}) {
  const label = studioFilmsText.angle[angle];
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useFileUpload<FilmJob>();
  const inputId = `studio-film-${productId}-${angle}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const [removed, setRemoved] = useState(false);

  function choose(chosen: File | null) {
    upload.reset();
    setFile(chosen);
    const checked = chosen ? checkFilmFile(chosen) : null;
    setFileError(checked && !checked.ok ? checked.message : null);
  }

  function start() {
    if (!file) return;
    const checked = checkFilmFile(file);
    if (!checked.ok) {
      setFileError(checked.message);
      return;
    }
    upload.start((onProgress) =>
      uploadFilm(productId, angle, file, checked.contentType, onProgress),
    );
  }

  const { stage } = upload;
  const jobId = stage.kind === 'sent' ? stage.answer.jobId : pendingJob?.jobId;
  return (
    <div className={own.angle}>
      <h3 className={own.angleHeading} ref={heading} tabIndex={-1}>
        {label}
      </h3>
      <p className={styles.muted}>{film ? describeFilm(film) : studioFilmsText.noFilm}</p>
      {removed && !film && (
        <p role="status" className={styles.status}>
          {studioFilmEditsText.removed(angle, label)}
        </p>
      )}
      <div>
        <StudioFilmRemove
          productId={productId}
          angle={angle}
          label={label}
          isAllowed={film?.isUploaded ?? false}
          onRemoved={() => {
            upload.reset();
            setRemoved(true);
          }}
          fallbackFocus={heading}
        />
      </div>
      {film?.isUploaded && film.syncPoints > 0 && (
        <SyncEditor source={filmSyncSource(productId, angle)} />
      )}
      <div>
        <label htmlFor={inputId} className={styles.muted}>
          {studioFilmsText.fileLabel(label)}
        </label>{' '}
        <input
          id={inputId}
          className={own.fileInput}
          type="file"
          accept={FILM_ACCEPT}
          disabled={stage.kind === 'uploading'}
          onChange={(event) => {
            choose(event.target.files?.[0] ?? null);
          }}
        />
        {fileError && <FormError message={fileError} />}
      </div>
      {stage.kind === 'uploading' ? (
        <div className={own.progress}>
          <progress
            aria-label={studioFilmsText.uploadProgress(label)}
            max={1}
            value={stage.fraction}
          />
          <span>{Math.round(stage.fraction * 100)}%</span>
          <Button variant="ghost" size="small" onClick={upload.cancel}>
            {studioFilmsText.cancel}
          </Button>
        </div>
      ) : (
        <div>
          <Button variant="secondary" disabled={!file || fileError !== null} onClick={start}>
            {film ? studioFilmsText.replace : studioFilmsText.upload}
          </Button>
        </div>
      )}
      {stage.kind === 'refused' && (
        <FormError message={studioFilmsText.uploadRefused(stage.message)} />
      )}
      {stage.kind !== 'uploading' && jobId && (
        <FilmJobState
          key={jobId}
          productId={productId}
          jobId={jobId}
          label={label}
          onRetry={file && !fileError ? start : undefined}
        />
      )}
    </div>
  );
}

/**
 * The Films section of a performance's, video's or explore item's edit page: each angle's
 * film uploaded with its progress, then its job followed until the product plays it; and the
 * poster, chosen from the films' frames.
 */
export function StudioFilms({ product }: { product: StudioProduct }) {
  const query = useQuery(studioFilmQueries.films(product.id));
  return (
    <section className={styles.fieldset} aria-label={studioFilmsText.heading}>
      <h2 className={styles.muted}>{studioFilmsText.heading}</h2>
      {query.isError ? (
        <div>
          <FormError message={errorMessage(query.error)} />
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            {studioFilmsText.askAgain}
          </Button>
        </div>
      ) : !query.data ? (
        <p role="status" className={styles.status}>
          {studioFilmsText.loading}
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            {product.type === 'performance'
              ? studioFilmsText.introPerformance
              : studioFilmsText.introVideo}
          </p>
          {query.data.angles.map((angle) => (
            <FilmAngleRow
              key={angle}
              productId={product.id}
              angle={angle}
              film={query.data.films.find((film) => film.angle === angle)}
              pendingJob={query.data.jobs.find((job) => job.angle === angle)}
            />
          ))}
          {query.data.films.length > 0 && (
            <StudioPoster productId={product.id} films={query.data.films} />
          )}
        </>
      )}
    </section>
  );
}

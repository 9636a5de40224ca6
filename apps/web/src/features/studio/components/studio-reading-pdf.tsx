import type { StudioReadingPdfAnswer } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { FormError } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import {
  PDF_ACCEPT,
  checkPdfFile,
  studioFilmQueries,
  uploadReadingPdf,
} from '../api/studio-films-api';
import { useFileUpload } from '../hooks/use-file-upload';
import { useRefreshWhenSent } from '../hooks/use-refresh-when-sent';
import { formatBytes, studioFilmsText, studioReadingPdfText } from '../studio-films-messages';
import styles from './studio.module.css';
import own from './studio-films.module.css';
import { UploadProgress } from './upload-progress';

/** The PDF section of a PDF reading's edit page: its uploaded PDF, and a new one uploaded. */
export function StudioReadingPdf({ productId }: { productId: string }) {
  const query = useQuery(studioFilmQueries.readingPdf(productId));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useFileUpload<StudioReadingPdfAnswer>();
  const inputId = `studio-reading-pdf-${productId}`;
  const { stage } = upload;

  useRefreshWhenSent(stage, 'reading-pdf', productId);

  function choose(chosen: File | null) {
    upload.reset();
    setFile(chosen);
    const checked = chosen ? checkPdfFile(chosen) : null;
    setFileError(checked && !checked.ok ? checked.message : null);
  }

  function start() {
    if (!file) return;
    const checked = checkPdfFile(file);
    if (!checked.ok) {
      setFileError(checked.message);
      return;
    }
    upload.start((onProgress) => uploadReadingPdf(productId, file, onProgress));
  }

  const current = query.data?.pdf;
  return (
    <section className={styles.fieldset} aria-label={studioReadingPdfText.heading}>
      <h2 className={styles.muted}>{studioReadingPdfText.heading}</h2>
      <p className={styles.muted}>{studioReadingPdfText.intro}</p>
      {query.isError ? (
        <div>
          <FormError message={errorMessage(query.error)} />
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            {studioFilmsText.askAgain}
          </Button>
        </div>
      ) : (
        <p className={styles.muted} role={query.data ? undefined : 'status'}>
          {!query.data
            ? studioReadingPdfText.loading
            : current
              ? studioReadingPdfText.current(formatBytes(current.bytes))
              : studioReadingPdfText.none}
        </p>
      )}
      <div>
        <label htmlFor={inputId} className={styles.muted}>
          {studioReadingPdfText.fileLabel}
        </label>{' '}
        <input
          id={inputId}
          className={own.fileInput}
          type="file"
          accept={PDF_ACCEPT}
          disabled={stage.kind === 'uploading'}
          onChange={(event) => {
            choose(event.target.files?.[0] ?? null);
          }}
        />
        {fileError && <FormError message={fileError} />}
      </div>
      {stage.kind === 'uploading' ? (
        <UploadProgress
          label={studioReadingPdfText.progress}
          fraction={stage.fraction}
          onCancel={upload.cancel}
        />
      ) : (
        <div>
          <Button variant="secondary" disabled={!file || fileError !== null} onClick={start}>
            {studioReadingPdfText.upload}
          </Button>
        </div>
      )}
      {stage.kind === 'refused' && (
        <FormError message={studioFilmsText.uploadRefused(stage.message)} />
      )}
      {stage.kind === 'sent' && (
        <p role="status" className={styles.status}>
          {studioReadingPdfText.done(stage.answer.pdf?.pages ?? null)}{' '}
          <AppLink to={paths.reading.href(productId)}>{studioReadingPdfText.openReading}</AppLink>
        </p>
      )}
    </section>
  );
}

import type { ReadingPageFileReport, StudioReadingPagesUpload } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { FormError } from '../../../components/form/form-error';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import {
  PAGES_ACCEPT,
  checkPageFiles,
  studioReadingPagesQueries,
  uploadReadingPages,
} from '../api/studio-reading-pages-api';
import { useFileUpload } from '../hooks/use-file-upload';
import { useRefreshWhenSent } from '../hooks/use-refresh-when-sent';
import { studioFilmsText } from '../studio-films-messages';
import { studioReadingPagesText as text } from '../studio-reading-pages-messages';
import styles from './studio.module.css';
import films from './studio-films.module.css';
import own from './studio-reading-pages.module.css';
import { UploadProgress } from './upload-progress';

/** What became of each uploaded file: the page it is, or why it was left out, and its warnings. */
function UploadReport({ report }: { report: readonly ReadingPageFileReport[] }) {
  return (
    <details open={report.some((entry) => entry.notes.length > 0)}>
      <summary>{text.reportHeading}</summary>
      <ul className={own.report}>
        {report.map((entry) => (
          <li key={entry.file} data-outcome={entry.outcome}>
            <span className={own.reportFile}>{entry.file}</span>:{' '}
            {entry.path
              ? text.outcome.page(entry.path)
              : entry.outcome === 'contents'
                ? text.outcome.contents
                : text.outcome.leftOut}
            {entry.title ? ` (${entry.title})` : ''}
            {entry.notes.length === 0 ? (
              entry.outcome === 'page' && <span className={styles.muted}> · {text.noNotes}</span>
            ) : (
              <ul>
                {entry.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The Pages section of a navigated reading's edit page: its pages, and new ones uploaded. */
export function StudioReadingPages({ productId }: { productId: string }) {
  const query = useQuery(studioReadingPagesQueries.pages(productId));
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useFileUpload<StudioReadingPagesUpload>();
  const inputId = `studio-reading-pages-${productId}`;
  const { stage } = upload;

  useRefreshWhenSent(stage, 'reading-pages', productId);

  function choose(list: FileList | null) {
    upload.reset();
    // A copy: the input's FileList is live and emptied when the input is cleared.
    const chosen = list ? Array.from(list) : [];
    setFiles(chosen);
    setFileError(chosen.length ? checkPageFiles(chosen) : null);
  }

  function start() {
    const problem = checkPageFiles(files);
    if (problem || files.length === 0) {
      setFileError(problem);
      return;
    }
    upload.start((onProgress) => uploadReadingPages(productId, files, onProgress));
  }

  const pages = query.data?.pages;
  return (
    <section className={styles.fieldset} aria-label={text.heading}>
      <h2 className={styles.muted}>{text.heading}</h2>
      <p className={styles.muted}>{text.intro}</p>
      {query.isError ? (
        <div>
          <FormError message={errorMessage(query.error)} />
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            {studioFilmsText.askAgain}
          </Button>
        </div>
      ) : !pages ? (
        <p className={styles.muted} role="status">
          {text.loading}
        </p>
      ) : pages.length === 0 ? (
        <p className={styles.muted}>{text.none}</p>
      ) : (
        <div>
          <p className={styles.muted}>{text.current(pages.length)}</p>
          <ol className={own.pageList} aria-label={text.heading}>
            {pages.map((page) => (
              <li key={page.path}>{page.title}</li>
            ))}
          </ol>
        </div>
      )}
      <div>
        <label htmlFor={inputId} className={styles.muted}>
          {text.fileLabel}
        </label>{' '}
        <input
          id={inputId}
          className={films.fileInput}
          type="file"
          multiple
          accept={PAGES_ACCEPT}
          disabled={stage.kind === 'uploading'}
          onChange={(event) => {
            choose(event.target.files);
          }}
        />
        {fileError && <FormError message={fileError} />}
      </div>
      {stage.kind === 'uploading' ? (
        <UploadProgress label={text.progress} fraction={stage.fraction} onCancel={upload.cancel} />
      ) : (
        <div>
          <Button
            variant="secondary"
            disabled={files.length === 0 || fileError !== null}
            onClick={start}
          >
            {text.upload}
          </Button>
        </div>
      )}
      {stage.kind === 'refused' && (
        <div>
          <FormError message={studioFilmsText.uploadRefused(stage.message)} />
          {stage.fieldErrors.length > 0 && (
            <ul className={own.report}>
              {stage.fieldErrors.map((error) => (
                <li key={`${error.field}:${error.message}`}>
                  <span className={own.reportFile}>{error.field}</span>: {error.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {stage.kind === 'sent' && (
        <>
          <p role="status" className={styles.status}>
            {text.done(stage.answer.pages.length)}{' '}
            <AppLink to={paths.reading.href(productId)}>{text.openReading}</AppLink>
          </p>
          <UploadReport report={stage.answer.report} />
        </>
      )}
      {stage.kind !== 'sent' && pages && pages.length > 0 && (
        <p>
          <AppLink to={paths.reading.href(productId)}>{text.openReading}</AppLink>
        </p>
      )}
    </section>
  );
}

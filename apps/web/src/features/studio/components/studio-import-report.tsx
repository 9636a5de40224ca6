import { fileExtensionOf, type ScoreImport, type ScoreImportFile } from '@cadenza/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppLink } from '../../../components/app-link';
import { FormError } from '../../../components/form/form-error';
import { LoadFailure } from '../../../components/load-failure';
import { Pager } from '../../../components/pager/pager';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { tableStyles } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { studioImportQueries } from '../api/studio-imports-api';
import { studioImportText } from '../studio-import-messages';
import styles from './studio.module.css';

/** Rows of the report a page shows. */
export const REPORT_ROWS = 50;

const outcomeNames: Record<ScoreImportFile['status'], string> = {
  imported: 'Imported',
  merged: 'Merged',
  refused: 'Refused',
};

type Row = ScoreImportFile | { file: string; status: 'waiting' };

/**
 * Each file's outcome so far, then (while the import runs) the files of the upload still
 * waiting, named as they were chosen; a zip's files are known only as they are imported.
 */
export function reportRows(report: ScoreImport, chosen: readonly string[]): Row[] {
  const over = report.status === 'done' || report.status === 'failed';
  const isZip = chosen.length === 1 && fileExtensionOf(chosen[0] ?? '') === '.zip';
  if (over || isZip) return report.files;
  const reported = new Set(report.files.map((file) => file.file));
  const waiting = chosen
    .filter((file) => !reported.has(file))
    .map((file) => ({ file, status: 'waiting' as const }));
  return [...report.files, ...waiting];
}

function summaryOf(report: ScoreImport): string {
  if (report.status === 'queued') return studioImportText.queued;
  if (report.status === 'failed') return studioImportText.failed(report.error);
  if (report.status === 'running')
    return report.totalFiles === null
      ? studioImportText.listing
      : studioImportText.running(report.files.length, report.totalFiles);
  const { imported, merged, refused } = report.counts;
  return studioImportText.done(imported, merged, refused);
}

/**
 * An import's progress, asked for every 1.5 s while it waits or runs, then its report: every
 * file imported, merged or refused and why, 50 a page.
 */
export function StudioImportReport({
  id,
  chosen,
  page,
  hrefOf,
}: {
  id: string;
  /** The files as they were uploaded from this browser (none when the page is opened later). */
  chosen: readonly string[];
  page: number;
  hrefOf: (page: number) => string;
}) {
  const queryClient = useQueryClient();
  const query = useQuery(studioImportQueries.report(id));
  const status = query.data?.status;
  useEffect(() => {
    // New pieces: the studio's lists, its jobs and the catalogue ask again.
    if (status === 'done' || status === 'failed')
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'studio' || q.queryKey[1] !== 'import',
      });
  }, [status, queryClient]);

  if (query.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (query.isError)
    return <LoadFailure message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const report = query.data;
  const rows = reportRows(report, chosen);
  const pageCount = Math.max(1, Math.ceil(rows.length / REPORT_ROWS));
  const current = Math.min(page, pageCount);
  const shown = rows.slice((current - 1) * REPORT_ROWS, current * REPORT_ROWS);
  const over = report.status === 'done' || report.status === 'failed';
  const isNew = report.counts.imported > 0;

  return (
    <div className={styles.form}>
      {report.status === 'failed' ? (
        <FormError message={summaryOf(report)} />
      ) : (
        <p role="status" className={over ? styles.status : undefined}>
          {summaryOf(report)}
        </p>
      )}
      {!over && report.totalFiles !== null && (
        <progress
          max={report.totalFiles}
          value={report.files.length}
          aria-label="Import progress"
        />
      )}
      {over && isNew && (
        <p className={styles.muted}>
          {report.publish ? studioImportText.published : studioImportText.drafts}
        </p>
      )}
      {rows.length > 0 && (
        <div className={tableStyles.scroll}>
          <table className={tableStyles.table}>
            <caption className="visually-hidden">Files of the import</caption>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Outcome</th>
                <th scope="col">Piece</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.file}>
                  <td>{row.file}</td>
                  <td>
                    <span className={styles.badge}>
                      {row.status === 'waiting'
                        ? studioImportText.waiting
                        : outcomeNames[row.status]}
                    </span>
                  </td>
                  <td>
                    {row.status !== 'waiting' && row.productId && row.title ? (
                      <AppLink to={paths.studioProduct.href(row.productId)}>{row.title}</AppLink>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{row.status !== 'waiting' && row.reason ? row.reason : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={current} pageCount={pageCount} hrefOf={hrefOf} label="Pages of the report" />
      {over && (
        <p>
          <AppLink to={paths.studio.href('imports')}>Import more scores</AppLink>
        </p>
      )}
    </div>
  );
}

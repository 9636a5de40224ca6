import type { StudioJob } from '@cadenza/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { FormError } from '../../../components/form/form-error';
import { LoadFailure } from '../../../components/load-failure';
import { Pager } from '../../../components/pager/pager';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { tableStyles } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { retryStudioJob, studioJobsQuery } from '../api/studio-jobs-api';
import styles from './studio.module.css';

const statusNames: Record<StudioJob['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

const kindNames: Record<StudioJob['kind'], string> = {
  'score-import': 'Score import',
  'recording-alignment': 'Recording alignment',
  film: 'Film',
};

function progressOf(job: StudioJob): string {
  if (job.total === null) return job.status === 'failed' ? '—' : 'Listing files…';
  const counted = `${String(job.done)} of ${String(job.total)} ${job.unit}`;
  return job.stage ? `${counted}: ${job.stage}…` : counted;
}

/** Where a job leads: an import's report, an alignment's piece (its Recording section). */
function JobTitle({ job }: { job: StudioJob }) {
  if (job.kind === 'score-import')
    return <AppLink to={paths.studioImport.href(job.id)}>{job.title}</AppLink>;
  if (job.productId)
    return <AppLink to={paths.studioProduct.href(job.productId)}>{job.title}</AppLink>;
  return <>{job.title}</>;
}

function RetryButton({ job }: { job: StudioJob }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [isRetrying, setIsRetrying] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  async function retry() {
    setIsRetrying(true);
    setError(null);
    try {
      await retryStudioJob(queryClient, job.id);
    } catch (caught) {
      setError(caught);
      button.current?.focus();
    } finally {
      setIsRetrying(false);
    }
  }
  return (
    <>
      <Button
        ref={button}
        size="small"
        variant="secondary"
        isLoading={isRetrying}
        aria-label={`Retry ${job.title}`}
        onClick={() => void retry()}
      >
        Retry
      </Button>
      {error !== null && <FormError message={errorMessage(error)} />}
    </>
  );
}

/**
 * The account's own long jobs (score imports, recording alignments and films), 25 a page: progress,
 * a failure's reason, Retry when it can work; asked again every 3 s while one is under way.
 */
export function StudioJobsList({
  page,
  hrefOf,
}: {
  page: number;
  hrefOf: (page: number) => string;
}) {
  const query = useQuery(studioJobsQuery(page));
  if (query.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (query.isError)
    return <LoadFailure message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.total === 0)
    return (
      <EmptyState
        title="No jobs yet"
        action={
          <AppLink className={buttonClassName()} to={paths.studio.href('imports')}>
            Import scores
          </AppLink>
        }
      >
        Score imports, and the recordings and films you upload, are listed here while they run and
        after.
      </EmptyState>
    );
  return (
    <>
      <div className={tableStyles.scroll}>
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Kind</th>
              <th scope="col">State</th>
              <th scope="col">Progress</th>
              <th scope="col">Started</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.items.map((job) => (
              <tr key={job.id}>
                <td>
                  <JobTitle job={job} />
                  {job.error && <p className={styles.jobError}>{job.error}</p>}
                </td>
                <td>{kindNames[job.kind]}</td>
                <td>
                  <span className={styles.badge}>{statusNames[job.status]}</span>
                </td>
                <td>
                  {job.total ? (
                    <progress
                      value={job.done}
                      max={job.total}
                      aria-label={`${job.title} progress`}
                    />
                  ) : null}{' '}
                  {progressOf(job)}
                </td>
                <td>{formatLongDate(job.createdAt)}</td>
                <td>{job.canRetry && <RetryButton job={job} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pageCount={Math.ceil(query.data.total / query.data.pageSize)}
        hrefOf={hrefOf}
        label="Pages of jobs"
      />
    </>
  );
}

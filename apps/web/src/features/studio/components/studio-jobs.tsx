import type { StudioJob } from '@cadenza/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { LoadFailure } from '../../../components/load-failure';
import { Button } from '../../../components/ui/button';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { tableStyles } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { retryStudioJob, studioJobsQuery } from '../api/studio-jobs-api';
import styles from './studio.module.css';

const statusNames: Record<StudioJob['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

function progressOf(job: StudioJob): string {
  if (job.total === null) return job.status === 'failed' ? '—' : 'Listing files…';
  return `${String(job.done)} of ${String(job.total)} files`;
}

function RetryButton({ job }: { job: StudioJob }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [isRetrying, setIsRetrying] = useState(false);
  async function retry() {
    setIsRetrying(true);
    setError(null);
    try {
      await retryStudioJob(queryClient, job.id);
    } catch (caught) {
      setError(caught);
    } finally {
      setIsRetrying(false);
    }
  }
  return (
    <>
      <Button
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

/** The account's own long jobs (score imports): progress, a failure's reason, Retry. */
export function StudioJobsList() {
  const query = useQuery(studioJobsQuery);
  if (query.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (query.isError)
    return <LoadFailure message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0)
    return <p>No jobs yet. Imports you start are listed here while they run and after.</p>;
  return (
    <div className={tableStyles.scroll}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">Import</th>
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
                {job.title}
                {job.error && <p className={styles.jobError}>{job.error}</p>}
              </td>
              <td>
                <span className={styles.badge}>{statusNames[job.status]}</span>
              </td>
              <td>
                {job.total ? (
                  <progress value={job.done} max={job.total} aria-label={`${job.title} progress`} />
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
  );
}

import { retryStudioJobEndpoint, studioJobsEndpoint, type StudioJobs } from '@cadenza/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** While a job is queued or running, the list asks again this often. */
const POLL_MS = 3000;

const isActive = (jobs: StudioJobs | undefined) =>
  jobs?.items.some((job) => job.status === 'queued' || job.status === 'running') ?? false;

/** A page of the account's jobs, newest first. */
export const studioJobsQuery = (page: number) =>
  queryOptions({
    queryKey: ['studio', 'jobs', page],
    queryFn: ({ signal }) => callApi(studioJobsEndpoint, { query: { page }, signal }),
    refetchInterval: (query) => (isActive(query.state.data) ? POLL_MS : false),
  });

export async function retryStudioJob(queryClient: QueryClient, id: string): Promise<void> {
  await callApi(retryStudioJobEndpoint, { params: { id } });
  await queryClient.invalidateQueries({ queryKey: ['studio', 'jobs'] });
}

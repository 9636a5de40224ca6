import { StudioJobsList } from '../../features/studio/components/studio-jobs';
import { useDocumentTitle } from '../../lib/document-title';

/** `/studio/jobs`: the account's long jobs, asked again every 3 s while one runs. */
export function StudioJobsPage() {
  useDocumentTitle('Studio: jobs');
  return <StudioJobsList />;
}

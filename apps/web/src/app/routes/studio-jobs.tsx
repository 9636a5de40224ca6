import { useSearchParams } from 'react-router';
import { StudioJobsList } from '../../features/studio/components/studio-jobs';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';

/** `/studio/jobs?page=`: the account's long jobs, asked again every 3 s while one runs. */
export function StudioJobsPage() {
  useDocumentTitle('Studio: jobs');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <StudioJobsList
      page={page}
      hrefOf={(next) => paths.studio.href(next > 1 ? `jobs?page=${String(next)}` : 'jobs')}
    />
  );
}

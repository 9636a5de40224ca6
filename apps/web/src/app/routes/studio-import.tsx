import { useLocation, useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { StudioImportReport } from '../../features/studio/components/studio-import-report';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';

/** The files this browser uploaded, kept in the history entry by the upload form. */
function chosenFilesOf(state: unknown): string[] {
  const files = (state as { files?: unknown } | null)?.files;
  return Array.isArray(files)
    ? files.filter((file): file is string => typeof file === 'string')
    : [];
}

/** `/studio/imports/:id?page=`: an import's progress, then its report. */
export function StudioImportReportPage() {
  useDocumentTitle('Studio: import');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const href = paths.studioImport.href(id);
  return (
    <>
      <AppLink to={paths.studio.href('jobs')}>‹ All jobs</AppLink>
      <h2>Score import</h2>
      <StudioImportReport
        key={id}
        id={id}
        chosen={chosenFilesOf(location.state)}
        page={page}
        hrefOf={(next) => (next > 1 ? `${href}?page=${String(next)}` : href)}
      />
    </>
  );
}

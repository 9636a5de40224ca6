import { StudioImportForm } from '../../features/studio/components/studio-import-form';
import { useDocumentTitle } from '../../lib/document-title';

/** `/studio/imports`: upload scores (files, a folder or a zip, and a sheet) to import. */
export function StudioImportPage() {
  useDocumentTitle('Studio: import scores');
  return (
    <>
      <h2>Import scores</h2>
      <StudioImportForm />
    </>
  );
}

import { CatalogueFiguresView } from '../../features/numbers/components/catalogue-figures-view';
import { useDocumentTitle } from '../../lib/document-title';
import { useNumbersSearchParams } from './numbers-search-params';

/**
 * `…/figures?from=&to=&publisherId=`: plays and practice time per product, in the studio (a
 * publisher's own imprint) and in the console (an admin's choice of imprint).
 */
export function CatalogueFiguresPage() {
  useDocumentTitle('Catalogue figures');
  const { choice, setChoice } = useNumbersSearchParams();
  return <CatalogueFiguresView choice={choice} onChange={setChoice} />;
}

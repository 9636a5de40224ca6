import { NumbersDashboard } from '../../features/numbers/components/numbers-dashboard';
import { useDocumentTitle } from '../../lib/document-title';
import { useNumbersSearchParams } from './numbers-search-params';

/** `/console/numbers?from=&to=`: the operations numbers (admins; the console checks). */
export function ConsoleNumbersPage() {
  useDocumentTitle('Console: numbers');
  const { choice, setChoice } = useNumbersSearchParams();
  return (
    <NumbersDashboard
      range={{ from: choice.from, to: choice.to }}
      onRangeChange={(range) => {
        setChoice(range);
      }}
    />
  );
}

import type { CatalogueFigures } from '@cadenza/domain';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../../components/app-link';
import { SelectField } from '../../../components/form/select-field';
import { LoadFailure } from '../../../components/load-failure';
import { LoadingArea, Skeleton } from '../../../components/ui/skeleton';
import { tableStyles } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { numbersQueries } from '../api/numbers-api';
import { formatDuration } from '../numbers-format';
import { DateRangeForm, type DayRange } from './date-range-form';
import styles from './numbers.module.css';

export interface FiguresChoice {
  from?: string | undefined;
  to?: string | undefined;
  publisherId?: string | undefined;
}

/**
 * Plays and practice time per product of an imprint over a range of days. The server decides
 * whose: a publisher sees only its own imprint, an admin chooses one or sees them all.
 */
export function CatalogueFiguresView({
  choice,
  onChange,
}: {
  choice: FiguresChoice;
  onChange: (choice: FiguresChoice) => void;
}) {
  const figures = useQuery(numbersQueries.figures(choice));
  const { data } = figures;
  // The days answered for, or those asked for while there is no answer (an error included).
  const shown = data?.range ?? { from: choice.from ?? '', to: choice.to ?? '' };
  const canChoose = data !== undefined && (data.publishers.length > 1 || data.publisherId === null);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <DateRangeForm
          key={`${shown.from}/${shown.to}`}
          range={shown}
          onChange={(range: DayRange) => {
            onChange({ ...choice, ...range });
          }}
        />
        {canChoose && (
          <SelectField
            label="Imprint"
            placeholder="All imprints"
            value={data.publisherId ?? ''}
            options={data.publishers.map((publisher) => ({
              value: publisher.id,
              label: publisher.name,
            }))}
            onChange={(event) => {
              onChange({ ...choice, publisherId: event.target.value || undefined });
            }}
          />
        )}
      </div>
      {figures.isPending && (
        <LoadingArea>
          <Skeleton shape="block" />
        </LoadingArea>
      )}
      {figures.isError && (
        <LoadFailure message={errorMessage(figures.error)} onRetry={() => void figures.refetch()} />
      )}
      {data && <FiguresTable figures={data} />}
    </div>
  );
}

function FiguresTable({ figures }: { figures: CatalogueFigures }) {
  if (figures.products.length === 0)
    return <p className={styles.muted}>No product was played or practised in these days.</p>;
  const showsImprint = figures.publisherId === null;
  return (
    <div className={tableStyles.scroll}>
      <table className={tableStyles.table}>
        <caption className="visually-hidden">Plays and practice time per product</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            {showsImprint && <th scope="col">Imprint</th>}
            <th scope="col" className={tableStyles.numeric}>
              Plays
            </th>
            <th scope="col" className={tableStyles.numeric}>
              Practice time
            </th>
            <th scope="col" className={tableStyles.numeric}>
              People practising
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.products.map((row) => (
            <tr key={row.productId}>
              <th scope="row">
                <AppLink to={paths.piece.href(row.productId)}>{row.title}</AppLink>
              </th>
              {showsImprint && <td>{row.publisherName}</td>}
              <td className={tableStyles.numeric}>{row.plays}</td>
              <td className={tableStyles.numeric}>{formatDuration(row.practiceSeconds)}</td>
              <td className={tableStyles.numeric}>{row.practisers}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

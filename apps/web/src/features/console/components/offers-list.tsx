import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../../components/app-link';
import { LoadFailure } from '../../../components/load-failure';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingArea, ResultListSkeleton } from '../../../components/ui/skeleton';
import { tableStyles } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { consoleQueries } from '../api/console-api';
import { consoleText } from '../console-messages';
import styles from './console.module.css';
import { conversionText } from './offer-figures';

const newOfferLink = (
  <AppLink to={paths.console.href('offers/new')} className={buttonClassName()}>
    New offer
  </AppLink>
);

/** Every partner offer with its terms and figures; each links to its page. */
export function OffersList() {
  const query = useQuery(consoleQueries.offers());
  if (query.isPending)
    return (
      <LoadingArea>
        <ResultListSkeleton />
      </LoadingArea>
    );
  if (query.isError)
    return <LoadFailure message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const { items } = query.data;
  if (items.length === 0)
    return (
      <EmptyState title={consoleText.offersEmpty} action={newOfferLink}>
        <p>{consoleText.offersEmptyText}</p>
      </EmptyState>
    );
  return (
    <>
      <div className={styles.row}>{newOfferLink}</div>
      <div className={tableStyles.scroll}>
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">Offer</th>
              <th scope="col">Status</th>
              <th scope="col">Trial</th>
              <th scope="col">Template</th>
              <th scope="col">Discount</th>
              <th scope="col" className={tableStyles.numeric}>
                Redemptions
              </th>
              <th scope="col" className={tableStyles.numeric}>
                Trials started
              </th>
              <th scope="col">Conversion to paid</th>
              <th scope="col">Changed</th>
            </tr>
          </thead>
          <tbody>
            {items.map((offer) => (
              <tr key={offer.code}>
                <td>
                  <AppLink to={paths.consoleOffer.href(offer.code)}>{offer.code}</AppLink>
                  <div className={styles.muted}>{offer.title}</div>
                </td>
                <td>
                  <span className={styles.status} data-status={offer.status}>
                    {offer.status}
                  </span>
                </td>
                <td>{`${String(offer.trialLength)} days`}</td>
                <td>{offer.template}</td>
                <td>
                  {offer.discount
                    ? `${String(offer.discount.percentOff)}% for ${String(offer.discount.durationMonths)} months`
                    : 'None'}
                </td>
                <td className={tableStyles.numeric}>{offer.figures.redemptions}</td>
                <td className={tableStyles.numeric}>{offer.figures.trialsStarted}</td>
                <td>{conversionText(offer.figures)}</td>
                <td>{formatLongDate(offer.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
